import { RESTORE_INTERVAL_MS, restoreScroll, type ScrollSurface } from './restoreScroll.ts';

/** A page whose height grows over time, as cards and images arrive. */
function growingPage(maxYOverTime: number[]) {
  let tick = 0;
  let y = 0;
  const strip = document.createElement('div');
  const surface: ScrollSurface = {
    scrollWindowTo: (target) => {
      const max = maxYOverTime[Math.min(tick, maxYOverTime.length - 1)] ?? 0;
      y = Math.min(target, max);
      tick += 1;
    },
    windowY: () => y,
    strip: () => strip,
  };
  return { surface, strip, attempts: () => tick };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('a page already tall enough is restored at once, strip included', () => {
  const { surface, strip, attempts } = growingPage([5000]);
  const onDone = jest.fn();
  restoreScroll({ scrollY: 2400, categoryScrollX: 180 }, surface, onDone);
  expect(onDone).toHaveBeenCalledWith(true);
  expect(attempts()).toBe(1);
  expect(surface.windowY()).toBe(2400);
  expect(strip.scrollLeft).toBe(180);
});

test('a page still growing is tried again every 200 ms until it arrives', () => {
  const { surface, attempts } = growingPage([800, 1500, 2400]);
  const onDone = jest.fn();
  restoreScroll({ scrollY: 2400, categoryScrollX: 0 }, surface, onDone);
  expect(onDone).not.toHaveBeenCalled();
  jest.advanceTimersByTime(RESTORE_INTERVAL_MS - 1);
  expect(attempts()).toBe(1);
  jest.advanceTimersByTime(1);
  expect(attempts()).toBe(2);
  expect(onDone).not.toHaveBeenCalled();
  jest.advanceTimersByTime(RESTORE_INTERVAL_MS);
  expect(attempts()).toBe(3);
  expect(onDone).toHaveBeenCalledWith(true);
  jest.advanceTimersByTime(10 * RESTORE_INTERVAL_MS);
  expect(attempts()).toBe(3);
});

test('within 100 px counts as arrived', () => {
  const { surface } = growingPage([2300]);
  const onDone = jest.fn();
  restoreScroll({ scrollY: 2400, categoryScrollX: 0 }, surface, onDone);
  expect(onDone).toHaveBeenCalledWith(true);
});

test('101 px short is not arrived', () => {
  const { surface } = growingPage([2299, 2400]);
  const onDone = jest.fn();
  restoreScroll({ scrollY: 2400, categoryScrollX: 0 }, surface, onDone);
  expect(onDone).not.toHaveBeenCalled();
  jest.advanceTimersByTime(RESTORE_INTERVAL_MS);
  expect(onDone).toHaveBeenCalledWith(true);
});

test('after 5 retries it gives up and still finishes once', () => {
  const { surface, attempts } = growingPage([500]);
  const onDone = jest.fn();
  restoreScroll({ scrollY: 2400, categoryScrollX: 0 }, surface, onDone);
  jest.advanceTimersByTime(5 * RESTORE_INTERVAL_MS - 1);
  expect(onDone).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(attempts()).toBe(6);
  expect(onDone).toHaveBeenCalledTimes(1);
  expect(onDone).toHaveBeenCalledWith(false);
  jest.advanceTimersByTime(10 * RESTORE_INTERVAL_MS);
  expect(attempts()).toBe(6);
});

test('cancelling (Home left meanwhile) stops the retries and never finishes', () => {
  const { surface, attempts } = growingPage([500]);
  const onDone = jest.fn();
  const cancel = restoreScroll({ scrollY: 2400, categoryScrollX: 0 }, surface, onDone);
  jest.advanceTimersByTime(RESTORE_INTERVAL_MS);
  cancel();
  jest.advanceTimersByTime(10 * RESTORE_INTERVAL_MS);
  expect(attempts()).toBe(2);
  expect(onDone).not.toHaveBeenCalled();
});
