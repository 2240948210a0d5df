import { HOME_CATEGORY_ID } from '@kfeed/kit/homeCategory';
import { LIST_STATE_KEYS } from '@kfeed/kit/listState';
import type { FeedItem } from '@kfeed/contracts/feed';
import {
  clearFeedListState,
  emptyFeedListState,
  patchFeedListState,
  readFeedListState,
  startFeedListAt,
  writeFeedListState,
} from './homeListState.ts';

const item = { feedId: 7, feedTitle: 'Title' } as FeedItem;

beforeEach(() => sessionStorage.clear());

test('nothing saved reads as null', () => {
  expect(readFeedListState()).toBeNull();
});

test('a written state reads back whole, stamped with the time it was saved', () => {
  jest.spyOn(Date, 'now').mockReturnValue(1_700_000_000_000);
  writeFeedListState({
    items: [item],
    page: 2,
    isEnd: false,
    categoryId: '3',
    scrollY: 840,
    categoryScrollX: 120,
  });
  expect(readFeedListState()).toEqual({
    items: [item],
    page: 2,
    isEnd: false,
    categoryId: '3',
    scrollY: 840,
    categoryScrollX: 120,
    savedAt: 1_700_000_000_000,
  });
  jest.restoreAllMocks();
});

test('a patch keeps the other fields', () => {
  writeFeedListState({ ...emptyFeedListState('5'), items: [item], page: 2 });
  patchFeedListState({ scrollY: 300 });
  expect(readFeedListState()).toMatchObject({
    items: [item],
    page: 2,
    categoryId: '5',
    scrollY: 300,
  });
});

test('an unreadable or foreign value reads as null', () => {
  sessionStorage.setItem(LIST_STATE_KEYS.feed, '{not json');
  expect(readFeedListState()).toBeNull();
  sessionStorage.setItem(LIST_STATE_KEYS.feed, JSON.stringify({ items: 'x', page: 1 }));
  expect(readFeedListState()).toBeNull();
});

test('a fresh start on a category clears the list and starts at page 1 at the top', () => {
  writeFeedListState({
    items: [item],
    page: 4,
    isEnd: true,
    categoryId: HOME_CATEGORY_ID,
    scrollY: 2000,
    categoryScrollX: 80,
  });
  startFeedListAt('9');
  expect(readFeedListState()).toMatchObject({
    items: [],
    page: 1,
    isEnd: false,
    categoryId: '9',
    scrollY: 0,
    categoryScrollX: 0,
  });
});

test('clear removes the saved state', () => {
  startFeedListAt('9');
  clearFeedListState();
  expect(readFeedListState()).toBeNull();
});
