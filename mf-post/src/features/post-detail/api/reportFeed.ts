import type { FeedIdRequest } from '@kfeed/contracts/feed';
import { feedRoutes } from '@kfeed/contracts/routes/feed';
import { call } from '@kfeed/platform/calls/apiCall';

/** Report a post: once per member (REPORT-001 on a repeat). */
export const reportFeed = (request: FeedIdRequest) => call(feedRoutes.reportFeed, request);
