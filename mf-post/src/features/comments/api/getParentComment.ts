import type { ParentCommentRequest } from '@kfeed/contracts/comment';
import { commentRoutes } from '@kfeed/contracts/routes/comment';
import { call } from '@kfeed/platform/calls/apiCall';

/** The comment a reply screen is about. */
export const getParentComment = (request: ParentCommentRequest) =>
  call(commentRoutes.getParentComment, request);
