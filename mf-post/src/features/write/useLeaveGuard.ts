import { useEffect, useLayoutEffect, useRef } from 'react';
import { holdLeave } from '@kfeed/platform/leaveGuard';

/**
 * While `dirty`, leaving asks first (spec 2, section 4): the browser's own prompt on
 * reload or close, and `ask` for the shell's navigation and the browser's Back.
 */
export function useLeaveGuard(dirty: boolean, ask: () => Promise<boolean>) {
  const askRef = useRef(ask);
  useLayoutEffect(() => {
    askRef.current = ask;
  });
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    const release = holdLeave(() => askRef.current());
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      release();
    };
  }, [dirty]);
}
