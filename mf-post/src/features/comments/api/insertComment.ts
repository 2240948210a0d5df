import type { InsertCommentRequest } from '@kfeed/contracts/comment';
import { commentRoutes } from '@kfeed/contracts/routes/comment';
import { call } from '@kfeed/platform/calls/apiCall';

/** Adds a comment to a post, or a reply with parentCommentId. */
export const insertComment = (request: InsertCommentRequest) =>
  call(commentRoutes.insertComment, request);
