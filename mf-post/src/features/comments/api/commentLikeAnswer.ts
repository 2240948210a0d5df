import type { YesNo } from '@kfeed/shared/contracts/envelope';

/** What likeComment / dislikeComment answer: the new state and count, when sent. */
export interface CommentLikeAnswer {
  isLiked?: YesNo;
  likeCount?: number;
}
