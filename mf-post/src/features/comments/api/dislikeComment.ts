import type { CommentLikeAnswer, CommentLikeRequest } from '@kfeed/contracts/comment';
import { apiPost } from '@kfeed/platform/calls/apiCall';

/** POST /api/comment/dislikeComment: takes a like back. */
export const dislikeComment = (request: CommentLikeRequest) =>
  apiPost<CommentLikeAnswer>('/api/comment/dislikeComment', request);
