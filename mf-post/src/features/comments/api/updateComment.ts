import type { CommentItem, UpdateCommentRequest } from '@kfeed/kit/contracts/comment';
import { apiPut } from '@kfeed/kit/calls/apiCall';

/** PUT /api/comment/updateComment (owner only). */
export const updateComment = (request: UpdateCommentRequest) =>
  apiPut<CommentItem>('/api/comment/updateComment', request);
