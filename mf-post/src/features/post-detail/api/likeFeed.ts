import type { FeedIdRequest } from '@kfeed/contracts/feed';
import { feedRoutes } from '@kfeed/contracts/routes/feed';
import { call } from '@kfeed/platform/calls/apiCall';

/** Like a post: its new like state and count. */
export const likeFeed = (request: FeedIdRequest) => call(feedRoutes.likeFeed, request);
