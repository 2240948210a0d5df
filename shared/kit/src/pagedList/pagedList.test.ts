import type { FeedItem } from '@kfeed/contracts/feed';
import { feedItem, feedPage } from '@kfeed/kit/testing/feedItem';
import {
  canLoadMore,
  emptyPagedList,
  needsFirstPage,
  pageOfPosts,
  pagedListReducer,
  startPagedList,
  type PagedList,
} from './pagedList.ts';

// The assertions of the three lists this one replaced: Home's (mf-feed feedListModel),
// search's (mf-search searchListModel) and my page's (mf-mypage feedPages).

/** The answer to the request the list is waiting for (its generation and next page). */
const loaded = (list: PagedList, items: FeedItem[], at: Partial<PagedList> = {}) =>
  pagedListReducer(list, {
    type: 'loaded',
    generation: at.generation ?? list.generation,
    page: at.page ?? list.page,
    ...pageOfPosts(items),
  });
const loading = (list: PagedList) =>
  pagedListReducer(list, { type: 'loading', generation: list.generation, page: list.page });
const failed = (list: PagedList, at: Partial<PagedList> = {}) =>
  pagedListReducer(list, {
    type: 'failed',
    generation: at.generation ?? list.generation,
    page: at.page ?? list.page,
  });
const reset = (list: PagedList) => pagedListReducer(list, { type: 'reset' });

const items = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => feedItem({ feedId: from + i }));

describe('pages in order', () => {
  test('a full page continues the list; the next page number follows', () => {
    const list = loading(emptyPagedList());
    expect(list.loading).toBe(true);
    const next = loaded(list, feedPage(50, 10));
    expect(next).toMatchObject({ page: 2, isEnd: false, loading: false });
    expect(next.items).toHaveLength(10);
  });

  test.each([
    [9, true],
    [0, true],
    [10, false],
  ])('a page of %i posts ends the list: %s', (count, isEnd) => {
    expect(loaded(emptyPagedList(), feedPage(50, count)).isEnd).toBe(isEnd);
  });

  test('a list starts at page 1; full pages continue, a short page ends the list', () => {
    let list = reset(emptyPagedList());
    expect(list).toMatchObject({ page: 1, items: [] });
    expect(needsFirstPage(list)).toBe(true);
    list = loading(list);
    expect(needsFirstPage(list)).toBe(false);
    list = loaded(list, feedPage(50, 10));
    expect(list).toMatchObject({ page: 2, isEnd: false, loading: false });
    list = loaded(list, feedPage(40, 3));
    expect(list).toMatchObject({ page: 3, isEnd: true });
    expect(list.items).toHaveLength(13);
  });

  test('a full page of 10 asks for the next; a short page ends the list', () => {
    let list = loading(emptyPagedList());
    expect(canLoadMore(list)).toBe(false);
    list = loaded(list, items(1, 10));
    expect(list).toMatchObject({ page: 2, isEnd: false, loading: false });
    expect(canLoadMore(list)).toBe(true);
    list = loaded(loading(list), items(11, 3));
    expect(list.items.map((i) => i.feedId)).toEqual(items(1, 13).map((i) => i.feedId));
    expect(list.isEnd).toBe(true);
    expect(canLoadMore(list)).toBe(false);
  });

  test('an empty first page ends the list with no results', () => {
    expect(loaded(reset(emptyPagedList()), [])).toMatchObject({ isEnd: true, items: [] });
  });

  test('an empty page ends the list; a post seen twice is shown once', () => {
    let list = loaded(emptyPagedList(), items(1, 10));
    list = loaded(list, items(10, 2));
    expect(list.items).toHaveLength(11);
    list = loaded(list, []);
    expect(list.isEnd).toBe(true);
  });

  test('a post already shown is not shown twice', () => {
    let list = loaded(emptyPagedList(), feedPage(50, 10));
    list = loaded(list, feedPage(41, 10));
    expect(list.items.map((i) => i.feedId)).toEqual(Array.from({ length: 19 }, (_, i) => 50 - i));
    expect(list.items).toHaveLength(19);
  });

  test('a list starts from what was saved, its pages only', () => {
    const saved = { items: feedPage(30, 20), page: 3, isEnd: false, scrollY: 900 };
    expect(startPagedList(saved)).toEqual({
      items: saved.items,
      page: 3,
      isEnd: false,
      loading: false,
      failed: false,
      generation: 0,
    });
    expect(needsFirstPage(startPagedList(saved))).toBe(false);
  });
});

