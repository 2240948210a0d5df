import type { FeedItem } from '@kfeed/contracts/feed';
import type { FeedChange } from '@kfeed/platform/events';

/**
 * What a `feed:changed` does to a list: a post gone (deleted, reported, its author
 * blocked) is dropped; a new or edited post means page 1 is loaded again.
 */
export function feedChangeEffect(
  items: readonly FeedItem[],
  change: { feedId: number; change: FeedChange; userId?: number },
): { kind: 'drop'; feedIds: number[]; userIds: number[] } | { kind: 'reload' } {
  switch (change.change) {
    case 'created':
    case 'updated':
      return { kind: 'reload' };
    case 'deleted':
    case 'reported':
      return { kind: 'drop', feedIds: [change.feedId], userIds: [] };
    case 'author-blocked': {
      const author = change.userId ?? items.find((item) => item.feedId === change.feedId)?.userId;
      return {
        kind: 'drop',
        feedIds: [change.feedId],
        userIds: author === undefined ? [] : [author],
      };
    }
  }
}
