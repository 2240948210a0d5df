/**
 * The image viewer's gesture maths (spec 2, section 9), as a pure reducer: the
 * component feeds it pointer and wheel events and renders the transform it returns.
 * Points are in CSS pixels relative to the centre of the stage.
 */
export const VIEWER_LIMITS = {
  minScale: 0.3,
  maxScale: 5,
  doubleTapScale: 2.5,
  doubleTapMs: 300,
  /** Two taps further apart than this are not a double tap. */
  doubleTapSlopPx: 30,
  wheelStep: 0.1,
  panThresholdPx: 15,
  swipeThresholdPx: 80,
  multiTouchGraceMs: 300,
} as const;

export interface Point {
  x: number;
  y: number;
}

export interface Transform {
  scale: number;
  x: number;
  y: number;
}

export interface StageSize {
  width: number;
  height: number;
}

export const IDENTITY: Transform = { scale: 1, x: 0, y: 0 };

type Mode = 'idle' | 'press' | 'pan' | 'swipe' | 'pinch';

export interface GestureState {
  transform: Transform;
  /** Pointers currently down, by pointer id. */
  pointers: Record<number, Point>;
  mode: Mode;
  /** Where the single-pointer gesture started, and the transform then. */
  origin: { point: Point; transform: Transform } | null;
  /** The two-pointer gesture's start: distance, midpoint and transform. */
  pinch: { distance: number; mid: Point; transform: Transform } | null;
  /** The horizontal drag shown while swiping. */
  swipeOffset: number;
  lastTap: { time: number; point: Point } | null;
  /** When the last multi-touch gesture ended: single-pointer gestures wait out the grace time. */
  multiTouchEndedAt: number | null;
}

export type GestureEvent =
  | { type: 'down'; id: number; point: Point; time: number }
  | { type: 'move'; id: number; point: Point; time: number }
  | { type: 'up'; id: number; point: Point; time: number }
  | { type: 'cancel'; id: number }
  | { type: 'wheel'; deltaY: number; point: Point }
  | { type: 'zoom'; by: number }
  | { type: 'reset' };

export interface GestureResult {
  state: GestureState;
  /** A finished swipe: +1 next image, -1 previous. */
  navigate?: 1 | -1;
}

export const initialGestureState: GestureState = {
  transform: IDENTITY,
  pointers: {},
  mode: 'idle',
  origin: null,
  pinch: null,
  swipeOffset: 0,
  lastTap: null,
  multiTouchEndedAt: null,
};

export function clampScale(scale: number): number {
  const { minScale, maxScale } = VIEWER_LIMITS;
  // Rounded so repeated 0.1 steps land on 1.5, not 1.5000000000000002.
  return Math.round(Math.min(maxScale, Math.max(minScale, scale)) * 1000) / 1000;
}

export const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);
const midpoint = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

/** Keep the image over the stage: at scale s it may move (s - 1) / 2 of the stage each way. */
export function clampOffset(transform: Transform, stage: StageSize): Transform {
  if (transform.scale <= 1) return { scale: transform.scale, x: 0, y: 0 };
  const maxX = ((transform.scale - 1) * stage.width) / 2;
  const maxY = ((transform.scale - 1) * stage.height) / 2;
  return {
    scale: transform.scale,
    x: Math.min(maxX, Math.max(-maxX, transform.x)),
    y: Math.min(maxY, Math.max(-maxY, transform.y)),
  };
}

/** Scale to `scale` keeping the image point under `at` where it is. */
export function zoomAt(
  transform: Transform,
  scale: number,
  at: Point,
  stage: StageSize,
): Transform {
  const next = clampScale(scale);
  const ratio = next / transform.scale;
  return clampOffset(
    {
      scale: next,
      x: at.x - (at.x - transform.x) * ratio,
      y: at.y - (at.y - transform.y) * ratio,
    },
    stage,
  );
}

/** One wheel notch: 0.1 in or out, around the pointer. */
export function wheelZoom(
  transform: Transform,
  deltaY: number,
  at: Point,
  stage: StageSize,
): Transform {
  if (deltaY === 0) return transform;
  const step = deltaY < 0 ? VIEWER_LIMITS.wheelStep : -VIEWER_LIMITS.wheelStep;
  return zoomAt(transform, transform.scale + step, at, stage);
}

/** Double tap: zoom to 2.5 at the tap, or back to 1 when already zoomed. */
export function doubleTapZoom(transform: Transform, at: Point, stage: StageSize): Transform {
  if (transform.scale !== 1) return IDENTITY;
  return zoomAt(transform, VIEWER_LIMITS.doubleTapScale, at, stage);
}

export function isDoubleTap(
  previous: { time: number; point: Point } | null,
  time: number,
  point: Point,
): boolean {
  return (
    !!previous &&
    time - previous.time <= VIEWER_LIMITS.doubleTapMs &&
    distance(previous.point, point) <= VIEWER_LIMITS.doubleTapSlopPx
  );
}

