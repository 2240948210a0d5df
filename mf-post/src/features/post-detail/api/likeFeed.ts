import type { FeedIdRequest } from '@kfeed/contracts/feed';
import { feedRoutes } from '@kfeed/contracts/routes/feed';
import { sendOrQueue } from '@kfeed/platform/outbox/outbox';

/**
 * Like a post: its new like state and count, or (without a connection) a like that waits
 * in the outbox and is sent once when the connection returns.
 */
export const likeFeed = (request: FeedIdRequest) =>
  sendOrQueue(feedRoutes.likeFeed, request, { kind: 'feed-like', feedId: request.feedId });
