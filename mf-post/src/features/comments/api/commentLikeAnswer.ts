import type { YesNo } from '@kfeed/kit/contracts/envelope';

/** What likeComment / dislikeComment answer: the new state and count, when sent. */
export interface CommentLikeAnswer {
  isLiked?: YesNo;
  likeCount?: number;
}
