import type { FeedIdRequest } from '@kfeed/contracts/feed';
import { feedRoutes } from '@kfeed/contracts/routes/feed';
import { call } from '@kfeed/platform/calls/apiCall';

/** Delete a post (its author only). */
export const deleteFeed = (request: FeedIdRequest) => call(feedRoutes.deleteFeed, request);
