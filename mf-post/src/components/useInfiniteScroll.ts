import { useEffect, useRef } from 'react';

/** Load more when the end of a list comes within 100 px of the viewport (spec 2, section 9). */
export const INFINITE_SCROLL_MARGIN_PX = 100;

/**
 * Watches a sentinel element placed after the list and calls `onReach` when it comes
 * within the margin while `enabled`. Returns the ref to put on the sentinel. A new
 * `watchKey` (the list grew) looks again, so a short page that leaves the sentinel in
 * view still loads the next one.
 */
export function useInfiniteScroll<T extends Element>(
  onReach: () => void,
  enabled: boolean,
  watchKey: unknown,
) {
  const ref = useRef<T>(null);
  const callback = useRef(onReach);
  useEffect(() => {
    callback.current = onReach;
  });
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { rootMargin: `0px 0px ${INFINITE_SCROLL_MARGIN_PX}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, watchKey]);
  return ref;
}
