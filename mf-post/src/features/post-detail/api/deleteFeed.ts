import type { FeedIdData, FeedIdRequest } from '@kfeed/kit/contracts/feed';
import { apiPost } from '@kfeed/kit/calls/apiCall';

/** POST /api/feed/deleteFeed (owner only). */
export const deleteFeed = (request: FeedIdRequest) =>
  apiPost<FeedIdData>('/api/feed/deleteFeed', request);
