import type { YesNo } from '@kfeed/shared/contracts/envelope';

/** What likeFeed / dislikeFeed answer: the new state and count, when the server sends them. */
export interface LikeAnswer {
  isLiked?: YesNo;
  feedLikeCount?: number;
}
