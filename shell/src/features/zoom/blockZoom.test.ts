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

it('lets a quick tap on a different control through', () => {
  const stop = blockZoom(window);
  const first = document.createElement('button');
  const second = document.createElement('button');
  document.body.append(first, second);
  const tapOn = (target: HTMLElement) => {
    // A real touchend bubbles from the control up to window, where the blocker listens.
    const event = new Event('touchend', { cancelable: true, bubbles: true });
    target.dispatchEvent(event);
    return event;
  };
  expect(tapOn(first).defaultPrevented).toBe(false);
  expect(tapOn(second).defaultPrevented).toBe(false);
  expect(tapOn(second).defaultPrevented).toBe(true);
  stop();
});
