import { useEffect, useEffectEvent, useState } from 'react';

/**
 * Seconds left until `deadline` (a Date.now() time), ticking each second; `onExpire`
 * runs once when it reaches 0. Counting against the clock keeps it right when a
 * background tab's timers are slowed down.
 */
export function useCountdown(deadline: number, onExpire: () => void): number {
  const secondsLeft = () => Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
  const [left, setLeft] = useState(secondsLeft);
  const [counting, setCounting] = useState(deadline);
  if (counting !== deadline) {
    // A new deadline (a resent code) counts from its own start at once.
    setCounting(deadline);
    setLeft(secondsLeft());
  }
  const expire = useEffectEvent(onExpire);

  useEffect(() => {
    const remaining = () => Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
    const tick = () => {
      const now = remaining();
      setLeft(now);
      if (now === 0) {
        clearInterval(timer);
        expire();
      }
    };
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [deadline]);

  return left;
}
