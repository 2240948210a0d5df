import type { CommentItem, InsertCommentRequest } from '@kfeed/contracts/comment';
import { apiPost } from '@kfeed/platform/calls/apiCall';

/** POST /api/comment/insertComment: adds a comment, or a reply with parentCommentId. */
export const insertComment = (request: InsertCommentRequest) =>
  apiPost<CommentItem>('/api/comment/insertComment', request);
