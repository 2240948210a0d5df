import { on } from '@kfeed/platform/events';
import { readFeedListState } from '@kfeed/kit/feedListState';
import { writeListState } from '@kfeed/kit/listState';
import { feedChangeEffect } from '../../lib/feedListModel.ts';

/**
 * A post changes while Home is not on screen (it was edited, deleted, reported or its
 * author blocked on the post screen): the saved list follows, so coming back restores
 * nothing stale. A new or edited post empties the saved list (page 1 loads again).
 * `savedAt` is kept: this is not Home saving, and a later refresh must still be seen.
 */
export function listenForFeedChanges(): () => void {
  return on('feed:changed', (change) => {
    const saved = readFeedListState();
    if (!saved) return;
    const effect = feedChangeEffect(saved.items, change);
    if (effect.kind === 'reload') {
      writeListState('feed', { ...saved, items: [], page: 1, isEnd: false, scrollY: 0 });
      return;
    }
    const feedIds = new Set(effect.feedIds);
    const userIds = new Set(effect.userIds);
    writeListState('feed', {
      ...saved,
      items: saved.items.filter((item) => !feedIds.has(item.feedId) && !userIds.has(item.userId)),
    });
  });
}