describe('failures', () => {
  test('a failure ends the list and marks it failed; retry reopens it', () => {
    let list = failed(loading(emptyPagedList()));
    expect(list).toMatchObject({ loading: false, failed: true, isEnd: true });
    list = pagedListReducer(list, { type: 'retry' });
    expect(list).toMatchObject({ failed: false, isEnd: false });
  });

  test('a failure ends the list, keeping what was shown; retry reopens it', () => {
    let list = loaded(reset(emptyPagedList()), feedPage(50, 10));
    list = failed(list);
    expect(list).toMatchObject({ isEnd: true, failed: true, page: 2 });
    expect(list.items).toHaveLength(10);
    list = pagedListReducer(list, { type: 'retry' });
    expect(list).toMatchObject({ isEnd: false, failed: false });
  });

  test('a failure stops the list until a retry; answers of another generation are dropped', () => {
    let list = loading(emptyPagedList(1));
    expect(loaded(list, items(1, 10), { generation: 0 })).toBe(list);
    list = failed(list, { generation: 1 });
    expect(list).toMatchObject({ failed: true, loading: false });
    expect(canLoadMore(list)).toBe(false);
    expect(loading(pagedListReducer(list, { type: 'retry' }))).toMatchObject({
      failed: false,
      loading: true,
    });
  });
});

describe('stale answers', () => {
  test('an answer for a list that was reset meanwhile is dropped', () => {
    let list = loading(emptyPagedList());
    list = reset(list);
    list = loaded(list, feedPage(50, 10), { generation: 0 });
    expect(list).toMatchObject({ items: [], page: 1, generation: 1 });
    list = failed(list, { generation: 0 });
    expect(list.failed).toBe(false);
  });

  test('a reset replaces the results and drops answers for the old list', () => {
    let list = reset(emptyPagedList());
    const old = list.generation;
    list = loaded(list, feedPage(9, 9), { generation: old });
    list = reset(list);
    expect(list).toMatchObject({ items: [], page: 1, isEnd: false });
    list = loaded(list, feedPage(50, 10), { generation: old, page: 1 });
    expect(list.items).toEqual([]);
  });

  test('an answer for a page that is no longer the next one is dropped', () => {
    const list = loaded(emptyPagedList(), feedPage(50, 10));
    expect(loaded(list, feedPage(50, 10), { page: 1 })).toBe(list);
    expect(failed(list, { page: 1 })).toBe(list);
    expect(pagedListReducer(list, { type: 'loading', generation: 0, page: 1 })).toBe(list);
  });

  test('a reset goes back to an empty list, nothing loaded', () => {
    const list = reset(loaded(emptyPagedList(), feedPage(50, 10)));
    expect(list).toMatchObject({ items: [], page: 1, isEnd: false, loading: false });
  });
});

test('drop removes posts by id and by author', () => {
  const list = {
    ...emptyPagedList(),
    items: [
      feedItem({ feedId: 3, userId: 7 }),
      feedItem({ feedId: 2, userId: 8 }),
      feedItem({ feedId: 1, userId: 7 }),
    ],
  };
  expect(
    pagedListReducer(list, { type: 'drop', feedIds: [2], userIds: [] }).items.map((i) => i.feedId),
  ).toEqual([3, 1]);
  expect(
    pagedListReducer(list, { type: 'drop', feedIds: [], userIds: [7] }).items.map((i) => i.feedId),
  ).toEqual([2]);
  expect(pagedListReducer(list, { type: 'drop', feedIds: [99] })).toBe(list);
});
