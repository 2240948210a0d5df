import { useContext, useMemo } from 'react';
import { UNSAFE_NavigationContext, type Navigator } from 'react-router-dom';
import { confirmLeave, isLeaveHeld } from '@kfeed/platform/leaveGuard';
import { allowNavigation, pathnameOf } from '../lib/routeGuard.ts';

/** Run `go` now, or once the screen holding unsaved work lets go. */
function afterLeave(go: () => void) {
  if (!isLeaveHeld()) go();
  else void confirmLeave().then((leave) => leave && go());
}

/** The shell's navigator with the route guard in front: what remotes get to navigate with. */
export function useGuardedNavigator(): Navigator {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  return useMemo<Navigator>(
    () => ({
      createHref: (to) => navigator.createHref(to),
      ...(navigator.encodeLocation
        ? { encodeLocation: (to) => navigator.encodeLocation!(to) }
        : {}),
      go: (delta) => navigator.go(delta),
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
