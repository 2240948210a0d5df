import {
  RESTORE_INTERVAL_MS,
  restoreWindowScroll,
  type WindowScroll,
} from './windowScrollRestore.ts';

/** A page whose height grows with each attempt, as cards and images arrive. */
function growingPage(maxYOverTime: number[]) {
  let tick = 0;
  let y = 0;
  const surface: WindowScroll = {
    scrollTo: (target) => {
      y = Math.min(target, maxYOverTime[Math.min(tick, maxYOverTime.length - 1)] ?? 0);
      tick += 1;
    },
    y: () => y,
  };
  return { surface, attempts: () => tick };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('a tall enough page is restored at once', () => {
  const { surface, attempts } = growingPage([5000]);
  const onDone = jest.fn();
  restoreWindowScroll(2400, onDone, surface);
  expect(onDone).toHaveBeenCalledWith(true);
  expect(attempts()).toBe(1);
});

test('a growing page is tried again every 200 ms; within 100 px counts', () => {
  const { surface, attempts } = growingPage([800, 2310]);
  const onDone = jest.fn();
  restoreWindowScroll(2400, onDone, surface);
  expect(onDone).not.toHaveBeenCalled();
  jest.advanceTimersByTime(RESTORE_INTERVAL_MS);
  expect(attempts()).toBe(2);
  expect(onDone).toHaveBeenCalledWith(true);
});

test('after 5 retries it gives up, finishing once; cancelling stops it silently', () => {
  const { surface, attempts } = growingPage([500]);
  const onDone = jest.fn();
  restoreWindowScroll(2400, onDone, surface);
  jest.advanceTimersByTime(20 * RESTORE_INTERVAL_MS);
  expect(attempts()).toBe(6);
  expect(onDone).toHaveBeenCalledTimes(1);
  expect(onDone).toHaveBeenCalledWith(false);

  const second = growingPage([500]);
  const never = jest.fn();
  const cancel = restoreWindowScroll(2400, never, second.surface);
  cancel();
  jest.advanceTimersByTime(20 * RESTORE_INTERVAL_MS);
  expect(second.attempts()).toBe(1);
  expect(never).not.toHaveBeenCalled();
});
