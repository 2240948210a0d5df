import type { FeedIdRequest } from '@kfeed/contracts/feed';
import { apiPost } from '@kfeed/platform/calls/apiCall';

/** POST /api/feed/reportFeed: once per member (REPORT-001 on a repeat). */
export const reportFeed = (request: FeedIdRequest) =>
  apiPost<null>('/api/feed/reportFeed', request);
