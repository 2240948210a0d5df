import { useMemo, type RefObject } from 'react';
import type { PagedList } from '@kfeed/kit/pagedList/pagedList';
import { useDebouncedCallback } from '@kfeed/kit/hooks/useDebouncedCallback';
import { SCROLL_SAVE_DEBOUNCE_MS, useSavedListSaver } from '@kfeed/kit/hooks/useSavedListSaver';
import {
  patchFeedListState,
  writeFeedListState,
  type FeedListState,
} from '../../lib/homeListState.ts';

export interface ListStateSaver {
  /** The strip's scroll handler. */
  onStripScroll: (scrollLeft: number) => void;
  /** Save everything at once, as the reader leaves for a post; later scrolls are not saved. */
  saveBeforeLeaving: () => void;
  /** Hold the scroll saves (while positions are being restored). */
  setPaused: (paused: boolean) => void;
}

/**
 * Keeps Home's list state in sessionStorage (the kit's saver): the list of `categoryId`
 * as it changes, the window's and the category strip's positions debounced.
 */
export function useListStateSaver(
  list: PagedList,
  categoryId: string,
  strip: RefObject<HTMLElement | null>,
  startPaused: boolean,
): ListStateSaver {
  const own = useMemo(() => ({ categoryId }), [categoryId]);
  const { saveBeforeLeaving, setPaused, isHeld } = useSavedListSaver<FeedListState>({
    list,
    own,
    write: writeFeedListState,
    patch: patchFeedListState,
    leaving: () => {
      saveStripX.cancel();
      return { categoryScrollX: strip.current?.scrollLeft ?? 0 };
    },
    startPaused,
  });
  const saveStripX = useDebouncedCallback((scrollLeft: number) => {
    if (!isHeld()) patchFeedListState({ categoryScrollX: scrollLeft });
  }, SCROLL_SAVE_DEBOUNCE_MS);

  return { onStripScroll: saveStripX.call, saveBeforeLeaving, setPaused };
}
