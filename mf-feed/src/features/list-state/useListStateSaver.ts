import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { patchFeedListState, writeFeedListState } from '@kfeed/kit/feedListState';
import type { FeedListModel } from '../../lib/feedListModel.ts';
import { useDebouncedCallback } from '@kfeed/kit/hooks/useDebouncedCallback';

/** Spec 1, section 9: scroll-position saves are debounced at 150 ms. */
export const SCROLL_SAVE_DEBOUNCE_MS = 150;

/** The saved part of the model: a failure is not saved as the list's end. */
function savedFields(model: FeedListModel) {
  return {
    items: model.items,
    page: model.page,
    isEnd: model.isEnd && !model.failed,
    categoryId: model.categoryId,
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

/** Keeps Home's list state in sessionStorage: the list as it changes, positions debounced. */
export function useListStateSaver(
  model: FeedListModel,
  strip: RefObject<HTMLElement | null>,
  startPaused: boolean,
): ListStateSaver {
  const paused = useRef(startPaused);
  const left = useRef(false);
  const modelRef = useRef(model);
  useEffect(() => {
    modelRef.current = model;
  });

  const { items, page, isEnd, failed, categoryId } = model;
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
      ...savedFields(modelRef.current),
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
