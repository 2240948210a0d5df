import { act, renderHook, waitFor } from '@testing-library/react';
import type { FeedItem } from '@kfeed/contracts/feed';
import { feedItem, feedPage } from '@kfeed/kit/testing/feedItem';
import { pageOfPosts, type LoadedPage, type PagedListStart } from './pagedList.ts';
import { usePagedFeedList, type LoadPage } from './usePagedFeedList.ts';

/** A loader whose answers the test gives, one request at a time. */
function deferredLoader() {
  const requests: {
    page: number;
    lastShown: FeedItem | undefined;
    answer: (items: FeedItem[]) => Promise<void>;
    fail: (error: Error) => Promise<void>;
  }[] = [];
  const load = jest.fn<Promise<LoadedPage>, Parameters<LoadPage>>(
    (page, lastShown) =>
      new Promise((resolve, reject) => {
        requests.push({
          page,
          lastShown,
          answer: (items) => act(async () => resolve(pageOfPosts(items))),
          fail: (error) => act(async () => reject(error)),
        });
      }),
  );
  return { load, requests };
}

function renderList(load: LoadPage | null, restored?: PagedListStart) {
  return renderHook(({ loader }) => usePagedFeedList(loader, restored), {
    initialProps: { loader: load },
  });
}

test('page 1 is asked for at once; more pages on request until a short page ends it', async () => {
  const { load, requests } = deferredLoader();
  const { result } = renderList(load);
  expect(load).toHaveBeenCalledTimes(1);
  expect(requests[0]).toMatchObject({ page: 1, lastShown: undefined });
  expect(result.current.list.loading).toBe(true);

  await requests[0]!.answer(feedPage(100, 10));
  expect(result.current.list).toMatchObject({ page: 2, isEnd: false, loading: false });
  act(() => result.current.loadMore());
  // A second call while the page is under way asks for nothing.
  act(() => result.current.loadMore());
  expect(load).toHaveBeenCalledTimes(2);
  expect(requests[1]).toMatchObject({
    page: 2,
    lastShown: expect.objectContaining({ feedId: 91 }),
  });

  await requests[1]!.answer(feedPage(90, 4));
  expect(result.current.list).toMatchObject({ page: 3, isEnd: true });
  expect(result.current.list.items).toHaveLength(14);
  act(() => result.current.loadMore());
  expect(load).toHaveBeenCalledTimes(2);
});

test('with nothing to load yet (no search made) nothing is asked for', async () => {
  const { load, requests } = deferredLoader();
  const { result, rerender } = renderList(null);
  act(() => result.current.loadMore());
  expect(load).not.toHaveBeenCalled();
  expect(result.current.list).toMatchObject({ items: [], page: 1, loading: false });

  rerender({ loader: load });
  expect(requests.map((r) => r.page)).toEqual([1]);
  await requests[0]!.answer([]);
  expect(result.current.list).toMatchObject({ items: [], isEnd: true });
});

test('a restored list starts where it was and asks for nothing until more is wanted', () => {
  const { load, requests } = deferredLoader();
  const { result } = renderList(load, { items: feedPage(200, 20), page: 3, isEnd: false });
  expect(load).not.toHaveBeenCalled();
  expect(result.current.list.items).toHaveLength(20);
  act(() => result.current.loadMore());
  expect(requests[0]).toMatchObject({
    page: 3,
    lastShown: expect.objectContaining({ feedId: 181 }),
  });
});

test('an answer for the list before a reset is dropped; the new list asks for its page 1', async () => {
  const { load, requests } = deferredLoader();
  const { result } = renderList(load);
  act(() => result.current.reset());
  expect(requests.map((r) => r.page)).toEqual([1, 1]);
  // The old list's answer comes last: it never overwrites the new one.
  await requests[1]!.answer(feedPage(50, 2));
  await requests[0]!.answer(feedPage(100, 10));
  expect(result.current.list.items.map((i) => i.feedId)).toEqual([50, 49]);
  expect(result.current.list).toMatchObject({ page: 2, isEnd: true, generation: 1 });
  // Nor does an old failure.
  const stale = deferredLoader();
  const second = renderList(stale.load);
  act(() => second.result.current.reset());
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await stale.requests[0]!.fail(new Error('late'));
  expect(second.result.current.list).toMatchObject({ failed: false, loading: true });
  jest.restoreAllMocks();
});

test('a failure is logged and ends the list; retry asks for the same page again', async () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { load, requests } = deferredLoader();
  const { result } = renderList(load);
  await requests[0]!.answer(feedPage(100, 10));
  act(() => result.current.loadMore());
  await requests[1]!.fail(new Error('network down'));
  expect(logged).toHaveBeenCalled();
  expect(result.current.list).toMatchObject({ failed: true, isEnd: true, page: 2 });
  act(() => result.current.loadMore());
  expect(load).toHaveBeenCalledTimes(2);

  act(() => result.current.retry());
  expect(requests[2]).toMatchObject({ page: 2 });
  expect(result.current.list).toMatchObject({ failed: false, loading: true });
  await requests[2]!.answer(feedPage(90, 3));
  expect(result.current.list.items).toHaveLength(13);
  logged.mockRestore();
});

test('a failed page 1 is asked for again on retry', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const load = jest
    .fn<Promise<LoadedPage>, Parameters<LoadPage>>()
    .mockRejectedValueOnce(new Error('down'))
    .mockResolvedValueOnce(pageOfPosts(feedPage(9, 9)));
  const { result } = renderList(load);
  await waitFor(() => expect(result.current.list.failed).toBe(true));
  act(() => result.current.retry());
  await waitFor(() => expect(result.current.list.items).toHaveLength(9));
  expect(load).toHaveBeenCalledTimes(2);
  jest.restoreAllMocks();
});

test('posts are dropped by id and by author', () => {
  const { load } = deferredLoader();
  const { result } = renderList(load, {
    items: [
      feedItem({ feedId: 3, userId: 7 }),
      feedItem({ feedId: 2, userId: 8 }),
      feedItem({ feedId: 1, userId: 7 }),
    ],
    page: 2,
    isEnd: true,
  });
  act(() => result.current.drop([2]));
  expect(result.current.list.items.map((i) => i.feedId)).toEqual([3, 1]);
  act(() => result.current.drop([], [7]));
  expect(result.current.list.items).toEqual([]);
});
