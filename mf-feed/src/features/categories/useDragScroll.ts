import { useEffect, type RefObject } from 'react';

/** A mouse that moved farther than this while pressed was dragging, not clicking. */
export const DRAG_THRESHOLD_PX = 6;

/** Wheel deltas in lines (Firefox) become pixels at about one line of text. */
const LINE_PX = 16;

/**
 * Horizontal scrolling for a strip on every device: touch scrolls natively; a mouse
 * drags it (and the click that ends a drag is swallowed, so a drag never selects);
 * a vertical wheel turns into horizontal scrolling while the strip can still move.
 */
export function useDragScroll(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const strip = ref.current;
    if (!strip) return;
    let start: { x: number; left: number } | null = null;
    let dragged = false;

    const onMouseDown = (event: MouseEvent) => {
      if (event.button !== 0) return;
      start = { x: event.clientX, left: strip.scrollLeft };
      dragged = false;
    };
    const onMouseMove = (event: MouseEvent) => {
      if (!start) return;
      const dx = event.clientX - start.x;
      if (!dragged && Math.abs(dx) < DRAG_THRESHOLD_PX) return;
      dragged = true;
      strip.scrollLeft = start.left - dx;
      event.preventDefault();
    };
    const onMouseUp = () => {
      start = null;
    };
    const onClick = (event: MouseEvent) => {
      if (!dragged) return;
      dragged = false;
      event.preventDefault();
      event.stopPropagation();
    };
    const onWheel = (event: WheelEvent) => {
      if (Math.abs(event.deltaX) >= Math.abs(event.deltaY)) return;
      const max = strip.scrollWidth - strip.clientWidth;
      if (max <= 0) return;
      const delta = event.deltaMode === 1 ? event.deltaY * LINE_PX : event.deltaY;
      const next = Math.min(max, Math.max(0, strip.scrollLeft + delta));
      if (next === strip.scrollLeft) return;
      strip.scrollLeft = next;
      event.preventDefault();
    };
    const onDragStart = (event: DragEvent) => event.preventDefault();

    strip.addEventListener('mousedown', onMouseDown);
    window.addEventListener('mousemove', onMouseMove);
    window.addEventListener('mouseup', onMouseUp);
    // Capture: the chip's own click handler must never see the click that ends a drag.
    strip.addEventListener('click', onClick, true);
    strip.addEventListener('wheel', onWheel, { passive: false });
    strip.addEventListener('dragstart', onDragStart);
    return () => {
      strip.removeEventListener('mousedown', onMouseDown);
      window.removeEventListener('mousemove', onMouseMove);
      window.removeEventListener('mouseup', onMouseUp);
      strip.removeEventListener('click', onClick, true);
      strip.removeEventListener('wheel', onWheel);
      strip.removeEventListener('dragstart', onDragStart);
    };
  }, [ref]);
}
