import { on } from '@kfeed/platform/events';
import { writeListState } from '@kfeed/kit/listState';
import { feedChangeEffect } from '../../lib/feedChanges.ts';
import { clearFeedListState, readFeedListState } from '../../lib/homeListState.ts';

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

/**
 * The bottom navigation's Home tap from another screen (`list:reset`): the saved list is
 * forgotten, so Home opens at page 1 of All at the top. Heard once per page, whether Home
 * is on screen or not (Home on screen also resets what it shows).
 */
export function listenForListReset(): () => void {
  return on('list:reset', ({ list }) => {
    if (list === 'feed') clearFeedListState();
  });
}
