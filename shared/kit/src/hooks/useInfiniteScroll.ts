import { useEffect, useRef, type RefObject } from 'react';

/** Spec 1, section 9: the next page is requested 100 px before the end of a list. */
export const INFINITE_SCROLL_MARGIN_PX = 100;

export interface InfiniteScrollOptions {
  /** Watch only while more can be loaded (items shown, not ended, not loading). */
  enabled: boolean;
  /** A new value (e.g. the item count) looks again, so a short page still asks for more. */
  watchKey: unknown;
  /** How far before the end the next page is asked for; lists differ (search: 50 px). */
  marginPx?: number;
  /** The sentinel's ref when the caller owns it; otherwise use the returned ref. */
  sentinel?: RefObject<Element | null>;
}

/**
 * Calls `onReach` when the sentinel placed after a list comes within the margin of the
 * viewport. A fresh observer per `watchKey` reports the sentinel's state again.
 * Returns the ref to put on the sentinel.
 */
export function useInfiniteScroll<T extends Element = HTMLDivElement>(
  onReach: () => void,
  { enabled, watchKey, marginPx = INFINITE_SCROLL_MARGIN_PX, sentinel }: InfiniteScrollOptions,
): RefObject<T | null> {
  const ownRef = useRef<T>(null);
  const target = sentinel ?? ownRef;
  const onReachRef = useRef(onReach);
  useEffect(() => {
    onReachRef.current = onReach;
  });

  useEffect(() => {
    const element = target.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onReachRef.current();
      },
      { rootMargin: `0px 0px ${marginPx}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [target, enabled, watchKey, marginPx]);
  return ownRef;
}
