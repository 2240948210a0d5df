import { blockZoom } from './blockZoom.ts';

const touchEvent = (type: string, touches: number) => {
  const event = new Event(type, { cancelable: true });
  Object.defineProperty(event, 'touches', { value: Array.from({ length: touches }) });
  return event;
};

it('cancels pinches, double taps, Safari gestures and ctrl+wheel zoom', () => {
  const stop = blockZoom(window);
  const pinch = touchEvent('touchmove', 2);
  window.dispatchEvent(pinch);
  expect(pinch.defaultPrevented).toBe(true);

  const scroll = touchEvent('touchmove', 1);
  window.dispatchEvent(scroll);
  expect(scroll.defaultPrevented).toBe(false);

  const firstTap = touchEvent('touchend', 0);
  window.dispatchEvent(firstTap);
  const secondTap = touchEvent('touchend', 0);
  window.dispatchEvent(secondTap);
  expect(firstTap.defaultPrevented).toBe(false);
  expect(secondTap.defaultPrevented).toBe(true);

  const gesture = new Event('gesturestart', { cancelable: true });
  window.dispatchEvent(gesture);
  expect(gesture.defaultPrevented).toBe(true);

  const zoomWheel = new WheelEvent('wheel', { ctrlKey: true, cancelable: true });
  window.dispatchEvent(zoomWheel);
  expect(zoomWheel.defaultPrevented).toBe(true);
  stop();

  const afterStop = touchEvent('touchmove', 2);
  window.dispatchEvent(afterStop);
  expect(afterStop.defaultPrevented).toBe(false);
});
