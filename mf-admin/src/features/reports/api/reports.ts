import type { ResolveReportRequest } from '@kfeed/contracts/moderation';
import { adminRoutes } from '@kfeed/contracts/routes/admin';
import { call } from '@kfeed/platform/calls/apiCall';

export type QueueStatus = 'open' | 'closed';

/** One page of report groups, in the API's order; the content translated for `isoCode`. */
export const getReportList = (status: QueueStatus, page: number, isoCode: string) =>
  call(adminRoutes.getReportList, { status, page, isoCode }, { silent: true });

/** Act on a target's reports with a note. Silent: the dialog says what failed. */
export const resolveReport = (request: ResolveReportRequest) =>
  call(adminRoutes.resolveReport, request, { silent: true });
