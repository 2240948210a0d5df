/** Spec 1, section 9: restore retries 5 at 200 ms with 100 px tolerance. */
export const RESTORE_RETRIES = 5;
export const RESTORE_INTERVAL_MS = 200;
export const RESTORE_TOLERANCE_PX = 100;

export interface ScrollTarget {
  /** The window's vertical position. */
  scrollY: number;
  /** The category strip's horizontal position. */
  categoryScrollX: number;
}

export interface ScrollSurface {
  scrollWindowTo: (y: number) => void;
  windowY: () => number;
  /** Null while the strip is not rendered yet. */
  strip: () => HTMLElement | null;
}

export function scrollStripTo(strip: HTMLElement | null, x: number): void {
  if (strip) strip.scrollLeft = x;
}

export const browserSurface = (strip: () => HTMLElement | null): ScrollSurface => ({
  scrollWindowTo: (y) => window.scrollTo({ top: y, left: 0, behavior: 'instant' }),
  windowY: () => window.scrollY,
  strip,
});

/**
 * Put the window and the category strip back where the reader left them. The page may
 * still be growing (cards, images), so a position that did not take is tried again,
 * up to 5 more times 200 ms apart; within 100 px counts as arrived. `onDone` runs once,
 * whether it arrived or gave up. Returns a cancel function.
 */
export function restoreScroll(
  target: ScrollTarget,
  surface: ScrollSurface,
  onDone: (arrived: boolean) => void,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let cancelled = false;

  const attempt = (retriesLeft: number) => {
    if (cancelled) return;
    surface.scrollWindowTo(target.scrollY);
    const strip = surface.strip();
    if (strip) strip.scrollLeft = target.categoryScrollX;
    const windowOk = Math.abs(surface.windowY() - target.scrollY) <= RESTORE_TOLERANCE_PX;
    const stripOk =
      !strip || Math.abs(strip.scrollLeft - target.categoryScrollX) <= RESTORE_TOLERANCE_PX;
    if ((windowOk && stripOk) || retriesLeft === 0) {
      onDone(windowOk && stripOk);
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