/** -1, 0 or +1: which way a released horizontal drag moves through the images. */
export function swipeDirection(dx: number): -1 | 0 | 1 {
  if (Math.abs(dx) < VIEWER_LIMITS.swipeThresholdPx) return 0;
  return dx < 0 ? 1 : -1;
}

function inGrace(state: GestureState, time: number): boolean {
  return (
    state.multiTouchEndedAt !== null &&
    time - state.multiTouchEndedAt < VIEWER_LIMITS.multiTouchGraceMs
  );
}

export function reduceGesture(
  state: GestureState,
  event: GestureEvent,
  stage: StageSize,
): GestureResult {
  switch (event.type) {
    case 'reset':
      return { state: { ...initialGestureState } };

    case 'zoom':
      return {
        state: {
          ...state,
          transform: zoomAt(
            state.transform,
            state.transform.scale + event.by,
            { x: 0, y: 0 },
            stage,
          ),
        },
      };

    case 'wheel':
      return {
        state: {
          ...state,
          transform: wheelZoom(state.transform, event.deltaY, event.point, stage),
        },
      };

    case 'down': {
      const pointers = { ...state.pointers, [event.id]: event.point };
      const points = Object.values(pointers);
      if (points.length >= 2) {
        const [a, b] = points as [Point, Point];
        return {
          state: {
            ...state,
            pointers,
            mode: 'pinch',
            origin: null,
            swipeOffset: 0,
            pinch: { distance: distance(a, b), mid: midpoint(a, b), transform: state.transform },
          },
        };
      }
      return {
        state: {
          ...state,
          pointers,
          mode: 'press',
          origin: { point: event.point, transform: state.transform },
        },
      };
    }

    case 'move': {
      if (!(event.id in state.pointers)) return { state };
      const pointers = { ...state.pointers, [event.id]: event.point };
      if (state.mode === 'pinch' && state.pinch) {
        const [a, b] = Object.values(pointers) as [Point, Point | undefined];
        if (!b || state.pinch.distance === 0) return { state: { ...state, pointers } };
        const scale = state.pinch.transform.scale * (distance(a, b) / state.pinch.distance);
        return {
          state: {
            ...state,
            pointers,
            transform: zoomAt(state.pinch.transform, scale, state.pinch.mid, stage),
          },
        };
      }
      if (!state.origin) return { state: { ...state, pointers } };
      const dx = event.point.x - state.origin.point.x;
      const dy = event.point.y - state.origin.point.y;
      let mode = state.mode;
      if (mode === 'press' && !inGrace(state, event.time)) {
        const zoomed = state.origin.transform.scale > 1;
        if (zoomed && Math.hypot(dx, dy) >= VIEWER_LIMITS.panThresholdPx) mode = 'pan';
        else if (
          !zoomed &&
          Math.abs(dx) >= VIEWER_LIMITS.panThresholdPx &&
          Math.abs(dx) > Math.abs(dy)
        )
          mode = 'swipe';
      }
      if (mode === 'pan') {
        const from = state.origin.transform;
        return {
          state: {
            ...state,
            pointers,
            mode,
            transform: clampOffset({ scale: from.scale, x: from.x + dx, y: from.y + dy }, stage),
          },
        };
      }
      if (mode === 'swipe') return { state: { ...state, pointers, mode, swipeOffset: dx } };
      return { state: { ...state, pointers, mode } };
    }

    case 'up':
    case 'cancel': {
      if (!(event.id in state.pointers)) return { state };
      const pointers = { ...state.pointers };
      delete pointers[event.id];
      const remaining = Object.values(pointers);
      const time = event.type === 'up' ? event.time : null;

      if (state.mode === 'pinch') {
        const endedAt = time ?? state.multiTouchEndedAt;
        const next: GestureState = {
          ...state,
          pointers,
          pinch: null,
          multiTouchEndedAt: endedAt,
          lastTap: null,
          mode: remaining.length === 1 ? 'press' : 'idle',
          // The finger left on the glass continues from where it is, without a jump.
          origin: remaining[0] ? { point: remaining[0], transform: state.transform } : null,
        };
        return { state: next };
      }

      const base: GestureState = {
        ...state,
        pointers,
        mode: 'idle',
        origin: null,
        swipeOffset: 0,
      };
      if (event.type === 'cancel') return { state: base };

      if (state.mode === 'swipe' && state.origin) {
        const direction = swipeDirection(event.point.x - state.origin.point.x);
        return direction === 0 ? { state: base } : { state: base, navigate: direction };
      }
      if (state.mode === 'press') {
        // A tap. Taps right after a pinch are the fingers leaving, not a double tap.
        if (inGrace(state, event.time)) return { state: { ...base, lastTap: null } };
        if (isDoubleTap(state.lastTap, event.time, event.point)) {
          return {
            state: {
              ...base,
              lastTap: null,
              transform: doubleTapZoom(state.transform, event.point, stage),
            },
          };
        }
        return { state: { ...base, lastTap: { time: event.time, point: event.point } } };
      }
      return { state: base };
    }
  }
}
