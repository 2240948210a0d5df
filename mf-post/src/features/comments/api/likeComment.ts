import type { CommentLikeAnswer, CommentLikeRequest } from '@kfeed/kit/contracts/comment';
import { apiPost } from '@kfeed/kit/calls/apiCall';

/** POST /api/comment/likeComment */
export const likeComment = (request: CommentLikeRequest) =>
  apiPost<CommentLikeAnswer>('/api/comment/likeComment', request);
