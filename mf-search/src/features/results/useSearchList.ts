import { useCallback, useEffect, useReducer, useRef } from 'react';
import { searchFeedList } from './searchFeedList.ts';
import {
  initialSearchModel,
  searchListReducer,
  type SavedSearchList,
  type SearchListModel,
} from '../../lib/searchListModel.ts';

export interface SearchListControls {
  model: SearchListModel;
  /** Start a new search at page 1 (the term already trimmed and checked). */
  search: (searchText: string) => void;
  /** Request the next page unless one is under way or the list has ended. */
  loadMore: () => void;
  retry: () => void;
  /** Back to the screen before any search. */
  clear: () => void;
}

/** The search results: one page at a time, an answer for an older search dropped. */
export function useSearchList(
  restored: SavedSearchList | null,
  language: string,
): SearchListControls {
  const [model, dispatch] = useReducer(searchListReducer, restored, (saved) =>
    saved ? { ...initialSearchModel(), ...saved } : initialSearchModel(),
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
    if (current.loading || current.isEnd || !current.searchText) return;
    const key = `${current.generation}:${current.page}`;
    if (inFlight.current === key) return;
    inFlight.current = key;
    const { generation, page, searchText } = current;
    dispatch({ type: 'loading', generation });
    searchFeedList({ page, searchText, isoCode: languageRef.current }).then(
      (items) => {
        if (inFlight.current === key) inFlight.current = null;
        dispatch({ type: 'loaded', generation, items });
      },
      (error: unknown) => {
        if (inFlight.current === key) inFlight.current = null;
        console.error('[mf-search] search failed', error);
        dispatch({ type: 'failed', generation });
      },
    );
  }, []);

  const search = useCallback((searchText: string) => {
    inFlight.current = null;
    dispatch({ type: 'search', searchText });
  }, []);
  const retry = useCallback(() => dispatch({ type: 'retry' }), []);
  const clear = useCallback(() => {
    inFlight.current = null;
    dispatch({ type: 'clear' });
  }, []);

  return { model, search, loadMore, retry, clear };
}
