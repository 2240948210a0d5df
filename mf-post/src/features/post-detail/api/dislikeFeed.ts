import type { FeedIdRequest, FeedLikeAnswer } from '@kfeed/contracts/feed';
import { apiPost } from '@kfeed/platform/calls/apiCall';

/** POST /api/feed/dislikeFeed: takes a like back. */
export const dislikeFeed = (request: FeedIdRequest) =>
  apiPost<FeedLikeAnswer>('/api/feed/dislikeFeed', request);
