import type { CommentItem, UpdateCommentRequest } from '@kfeed/contracts/comment';
import { apiPut } from '@kfeed/platform/calls/apiCall';

/** PUT /api/comment/updateComment (owner only). */
export const updateComment = (request: UpdateCommentRequest) =>
  apiPut<CommentItem>('/api/comment/updateComment', request);
