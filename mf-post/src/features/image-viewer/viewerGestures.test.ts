import {
  IDENTITY,
  VIEWER_LIMITS,
  clampOffset,
  clampScale,
  doubleTapZoom,
  initialGestureState,
  isDoubleTap,
  reduceGesture,
  swipeDirection,
  wheelZoom,
  type GestureEvent,
  type GestureResult,
  type GestureState,
} from './viewerGestures.ts';

const stage = { width: 400, height: 800 };
const at = { x: 0, y: 0 };

function run(events: GestureEvent[], from: GestureState = initialGestureState) {
  let result: GestureResult = { state: from };
  const navigations: number[] = [];
  for (const event of events) {
    result = reduceGesture(result.state, event, stage);
    if (result.navigate) navigations.push(result.navigate);
  }
  return { state: result.state, navigations };
}

const tap = (id: number, x: number, time: number): GestureEvent[] => [
  { type: 'down', id, point: { x, y: 0 }, time },
  { type: 'up', id, point: { x, y: 0 }, time: time + 50 },
];

describe('zoom limits', () => {
  test('scale stays between 0.3 and 5', () => {
    expect(clampScale(0.1)).toBe(0.3);
    expect(clampScale(9)).toBe(5);
    expect(clampScale(2)).toBe(2);
  });

  test('each wheel notch zooms by 0.1, in for a negative delta and out for a positive one', () => {
    expect(wheelZoom(IDENTITY, -100, at, stage).scale).toBe(1.1);
    expect(wheelZoom(IDENTITY, 100, at, stage).scale).toBe(0.9);
    let t = IDENTITY;
    for (let i = 0; i < 60; i++) t = wheelZoom(t, -1, at, stage);
    expect(t.scale).toBe(VIEWER_LIMITS.maxScale);
    for (let i = 0; i < 80; i++) t = wheelZoom(t, 1, at, stage);
    expect(t.scale).toBe(VIEWER_LIMITS.minScale);
  });

  test('zooming keeps the point under the pointer in place', () => {
    const t = wheelZoom(IDENTITY, -1, { x: 100, y: 50 }, stage);
    // The image point under (100, 50) sits at (100 - x) / scale; it must still be (100, 50).
    expect((100 - t.x) / t.scale).toBeCloseTo(100);
    expect((50 - t.y) / t.scale).toBeCloseTo(50);
    expect(t.x).toBeCloseTo(100 - 100 * 1.1);
    expect(t.y).toBeCloseTo(50 - 50 * 1.1);
  });

  test('at scale 1 or below the image stays centred; zoomed it may not leave the stage', () => {
    expect(clampOffset({ scale: 0.8, x: 40, y: 40 }, stage)).toEqual({ scale: 0.8, x: 0, y: 0 });
    expect(clampOffset({ scale: 2, x: 999, y: -999 }, stage)).toEqual({
      scale: 2,
      x: 200,
      y: -400,
    });
  });
});

describe('double tap', () => {
  test('two taps within 300 ms and close together count; later or far apart do not', () => {
    const first = { time: 1000, point: { x: 0, y: 0 } };
    expect(isDoubleTap(first, 1300, { x: 10, y: 10 })).toBe(true);
    expect(isDoubleTap(first, 1301, { x: 0, y: 0 })).toBe(false);
    expect(isDoubleTap(first, 1100, { x: 100, y: 0 })).toBe(false);
    expect(isDoubleTap(null, 1100, { x: 0, y: 0 })).toBe(false);
  });

  test('zooms to 2.5 at the tap, and a second double tap goes back to 1', () => {
    const zoomed = doubleTapZoom(IDENTITY, { x: 0, y: 0 }, stage);
    expect(zoomed).toEqual({ scale: 2.5, x: 0, y: 0 });
    expect(doubleTapZoom(zoomed, { x: 0, y: 0 }, stage)).toEqual(IDENTITY);
  });

  test('through the reducer: tap, tap within 300 ms zooms; a slow second tap does not', () => {
    expect(run([...tap(1, 0, 0), ...tap(1, 0, 200)]).state.transform.scale).toBe(2.5);
    expect(run([...tap(1, 0, 0), ...tap(1, 0, 400)]).state.transform.scale).toBe(1);
  });
});

