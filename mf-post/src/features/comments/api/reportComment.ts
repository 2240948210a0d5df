import type { CommentIdRequest } from '@kfeed/contracts/comment';
import { commentRoutes } from '@kfeed/contracts/routes/comment';
import { call } from '@kfeed/platform/calls/apiCall';

/** Reports a comment, once per member (REPORT-001 on a repeat). */
export const reportComment = (request: CommentIdRequest) =>
  call(commentRoutes.reportComment, request);
