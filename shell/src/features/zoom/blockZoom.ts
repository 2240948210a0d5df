export const DOUBLE_TAP_MS = 300;

/**
 * Pinch zoom and double-tap zoom are blocked app-wide (spec 1, section 9): by the kit's
 * `touch-action: pan-x pan-y` (Chromium, Firefox, Safari for double-tap) and here, for
 * Safari's pinch (its gesture events) and any multi-touch move. The viewport meta tag does
 * not forbid scaling (`user-scalable=no` fails WCAG 1.4.4 and axe's meta-viewport rule, and
 * the gesture stays blocked without it); readers enlarge text with the text size setting
 * instead (docs/decisions.md).
 */
export function blockZoom(target: Window = window): () => void {
  let lastTouchEnd = 0;
  let lastTarget: EventTarget | null = null;
  const cancel = (event: Event) => event.preventDefault();
  const onTouchMove = (event: TouchEvent) => {
    if (event.touches.length > 1) event.preventDefault();
  };
  const onTouchEnd = (event: TouchEvent) => {
    const now = Date.now();
    // Only a second tap on the same element is a double-tap zoom; a quick tap on another
    // control (the next digit, a second button) must still reach it.
    if (now - lastTouchEnd <= DOUBLE_TAP_MS && event.target === lastTarget) event.preventDefault();
    lastTouchEnd = now;
    lastTarget = event.target;
  };
  const onWheel = (event: WheelEvent) => {
    if (event.ctrlKey) event.preventDefault();
  };
  const options = { passive: false } as const;
  target.addEventListener('gesturestart', cancel, options);
  target.addEventListener('gesturechange', cancel, options);
  target.addEventListener('touchmove', onTouchMove, options);
  target.addEventListener('touchend', onTouchEnd, options);
  target.addEventListener('wheel', onWheel, options);
  return () => {
    target.removeEventListener('gesturestart', cancel);
    target.removeEventListener('gesturechange', cancel);
    target.removeEventListener('touchmove', onTouchMove);
    target.removeEventListener('touchend', onTouchEnd);
    target.removeEventListener('wheel', onWheel);
  };
}
