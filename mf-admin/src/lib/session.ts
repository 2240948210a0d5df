import { routeRole, type RouteRole } from '@kfeed/contracts/registry';
import { isAdmin, isModerator, useSession, type SessionState } from '@kfeed/platform/sessionStore';

/** Whether a session holds a role the registry names (admins hold the moderator's too). */
export const holdsRole = (state: SessionState, role: RouteRole | undefined) =>
  role === 'admin' ? isAdmin(state) : role === 'moderator' ? isModerator(state) : true;

/** Whether the signed-in member may open a route (the shell's guard says the same). */
export function useMayOpen(routeName: string): boolean {
  return useSession((state) => holdsRole(state, routeRole(routeName)));
}

export const useIsAdmin = () => useSession(isAdmin);
