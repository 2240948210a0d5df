import { emit } from '@kfeed/platform/events';
import { feedItem } from '@kfeed/kit/testing/feedItem';
import { readFeedListState, writeFeedListState } from '../../lib/homeListState.ts';
import { listenForFeedChanges, listenForListReset } from './savedFeedChanges.ts';

let stop: () => void;
let stopReset: () => void;
beforeEach(() => {
  sessionStorage.clear();
  stop = listenForFeedChanges();
  stopReset = listenForListReset();
  writeFeedListState({
    items: [
      feedItem({ feedId: 3, userId: 7 }),
      feedItem({ feedId: 2, userId: 8 }),
      feedItem({ feedId: 1, userId: 7 }),
    ],
    page: 2,
    isEnd: true,
    categoryId: '4',
    scrollY: 900,
    categoryScrollX: 30,
  });
});
afterEach(() => {
  stop();
  stopReset();
});

test('a post deleted while Home is away is gone from the saved list; the rest stays', () => {
  const before = readFeedListState();
  emit('feed:changed', { feedId: 2, change: 'deleted' });
  const after = readFeedListState();
  expect(after?.items.map((i) => i.feedId)).toEqual([3, 1]);
  expect(after).toMatchObject({ page: 2, scrollY: 900, categoryId: '4' });
  // Not a save by Home: a later refresh must still see the state as old.
  expect(after?.savedAt).toBe(before?.savedAt);
});

test('a blocked author takes all their saved posts along', () => {
  emit('feed:changed', { feedId: 3, change: 'author-blocked' });
  expect(readFeedListState()?.items.map((i) => i.feedId)).toEqual([2]);
});

test('an edited post empties the saved list, keeping the category', () => {
  emit('feed:changed', { feedId: 2, change: 'updated' });
  expect(readFeedListState()).toMatchObject({
    items: [],
    page: 1,
    isEnd: false,
    scrollY: 0,
    categoryId: '4',
  });
});

test("the bottom navigation's reset of Home forgets the saved list; another list's does not", () => {
  emit('list:reset', { list: 'search' });
  expect(readFeedListState()).not.toBeNull();
  emit('list:reset', { list: 'feed' });
  expect(readFeedListState()).toBeNull();
});
