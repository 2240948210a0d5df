import { useCallback, useEffect, useRef, type RefObject } from 'react';
import type { PagedList } from '@kfeed/kit/pagedList/pagedList';
import { useDebouncedCallback } from '@kfeed/kit/hooks/useDebouncedCallback';
import { patchFeedListState, writeFeedListState } from '../../lib/homeListState.ts';

/** Spec 1, section 9: scroll-position saves are debounced at 150 ms. */
export const SCROLL_SAVE_DEBOUNCE_MS = 150;

/** The saved part of the list: a failure is not saved as the list's end. */
function savedFields(list: PagedList, categoryId: string) {
  return {
    items: list.items,
    page: list.page,
    isEnd: list.isEnd && !list.failed,
    categoryId,
  };
}

export interface ListStateSaver {
  /** The strip's scroll handler. */
  onStripScroll: (scrollLeft: number) => void;
  /** Save everything at once, as the reader leaves for a post; later scrolls are not saved. */
  saveBeforeLeaving: () => void;
  /** Hold the scroll saves (while positions are being restored). */
  setPaused: (paused: boolean) => void;
}

/**
 * Keeps Home's list state in sessionStorage: the list of `categoryId` as it changes,
 * positions debounced.
 */
export function useListStateSaver(
  list: PagedList,
  categoryId: string,
  strip: RefObject<HTMLElement | null>,
  startPaused: boolean,
): ListStateSaver {
  const paused = useRef(startPaused);
  const left = useRef(false);
  const latest = useRef({ list, categoryId });
  useEffect(() => {
    latest.current = { list, categoryId };
  });

  const { items, page, isEnd, failed } = list;
  useEffect(() => {
    if (left.current) return;
    patchFeedListState({ items, page, isEnd: isEnd && !failed, categoryId });
  }, [items, page, isEnd, failed, categoryId]);

  const saveScrollY = useDebouncedCallback(() => {
    if (!paused.current && !left.current) patchFeedListState({ scrollY: window.scrollY });
  }, SCROLL_SAVE_DEBOUNCE_MS);
  const saveStripX = useDebouncedCallback((scrollLeft: number) => {
    if (!paused.current && !left.current) patchFeedListState({ categoryScrollX: scrollLeft });
  }, SCROLL_SAVE_DEBOUNCE_MS);

  useEffect(() => {
    const onScroll = () => saveScrollY.call();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [saveScrollY]);

  const saveBeforeLeaving = useCallback(() => {
    saveScrollY.cancel();
    saveStripX.cancel();
    writeFeedListState({
      ...savedFields(latest.current.list, latest.current.categoryId),
      scrollY: window.scrollY,
      categoryScrollX: strip.current?.scrollLeft ?? 0,
    });
    left.current = true;
  }, [saveScrollY, saveStripX, strip]);

  const setPaused = useCallback((value: boolean) => {
    paused.current = value;
  }, []);

  return { onStripScroll: saveStripX.call, saveBeforeLeaving, setPaused };
}
