import type { CommentReportRequest } from '@kfeed/contracts/moderation';
import { commentRoutes } from '@kfeed/contracts/routes/comment';
import { call } from '@kfeed/platform/calls/apiCall';

/**
 * Reports a comment with a reason, once per member (REPORT-001 on a repeat). Silent: the
 * report dialog says inside itself what failed, keeping what the member chose and typed.
 */
export const reportComment = (request: CommentReportRequest) =>
  call(commentRoutes.reportComment, request, { silent: true });
