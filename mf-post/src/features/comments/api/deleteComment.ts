import type { CommentIdRequest, DeletedComment } from '@kfeed/contracts/comment';
import { apiPost } from '@kfeed/platform/calls/apiCall';

/** POST /api/comment/deleteComment (owner only). */
export const deleteComment = (request: CommentIdRequest) =>
  apiPost<DeletedComment>('/api/comment/deleteComment', request);
