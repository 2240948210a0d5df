import type { UserReportRequest } from '@kfeed/contracts/moderation';
import { userRoutes } from '@kfeed/contracts/routes/user';
import { call } from '@kfeed/platform/calls/apiCall';

/**
 * Report a member from their profile with a reason, once (REPORT-001 on a repeat). Silent:
 * the report dialog says inside itself what failed, keeping what the member chose and typed.
 */
export const reportUser = (request: UserReportRequest) =>
  call(userRoutes.reportUser, request, { silent: true });
