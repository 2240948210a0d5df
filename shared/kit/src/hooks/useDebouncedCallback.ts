import { useCallback, useEffect, useMemo, useRef } from 'react';

export interface Debounced<A extends unknown[]> {
  call: (...args: A) => void;
  cancel: () => void;
}

/** The last call wins after `delay` ms of quiet; pending calls die with the component. */
export function useDebouncedCallback<A extends unknown[]>(
  callback: (...args: A) => void,
  delay: number,
): Debounced<A> {
  const callbackRef = useRef(callback);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    callbackRef.current = callback;
  });
  const cancel = useCallback(() => {
    if (timer.current !== undefined) clearTimeout(timer.current);
    timer.current = undefined;
  }, []);
  const call = useCallback(
    (...args: A) => {
      cancel();
      timer.current = setTimeout(() => {
        timer.current = undefined;
        callbackRef.current(...args);
      }, delay);
    },
    [cancel, delay],
  );
  useEffect(() => cancel, [cancel]);
  return useMemo(() => ({ call, cancel }), [call, cancel]);
}
