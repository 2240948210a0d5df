import type { CommentIdRequest, DeletedComment } from '@kfeed/kit/contracts/comment';
import { apiPost } from '@kfeed/kit/calls/apiCall';

/** POST /api/comment/deleteComment (owner only). */
export const deleteComment = (request: CommentIdRequest) =>
  apiPost<DeletedComment>('/api/comment/deleteComment', request);
