import type { FeedDataRequest, FeedItem } from '@kfeed/kit/contracts/feed';
import { apiPost } from '@kfeed/kit/calls/apiCall';

/** POST /api/feed/getFeedData: one post in the reader's language (or its original). */
export const getFeedData = (request: FeedDataRequest) =>
  apiPost<FeedItem>('/api/feed/getFeedData', request);