describe('swipe and pan', () => {
  const drag = (dx: number, from: GestureState = initialGestureState, dy = 0) =>
    run(
      [
        { type: 'down', id: 1, point: { x: 0, y: 0 }, time: 0 },
        { type: 'move', id: 1, point: { x: dx / 2, y: dy / 2 }, time: 20 },
        { type: 'move', id: 1, point: { x: dx, y: dy }, time: 40 },
        { type: 'up', id: 1, point: { x: dx, y: dy }, time: 60 },
      ],
      from,
    );

  test('a horizontal swipe of 80 px or more changes image; a shorter one does not', () => {
    expect(swipeDirection(-80)).toBe(1);
    expect(swipeDirection(80)).toBe(-1);
    expect(swipeDirection(79)).toBe(0);
    expect(drag(-120).navigations).toEqual([1]);
    expect(drag(120).navigations).toEqual([-1]);
    expect(drag(-70).navigations).toEqual([]);
  });

  test('a mostly vertical drag is not a swipe', () => {
    expect(drag(-90, initialGestureState, 200).navigations).toEqual([]);
  });

  test('when zoomed, a drag pans instead of swiping, once past 15 px', () => {
    const zoomed = { ...initialGestureState, transform: { scale: 2, x: 0, y: 0 } };
    const panned = drag(-120, zoomed);
    expect(panned.navigations).toEqual([]);
    expect(panned.state.transform).toEqual({ scale: 2, x: -120, y: 0 });

    const small = run(
      [
        { type: 'down', id: 1, point: { x: 0, y: 0 }, time: 0 },
        { type: 'move', id: 1, point: { x: 10, y: 0 }, time: 20 },
      ],
      zoomed,
    );
    expect(small.state.mode).toBe('press');
    expect(small.state.transform.x).toBe(0);
  });
});

describe('pinch and the multi-touch grace time', () => {
  const pinchOut = (endTime: number): GestureEvent[] => [
    { type: 'down', id: 1, point: { x: -50, y: 0 }, time: 0 },
    { type: 'down', id: 2, point: { x: 50, y: 0 }, time: 10 },
    { type: 'move', id: 2, point: { x: 150, y: 0 }, time: 50 },
    { type: 'up', id: 2, point: { x: 150, y: 0 }, time: endTime },
  ];

  test('spreading two fingers scales by the change in their distance, within the limits', () => {
    const { state } = run(pinchOut(100));
    expect(state.transform.scale).toBe(2);
    const wide = run([
      { type: 'down', id: 1, point: { x: -10, y: 0 }, time: 0 },
      { type: 'down', id: 2, point: { x: 10, y: 0 }, time: 0 },
      { type: 'move', id: 2, point: { x: 500, y: 0 }, time: 10 },
    ]);
    expect(wide.state.transform.scale).toBe(5);
  });

  test('the finger left on the glass after a pinch cannot swipe or tap for 300 ms', () => {
    const afterPinch = run([
      ...pinchOut(100),
      { type: 'up', id: 1, point: { x: -50, y: 0 }, time: 150 },
      // A quick drag within the grace time.
      { type: 'down', id: 3, point: { x: 0, y: 0 }, time: 200 },
      { type: 'move', id: 3, point: { x: 0, y: 0 }, time: 210 },
    ]);
    expect(afterPinch.state.mode).toBe('press');
    const moved = reduceGesture(
      afterPinch.state,
      { type: 'move', id: 3, point: { x: -100, y: 0 }, time: 220 },
      stage,
    );
    expect(moved.state.mode).toBe('press');
  });

  test('after the grace time single-finger gestures work again', () => {
    const zoomedOut = run([
      { type: 'down', id: 1, point: { x: -50, y: 0 }, time: 0 },
      { type: 'down', id: 2, point: { x: 50, y: 0 }, time: 0 },
      { type: 'move', id: 2, point: { x: 20, y: 0 }, time: 10 },
      { type: 'up', id: 2, point: { x: 20, y: 0 }, time: 20 },
      { type: 'up', id: 1, point: { x: -50, y: 0 }, time: 30 },
    ]);
    expect(zoomedOut.state.transform.scale).toBeLessThan(1);
    const later = run(
      [
        { type: 'down', id: 3, point: { x: 0, y: 0 }, time: 400 },
        { type: 'move', id: 3, point: { x: -100, y: 0 }, time: 420 },
        { type: 'up', id: 3, point: { x: -100, y: 0 }, time: 440 },
      ],
      zoomedOut.state,
    );
    expect(later.navigations).toEqual([1]);
  });
});

test('reset forgets everything', () => {
  const zoomed = run([...tap(1, 0, 0), ...tap(1, 0, 100)]).state;
  expect(reduceGesture(zoomed, { type: 'reset' }, stage).state).toEqual(initialGestureState);
});
