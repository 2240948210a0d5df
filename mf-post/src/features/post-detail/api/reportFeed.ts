import type { FeedReportRequest } from '@kfeed/contracts/moderation';
import { feedRoutes } from '@kfeed/contracts/routes/feed';
import { call } from '@kfeed/platform/calls/apiCall';

/**
 * Report a post with a reason: once per member (REPORT-001 on a repeat). Silent: the report
 * dialog says inside itself what failed, keeping what the member chose and typed.
 */
export const reportFeed = (request: FeedReportRequest) =>
  call(feedRoutes.reportFeed, request, { silent: true });
