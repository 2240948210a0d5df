import type { FeedIdRequest, FeedLikeAnswer } from '@kfeed/contracts/feed';
import { apiPost } from '@kfeed/platform/calls/apiCall';

/** POST /api/feed/likeFeed */
export const likeFeed = (request: FeedIdRequest) =>
  apiPost<FeedLikeAnswer>('/api/feed/likeFeed', request);
