/** Spec 1, section 9: restore retries 5 at 200 ms with 100 px tolerance. */
export const RESTORE_RETRIES = 5;
export const RESTORE_INTERVAL_MS = 200;
export const RESTORE_TOLERANCE_PX = 100;

export interface WindowScroll {
  scrollTo: (y: number) => void;
  y: () => number;
}

export const browserWindowScroll: WindowScroll = {
  scrollTo: (y) => window.scrollTo({ top: y, left: 0, behavior: 'instant' }),
  y: () => window.scrollY,
};

/** Straight to the top of the page (a new list, another category or search). */
export const scrollWindowToTop = (): void => browserWindowScroll.scrollTo(0);

/**
 * Put the window back at `y` when a list returns. The page may still be growing (cards,
 * images), so a position that did not take is tried again up to 5 more times 200 ms
 * apart; within 100 px counts as arrived. `onDone` runs once, arrived or not.
 * Returns a cancel function (the list was left meanwhile).
 */
export function restoreWindowScroll(
  y: number,
  onDone: (arrived: boolean) => void,
  surface: WindowScroll = browserWindowScroll,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let cancelled = false;
  const attempt = (retriesLeft: number) => {
    if (cancelled) return;
    surface.scrollTo(y);
    const arrived = Math.abs(surface.y() - y) <= RESTORE_TOLERANCE_PX;
    if (arrived || retriesLeft === 0) {
      onDone(arrived);
      return;
    }
    timer = setTimeout(() => attempt(retriesLeft - 1), RESTORE_INTERVAL_MS);
  };
  attempt(RESTORE_RETRIES);
  return () => {
    cancelled = true;
    if (timer !== undefined) clearTimeout(timer);
  };
}
