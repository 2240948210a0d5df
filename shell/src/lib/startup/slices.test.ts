import { jest } from '@jest/globals';
import { idleOrFirstInteraction, yieldToBrowser } from './slices.ts';

afterEach(() => {
  jest.useRealTimers();
  delete (globalThis as { requestIdleCallback?: unknown }).requestIdleCallback;
  delete (globalThis as { cancelIdleCallback?: unknown }).cancelIdleCallback;
  delete (globalThis as { scheduler?: unknown }).scheduler;
});

/** A page that never gets idle: the idle callback is only ever called by its timeout. */
function neverIdle() {
  const requested: { timeout?: number }[] = [];
  Object.assign(globalThis, {
    requestIdleCallback: (_callback: () => void, options: { timeout?: number }) => {
      requested.push(options);
      return requested.length;
    },
    cancelIdleCallback: jest.fn(),
  });
  return requested;
}

test('the handover starts at the first tap, once the frame answering it is painted', async () => {
  neverIdle();
  let started = false;
  const handover = idleOrFirstInteraction(1_500).then(() => (started = true));
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(started).toBe(false);
  window.dispatchEvent(new Event('pointerdown'));
  expect(started).toBe(false);
  await handover;
  expect(started).toBe(true);
  expect(globalThis.cancelIdleCallback).toHaveBeenCalled();
});

test('without any interaction the handover starts when the page is idle, within the timeout', async () => {
  const requested = neverIdle();
  let idle!: () => void;
  Object.assign(globalThis, {
    requestIdleCallback: (callback: () => void, options: { timeout?: number }) => {
      requested.push(options);
      idle = callback;
      return 1;
    },
  });
  const handover = idleOrFirstInteraction(1_500);
  expect(requested).toEqual([{ timeout: 1_500 }]);
  idle();
  await handover;
});

test('yields with the scheduler where the browser has it, else with a task', async () => {
  const yielded = jest.fn(() => Promise.resolve());
  Object.assign(globalThis, { scheduler: { yield: yielded } });
  await yieldToBrowser();
  expect(yielded).toHaveBeenCalledTimes(1);
  delete (globalThis as { scheduler?: unknown }).scheduler;
  jest.useFakeTimers();
  let done = false;
  const task = yieldToBrowser().then(() => (done = true));
  await Promise.resolve();
  expect(done).toBe(false);
  jest.runAllTimers();
  await task;
  expect(done).toBe(true);
});
