import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { FeedItem } from '@kfeed/contracts/feed';
import { canLoadMore, emptyFeedPages, feedPagesReducer, type FeedPages } from '../lib/feedPages.ts';

export type LoadFeedPage = (page: number) => Promise<FeedItem[]>;

/**
 * Pages of posts from `load`, the first asked for at once (unless `initial` already has
 * some). Returns the list and `loadMore` for the infinite-scroll sentinel.
 */
export function useFeedPages(
  load: LoadFeedPage,
  initial?: Pick<FeedPages, 'items' | 'page' | 'isEnd'>,
): { model: FeedPages; loadMore: () => void; retry: () => void } {
  const [model, dispatch] = useReducer(feedPagesReducer, undefined, () => ({
    ...emptyFeedPages(),
    ...initial,
  }));
  const current = useRef(model);
  const loadRef = useRef(load);
  // First of the effects: the callbacks below always see the latest list and loader.
  useEffect(() => {
    current.current = model;
    loadRef.current = load;
  });

  const request = useCallback(() => {
    const state = current.current;
    if (state.loading) return;
    const { generation, page } = state;
    dispatch({ type: 'request' });
    current.current = { ...state, loading: true };
    loadRef
      .current(page)
      .then((items) => dispatch({ type: 'loaded', generation, items }))
      .catch((error: unknown) => {
        console.error('[mf-mypage] a page of posts could not be loaded', error);
        dispatch({ type: 'failed', generation });
      });
  }, []);

  const loadMore = useCallback(() => {
    if (canLoadMore(current.current)) request();
  }, [request]);

  useEffect(() => {
    if (current.current.items.length === 0 && canLoadMore(current.current)) request();
  }, [request]);

  return { model, loadMore, retry: request };
}
