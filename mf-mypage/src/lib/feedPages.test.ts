import { feedItem } from '@kfeed/kit/testing/feedItem';
import { canLoadMore, emptyFeedPages, feedPagesReducer } from './feedPages.ts';

const items = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => feedItem({ feedId: from + i }));

test('a full page of 10 asks for the next; a short page ends the list', () => {
  let state = feedPagesReducer(emptyFeedPages(), { type: 'request' });
  expect(canLoadMore(state)).toBe(false);
  state = feedPagesReducer(state, { type: 'loaded', generation: 0, items: items(1, 10) });
  expect(state).toMatchObject({ page: 2, isEnd: false, loading: false });
  expect(canLoadMore(state)).toBe(true);
  state = feedPagesReducer(feedPagesReducer(state, { type: 'request' }), {
    type: 'loaded',
    generation: 0,
    items: items(11, 3),
  });
  expect(state.items.map((i) => i.feedId)).toEqual(items(1, 13).map((i) => i.feedId));
  expect(state.isEnd).toBe(true);
  expect(canLoadMore(state)).toBe(false);
});

test('an empty page ends the list; a post seen twice is shown once', () => {
  let state = feedPagesReducer(emptyFeedPages(), {
    type: 'loaded',
    generation: 0,
    items: items(1, 10),
  });
  state = feedPagesReducer(state, { type: 'loaded', generation: 0, items: items(10, 2) });
  expect(state.items).toHaveLength(11);
  state = feedPagesReducer(state, { type: 'loaded', generation: 0, items: [] });
  expect(state.isEnd).toBe(true);
});

test('a failure stops the list until a retry; answers of another generation are dropped', () => {
  let state = feedPagesReducer(emptyFeedPages(1), { type: 'request' });
  expect(feedPagesReducer(state, { type: 'loaded', generation: 0, items: items(1, 10) })).toBe(
    state,
  );
  state = feedPagesReducer(state, { type: 'failed', generation: 1 });
  expect(state).toMatchObject({ failed: true, loading: false });
  expect(canLoadMore(state)).toBe(false);
  expect(feedPagesReducer(state, { type: 'request' })).toMatchObject({
    failed: false,
    loading: true,
  });
});
