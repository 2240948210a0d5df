import type { FeedIdRequest, FeedLikeAnswer } from '@kfeed/kit/contracts/feed';
import { apiPost } from '@kfeed/kit/calls/apiCall';

/** POST /api/feed/likeFeed */
export const likeFeed = (request: FeedIdRequest) =>
  apiPost<FeedLikeAnswer>('/api/feed/likeFeed', request);
