import { feedItem, feedPage } from '@kfeed/kit/testing/feedItem';
import { feedChangeEffect, feedListReducer, initialModel } from './feedListModel.ts';

test('a full page continues the list; the next page number follows', () => {
  const model = feedListReducer(initialModel('home'), { type: 'loading', generation: 0 });
  expect(model.loading).toBe(true);
  const next = feedListReducer(model, { type: 'loaded', generation: 0, items: feedPage(50, 10) });
  expect(next).toMatchObject({ page: 2, isEnd: false, loading: false });
  expect(next.items).toHaveLength(10);
});

test.each([
  [9, true],
  [0, true],
  [10, false],
])('a page of %i posts ends the list: %s', (count, isEnd) => {
  const model = feedListReducer(initialModel('home'), {
    type: 'loaded',
    generation: 0,
    items: feedPage(50, count),
  });
  expect(model.isEnd).toBe(isEnd);
});

test('a post already shown is not shown twice', () => {
  let model = feedListReducer(initialModel('home'), {
    type: 'loaded',
    generation: 0,
    items: feedPage(50, 10),
  });
  model = feedListReducer(model, { type: 'loaded', generation: 0, items: feedPage(41, 10) });
  expect(model.items.map((i) => i.feedId)).toEqual(Array.from({ length: 19 }, (_, i) => 50 - i));
});

test('a failure ends the list and marks it failed; retry reopens it', () => {
  let model = feedListReducer(initialModel('home'), { type: 'loading', generation: 0 });
  model = feedListReducer(model, { type: 'failed', generation: 0 });
  expect(model).toMatchObject({ loading: false, failed: true, isEnd: true });
  model = feedListReducer(model, { type: 'retry' });
  expect(model).toMatchObject({ failed: false, isEnd: false });
});

test('an answer for a list that was reset meanwhile is dropped', () => {
  let model = feedListReducer(initialModel('home'), { type: 'loading', generation: 0 });
  model = feedListReducer(model, { type: 'reset', categoryId: '4' });
  model = feedListReducer(model, { type: 'loaded', generation: 0, items: feedPage(50, 10) });
  expect(model).toMatchObject({ categoryId: '4', items: [], page: 1, generation: 1 });
  model = feedListReducer(model, { type: 'failed', generation: 0 });
  expect(model.failed).toBe(false);
});

test('drop removes posts by id and by author', () => {
  const items = [
    feedItem({ feedId: 3, userId: 7 }),
    feedItem({ feedId: 2, userId: 8 }),
    feedItem({ feedId: 1, userId: 7 }),
  ];
  const model = { ...initialModel('home'), items };
  expect(
    feedListReducer(model, { type: 'drop', feedIds: [2], userIds: [] }).items.map((i) => i.feedId),
  ).toEqual([3, 1]);
  expect(
    feedListReducer(model, { type: 'drop', feedIds: [], userIds: [7] }).items.map((i) => i.feedId),
  ).toEqual([2]);
});

test('feed changes: gone posts are dropped, new or edited ones reload page 1', () => {
  const items = [feedItem({ feedId: 3, userId: 7 }), feedItem({ feedId: 1, userId: 7 })];
  expect(feedChangeEffect(items, { feedId: 3, change: 'deleted' })).toEqual({
    kind: 'drop',
    feedIds: [3],
    userIds: [],
  });
  expect(feedChangeEffect(items, { feedId: 3, change: 'reported' })).toEqual({
    kind: 'drop',
    feedIds: [3],
    userIds: [],
  });
  expect(feedChangeEffect(items, { feedId: 3, change: 'author-blocked' })).toEqual({
    kind: 'drop',
    feedIds: [3],
    userIds: [7],
  });
  expect(feedChangeEffect(items, { feedId: 99, change: 'author-blocked', userId: 12 })).toEqual({
    kind: 'drop',
    feedIds: [99],
    userIds: [12],
  });
  expect(feedChangeEffect(items, { feedId: 4, change: 'created' })).toEqual({ kind: 'reload' });
  expect(feedChangeEffect(items, { feedId: 3, change: 'updated' })).toEqual({ kind: 'reload' });
});
