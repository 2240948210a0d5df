import { useCallback, useEffect, useRef } from 'react';
import { useDebouncedCallback } from '@kfeed/kit/hooks/useDebouncedCallback';
import type { PagedList } from '@kfeed/kit/pagedList/pagedList';
import { patchSearchListState, writeSearchListState } from './searchListState.ts';

/** Spec 1, section 9: scroll-position saves are debounced at 150 ms. */
export const SCROLL_SAVE_DEBOUNCE_MS = 150;

export interface SearchStateSaver {
  /** Save everything at once as the reader leaves for a post; later scrolls are not saved. */
  saveBeforeLeaving: () => void;
  /** Hold the scroll saves (while the position is being restored). */
  setPaused: (paused: boolean) => void;
}

function savedFields(list: PagedList, searchText: string) {
  return {
    items: list.items,
    page: list.page,
    // A failure is not saved as the end: coming back tries that page again.
    isEnd: list.isEnd && !list.failed,
    searchText,
    // No search made yet: the box and recent searches only.
    isInitialSearch: searchText === '',
  };
}

/**
 * Keeps Search's state in sessionStorage: the results of `searchText` as they change, the
 * position debounced.
 */
export function useSearchStateSaver(
  list: PagedList,
  searchText: string,
  history: string[],
  language: string,
  startPaused: boolean,
): SearchStateSaver {
  const paused = useRef(startPaused);
  const left = useRef(false);
  const latest = useRef({ list, searchText, history, language });
  useEffect(() => {
    latest.current = { list, searchText, history, language };
  });

  const { items, page, isEnd, failed } = list;
  useEffect(() => {
    if (left.current) return;
    patchSearchListState(
      {
        ...savedFields(latest.current.list, latest.current.searchText),
        history,
        isoCode: language,
      },
      language,
    );
  }, [items, page, isEnd, failed, searchText, history, language]);

  const saveScrollY = useDebouncedCallback(() => {
    if (!paused.current && !left.current)
      patchSearchListState({ scrollY: window.scrollY }, latest.current.language);
  }, SCROLL_SAVE_DEBOUNCE_MS);

  useEffect(() => {
    const onScroll = () => saveScrollY.call();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [saveScrollY]);

  const saveBeforeLeaving = useCallback(() => {
    saveScrollY.cancel();
    const { list: current, searchText: term, history: shown, language: isoCode } = latest.current;
    writeSearchListState({
      ...savedFields(current, term),
      history: shown,
      isoCode,
      scrollY: window.scrollY,
    });
    left.current = true;
  }, [saveScrollY]);

  const setPaused = useCallback((value: boolean) => {
    paused.current = value;
  }, []);

  return { saveBeforeLeaving, setPaused };
}
