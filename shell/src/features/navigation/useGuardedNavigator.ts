import { useContext, useMemo } from 'react';
import { UNSAFE_NavigationContext, type Navigator } from 'react-router-dom';
import { confirmLeave, hasLeaveGuard } from '@kfeed/platform/leaveGuard';
import { allowNavigation, pathnameOf } from './routeGuard.ts';

/** Go at once, or once the screen with unsaved changes lets the user leave. */
function afterLeave(go: () => void): void {
  if (!hasLeaveGuard()) return go();
  void confirmLeave().then((leave) => {
    if (leave) go();
  });
}

/**
 * The shell's navigator with the route guard and the unsaved-changes guard in front:
 * what remotes get to navigate with.
 */
export function useGuardedNavigator(): Navigator {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  return useMemo<Navigator>(
    () => ({
      createHref: (to) => navigator.createHref(to),
      ...(navigator.encodeLocation
        ? { encodeLocation: (to) => navigator.encodeLocation!(to) }
        : {}),
      go: (delta) => afterLeave(() => navigator.go(delta)),
      push: (to, state, options) => {
        if (allowNavigation(pathnameOf(to, window.location.href)))
          afterLeave(() => navigator.push(to, state, options));
      },
      replace: (to, state, options) => {
        if (allowNavigation(pathnameOf(to, window.location.href)))
          afterLeave(() => navigator.replace(to, state, options));
      },
    }),
    [navigator],
  );
}
