import { useCallback, useEffect, useRef } from 'react';
import { useDebouncedCallback } from '@kfeed/kit/hooks/useDebouncedCallback';
import type { SavedListBase, SavedListFields } from '@kfeed/kit/listState';
import type { PagedList } from '@kfeed/kit/pagedList/pagedList';

/** Spec 1, section 9: scroll-position saves are debounced at 150 ms. */
export const SCROLL_SAVE_DEBOUNCE_MS = 150;

export interface SavedListSaverOptions<T extends SavedListBase> {
  list: PagedList;
  /**
   * The screen's own fields, saved with the list whenever either changes (a category, a
   * search term). Memoised by the screen: a new object is saved again.
   */
  own: Partial<SavedListFields<T>>;
  /** Save the whole state (the list's store, kit listState). */
  write: (state: SavedListFields<T>) => void;
  /** Save some fields. */
  patch: (patch: Partial<SavedListFields<T>>) => void;
  /** Positions of the screen's own read as the reader leaves (a strip's scroll). */
  leaving?: () => Partial<SavedListFields<T>>;
  /** Hold the scroll saves from the start (a position is about to be restored). */
  startPaused: boolean;
}

export interface SavedListSaver {
  /** Save everything at once, as the reader leaves for a post; later scrolls are not saved. */
  saveBeforeLeaving: () => void;
  /** Hold the scroll saves (while positions are being restored). */
  setPaused: (paused: boolean) => void;
  /** Scroll saves are held (paused, or the reader has left). */
  isHeld: () => boolean;
}

/**
 * Keeps a list screen's state in sessionStorage: the list and the screen's own fields as
 * they change, the window's scroll position debounced, everything at once on leaving.
 */
export function useSavedListSaver<T extends SavedListBase>(
  options: SavedListSaverOptions<T>,
): SavedListSaver {
  const paused = useRef(options.startPaused);
  const left = useRef(false);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  const { list, own } = options;
  const { items, page, isEnd, failed } = list;
  useEffect(() => {
    if (left.current) return;
    // A failure is not saved as the list's end: coming back tries that page again.
    latest.current.patch({ items, page, isEnd: isEnd && !failed, ...own } as Partial<
      SavedListFields<T>
    >);
  }, [items, page, isEnd, failed, own]);

  const isHeld = useCallback(() => paused.current || left.current, []);

  const saveScrollY = useDebouncedCallback(() => {
    if (!isHeld()) latest.current.patch({ scrollY: window.scrollY } as Partial<SavedListFields<T>>);
  }, SCROLL_SAVE_DEBOUNCE_MS);

  useEffect(() => {
    const onScroll = () => saveScrollY.call();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [saveScrollY]);

  const saveBeforeLeaving = useCallback(() => {
    saveScrollY.cancel();
    const { list: current, own: fields, leaving, write } = latest.current;
    write({
      items: current.items,
      page: current.page,
      isEnd: current.isEnd && !current.failed,
      ...fields,
      ...leaving?.(),
      scrollY: window.scrollY,
    } as SavedListFields<T>);
    left.current = true;
  }, [saveScrollY]);

  const setPaused = useCallback((value: boolean) => {
    paused.current = value;
  }, []);

  return { saveBeforeLeaving, setPaused, isHeld };
}
