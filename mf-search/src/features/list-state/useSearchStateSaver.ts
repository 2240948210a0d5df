import { useCallback, useEffect, useRef } from 'react';
import { useDebouncedCallback } from '@kfeed/kit/hooks/useDebouncedCallback';
import type { SearchListModel } from '../../lib/searchListModel.ts';
import { patchSearchListState, writeSearchListState } from './searchListState.ts';

/** Spec 1, section 9: scroll-position saves are debounced at 150 ms. */
export const SCROLL_SAVE_DEBOUNCE_MS = 150;

export interface SearchStateSaver {
  /** Save everything at once as the reader leaves for a post; later scrolls are not saved. */
  saveBeforeLeaving: () => void;
  /** Hold the scroll saves (while the position is being restored). */
  setPaused: (paused: boolean) => void;
}

function savedFields(model: SearchListModel) {
  return {
    items: model.items,
    page: model.page,
    // A failure is not saved as the end: coming back tries that page again.
    isEnd: model.isEnd && !model.failed,
    searchText: model.searchText,
    isInitialSearch: model.isInitialSearch,
  };
}

/** Keeps Search's state in sessionStorage: the list as it changes, the position debounced. */
export function useSearchStateSaver(
  model: SearchListModel,
  history: string[],
  language: string,
  startPaused: boolean,
): SearchStateSaver {
  const paused = useRef(startPaused);
  const left = useRef(false);
  const latest = useRef({ model, history, language });
  useEffect(() => {
    latest.current = { model, history, language };
  });

  const { items, page, isEnd, failed, searchText, isInitialSearch } = model;
  useEffect(() => {
    if (left.current) return;
    patchSearchListState(
      { ...savedFields(latest.current.model), history, isoCode: language },
      language,
    );
  }, [items, page, isEnd, failed, searchText, isInitialSearch, history, language]);

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
    const { model: current, history: shown, language: isoCode } = latest.current;
    writeSearchListState({
      ...savedFields(current),
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
