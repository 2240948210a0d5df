import { useEffect, useRef, type RefObject } from 'react';

/** Spec 1, section 9: the next page is requested 100 px before the end of the list. */
export const INFINITE_SCROLL_MARGIN_PX = 100;

/**
 * Calls `onReach` when the sentinel after the last card comes within 100 px of the
 * viewport. A fresh observer per `watchKey` (e.g. the item count) reports the
 * sentinel's state again, so a page too short to fill the screen still asks for more.
 */
export function useInfiniteScroll(
  sentinel: RefObject<HTMLElement | null>,
  enabled: boolean,
  watchKey: unknown,
  onReach: () => void,
): void {
  const onReachRef = useRef(onReach);
  useEffect(() => {
    onReachRef.current = onReach;
  });

  useEffect(() => {
    const element = sentinel.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onReachRef.current();
      },
      { rootMargin: `0px 0px ${INFINITE_SCROLL_MARGIN_PX}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [sentinel, enabled, watchKey]);
}
