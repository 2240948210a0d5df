import type { CommentIdRequest } from '@kfeed/contracts/comment';
import { commentRoutes } from '@kfeed/contracts/routes/comment';
import { call } from '@kfeed/platform/calls/apiCall';

/** Deletes a comment (owner only), with its replies. */
export const deleteComment = (request: CommentIdRequest) =>
  call(commentRoutes.deleteComment, request);
