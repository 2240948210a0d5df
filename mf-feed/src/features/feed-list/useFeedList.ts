import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { FeedListState } from '@kfeed/kit/feedListState';
import type { FeedItem } from '@kfeed/contracts/feed';
import { getFeedList, takeEmbeddedFeedPage } from './getFeedList.ts';
import { feedListReducer, initialModel, type FeedListModel } from '../../lib/feedListModel.ts';

export interface FeedListControls {
  model: FeedListModel;
  /** Request the next page unless one is under way or the list has ended. */
  loadMore: () => void;
  /** After a failure: forget the failure and request the page again. */
  retry: () => void;
  /** Start again at page 1 of a category. */
  reset: (categoryId: string) => void;
  drop: (feedIds: readonly number[], userIds: readonly number[]) => void;
}

/** Home's endless list: one page at a time, a stale answer (older category or language) dropped. */
export function useFeedList(
  start: { categoryId: string; restored?: FeedListState | undefined },
  language: string,
): FeedListControls {
  const [model, dispatch] = useReducer(feedListReducer, start, (s) =>
    s.restored
      ? { ...initialModel(s.restored.categoryId), ...pickSaved(s.restored) }
      : firstModel(s.categoryId, language),
  );
  const modelRef = useRef(model);
  const languageRef = useRef(language);
  // Guards a second request for the same page between dispatch and re-render.
  const inFlight = useRef<string | null>(null);

  useEffect(() => {
    modelRef.current = model;
    languageRef.current = language;
  });

  const loadMore = useCallback(() => {
    const current = modelRef.current;
    if (current.loading || current.isEnd) return;
    const key = `${current.generation}:${current.page}`;
    if (inFlight.current === key) return;
    inFlight.current = key;
    const { generation, page, categoryId } = current;
    const lastFeedId = current.items.at(-1)?.feedId;
    dispatch({ type: 'loading', generation });
    getFeedList({
      page,
      categoryId,
      isoCode: languageRef.current,
      ...(lastFeedId !== undefined ? { lastFeedId } : {}),
    }).then(
      (items) => {
        if (inFlight.current === key) inFlight.current = null;
        dispatch({ type: 'loaded', generation, items });
      },
      (error: unknown) => {
        if (inFlight.current === key) inFlight.current = null;
        console.error('[mf-feed] feed list load failed', error);
        dispatch({ type: 'failed', generation });
      },
    );
  }, []);

  const reset = useCallback((categoryId: string) => {
    inFlight.current = null;
    dispatch({ type: 'reset', categoryId });
  }, []);

  const retry = useCallback(() => dispatch({ type: 'retry' }), []);

  const drop = useCallback(
    (feedIds: readonly number[], userIds: readonly number[]) =>
      dispatch({ type: 'drop', feedIds, userIds }),
    [],
  );

  return { model, loadMore, retry, reset, drop };
}

/**
 * Page 1 at once when the page already holds it: the first render then draws the cards, as
 * the server drew them into the HTML, instead of skeletons (docs/performance.md).
 */
function firstModel(categoryId: string, language: string): FeedListModel {
  const model = initialModel(categoryId);
  let items: FeedItem[] | undefined;
  try {
    items = takeEmbeddedFeedPage({ page: 1, categoryId, isoCode: language });
  } catch {
    // An embedded failure answer: page 1 is asked for as usual.
  }
  return items ? feedListReducer(model, { type: 'loaded', generation: 0, items }) : model;
}

function pickSaved(saved: FeedListState) {
  return {
    categoryId: saved.categoryId,
    items: saved.items,
    page: saved.page,
    isEnd: saved.isEnd,
  };
}
