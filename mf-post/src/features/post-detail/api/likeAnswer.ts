import type { YesNo } from '@kfeed/kit/contracts/envelope';

/** What likeFeed / dislikeFeed answer: the new state and count, when the server sends them. */
export interface LikeAnswer {
  isLiked?: YesNo;
  feedLikeCount?: number;
}
