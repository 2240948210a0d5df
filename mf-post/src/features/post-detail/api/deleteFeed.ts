import type { FeedIdData, FeedIdRequest } from '@kfeed/contracts/feed';
import { apiPost } from '@kfeed/platform/calls/apiCall';

/** POST /api/feed/deleteFeed (owner only). */
export const deleteFeed = (request: FeedIdRequest) =>
  apiPost<FeedIdData>('/api/feed/deleteFeed', request);
