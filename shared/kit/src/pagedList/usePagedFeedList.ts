import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import type { FeedItem } from '@kfeed/contracts/feed';
import {
  canLoadMore,
  needsFirstPage,
  pagedListReducer,
  startPagedList,
  type LoadedPage,
  type PagedList,
  type PagedListAction,
  type PagedListStart,
} from '@kfeed/kit/pagedList/pagedList';

/**
 * Asks for one page (1-based). `lastShown` is the last post already shown, for an API that
 * pages after it (Home), undefined on page 1.
 */
export type LoadPage = (page: number, lastShown: FeedItem | undefined) => Promise<LoadedPage>;

export interface PagedFeedListControls {
  list: PagedList;
  /** Ask for the next page unless one is under way, the list failed or has ended. */
  loadMore: () => void;
  /** After a failure: forget it and ask for that page again. */
  retry: () => void;
  /** Start again at page 1 (or from `start`); answers still on their way are dropped. */
  reset: (start?: PagedListStart) => void;
  /** Take posts off the list: by id, and every post of the given authors. */
  drop: (feedIds: readonly number[], userIds?: readonly number[]) => void;
  /** What `<PagedFeedList>` takes from the hook, to spread into it. */
  view: { list: PagedList; onMore: () => void; onRetry: () => void };
}

/**
 * An endless list of posts, a page at a time from `load`. Page 1 is asked for as soon as
 * the list is empty and open (at mount, after a reset, after a retry from empty); later
 * pages when the view's sentinel calls `loadMore`. `restored` is where the list starts
 * (Home back from a post with its pages, an embedded page 1), read at mount only.
 * `load` may change (another category, language or term: follow it with `reset`); null
 * means there is nothing to load yet (no search made), and the list waits.
 */
export function usePagedFeedList(
  load: LoadPage | null,
  restored?: PagedListStart | null,
): PagedFeedListControls {
  const [list, dispatch] = useReducer(pagedListReducer, restored, (start) => startPagedList(start));
  const current = useRef(list);
  const loadRef = useRef(load);
  // First of the effects: the callbacks below always see the latest list and loader.
  useEffect(() => {
    current.current = list;
    loadRef.current = load;
  });
  // A second request for the same page is refused between dispatch and re-render.
  const inFlight = useRef<string | null>(null);

  /** Dispatch, keeping the ref in step at once (a call right after sees the new list). */
  const apply = useCallback((action: PagedListAction) => {
    current.current = pagedListReducer(current.current, action);
    dispatch(action);
  }, []);

  const loadMore = useCallback(() => {
    const state = current.current;
    const loader = loadRef.current;
    if (!loader || !canLoadMore(state)) return;
    const { generation, page } = state;
    const key = `${generation}:${page}`;
    if (inFlight.current === key) return;
    inFlight.current = key;
    apply({ type: 'loading', generation, page });
    const settled = () => {
      if (inFlight.current === key) inFlight.current = null;
    };
    loader(page, state.items.at(-1)).then(
      (answer) => {
        settled();
        apply({ type: 'loaded', generation, page, items: answer.items, isLast: answer.isLast });
      },
      (error: unknown) => {
        settled();
        console.error(`[kfeed] page ${page} of a post list could not be loaded`, error);
        apply({ type: 'failed', generation, page });
      },
    );
  }, [apply]);

  const retry = useCallback(() => {
    apply({ type: 'retry' });
    loadMore();
  }, [apply, loadMore]);

  const reset = useCallback(
    (start?: PagedListStart) => {
      inFlight.current = null;
      apply({ type: 'reset', start });
    },
    [apply],
  );

  const drop = useCallback(
    (feedIds: readonly number[], userIds?: readonly number[]) =>
      apply({ type: 'drop', feedIds, userIds }),
    [apply],
  );

  // Page 1 of a new, reset or emptied list; later pages come from the view's sentinel.
  const { items, isEnd, loading, failed, generation } = list;
  useEffect(() => {
    if (needsFirstPage(current.current)) loadMore();
  }, [items.length, isEnd, loading, failed, generation, load, loadMore]);

  const view = useMemo(() => ({ list, onMore: loadMore, onRetry: retry }), [list, loadMore, retry]);
  return { list, loadMore, retry, reset, drop, view };
}
