import type { FeedIdRequest } from '@kfeed/contracts/feed';
import { feedRoutes } from '@kfeed/contracts/routes/feed';
import { call } from '@kfeed/platform/calls/apiCall';

/** Take a like back: the post's new like state and count. */
export const dislikeFeed = (request: FeedIdRequest) => call(feedRoutes.dislikeFeed, request);
