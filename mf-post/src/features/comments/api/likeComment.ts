import type { CommentLikeAnswer, CommentLikeRequest } from '@kfeed/contracts/comment';
import { apiPost } from '@kfeed/platform/calls/apiCall';

/** POST /api/comment/likeComment */
export const likeComment = (request: CommentLikeRequest) =>
  apiPost<CommentLikeAnswer>('/api/comment/likeComment', request);
