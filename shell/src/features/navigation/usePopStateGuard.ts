import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { confirmLeave, isLeaveHeld } from '@kfeed/platform/leaveGuard';
import { setPopStateHandler } from './popStateGate.ts';

/** react-router's browser history numbers its entries in `history.state.idx`. */
const entryIndex = (state: unknown): number | null =>
  state !== null && typeof state === 'object' && 'idx' in state && typeof state.idx === 'number'
    ? state.idx
    : null;

/**
 * The browser's Back and Forward while a screen holds unsaved work: the step is undone
 * before the router sees it, the holder asks, and the step is taken again if the member
 * agrees. It acts through popStateGate, the page's first popstate listener.
 */
export function usePopStateGuard(): void {
  const location = useLocation();
  const current = useRef<number | null>(null);
  useEffect(() => {
    current.current = entryIndex(window.history.state);
  }, [location]);

  useEffect(() => {
    let undoing = false;
    let redoing = false;
    const onPopState = (event: PopStateEvent) => {
      const target = entryIndex(event.state);
      if (undoing) {
        undoing = false;
        event.stopImmediatePropagation();
        return;
      }
      const from = current.current;
      if (redoing || !isLeaveHeld() || target === null || from === null || target === from) {
        redoing = false;
        return;
      }
      event.stopImmediatePropagation();
      const delta = from - target;
      undoing = true;
      window.history.go(delta);
      void confirmLeave().then((leave) => {
        if (!leave) return;
        redoing = true;
        window.history.go(-delta);
      });
    };
    setPopStateHandler(onPopState);
    return () => setPopStateHandler(null);
  }, []);
}
