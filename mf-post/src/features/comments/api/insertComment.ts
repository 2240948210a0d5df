import type { CommentItem, InsertCommentRequest } from '@kfeed/kit/contracts/comment';
import { apiPost } from '@kfeed/kit/calls/apiCall';

/** POST /api/comment/insertComment: adds a comment, or a reply with parentCommentId. */
export const insertComment = (request: InsertCommentRequest) =>
  apiPost<CommentItem>('/api/comment/insertComment', request);
