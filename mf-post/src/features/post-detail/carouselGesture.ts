/** The post carousel's drag rules (spec 2, section 9). */
export const CAROUSEL_LIMITS = {
  /** A drag longer than this is a drag, not a click on the image. */
  clickBlockPx: 5,
  /** A drag longer than this changes the slide. */
  swipePx: 50,
} as const;

export interface CarouselDragResult {
  blockClick: boolean;
  /** The slide to show after the drag. */
  index: number;
}

/** What a released horizontal drag of `dx` pixels does on slide `index` of `count`. */
export function endCarouselDrag(dx: number, index: number, count: number): CarouselDragResult {
  const distance = Math.abs(dx);
  const blockClick = distance > CAROUSEL_LIMITS.clickBlockPx;
  if (distance <= CAROUSEL_LIMITS.swipePx) return { blockClick, index };
  return { blockClick, index: clampSlide(index + (dx < 0 ? 1 : -1), count) };
}

export function clampSlide(index: number, count: number): number {
  return Math.min(Math.max(index, 0), Math.max(count - 1, 0));
}
