import type { FeedIdRequest } from '@kfeed/contracts/feed';
import { feedRoutes } from '@kfeed/contracts/routes/feed';
import { sendOrQueue } from '@kfeed/platform/outbox/outbox';

/** Take a like back: the post's new like state and count, or the outbox's waiting write. */
export const dislikeFeed = (request: FeedIdRequest) =>
  sendOrQueue(feedRoutes.dislikeFeed, request, { kind: 'feed-unlike', feedId: request.feedId });
