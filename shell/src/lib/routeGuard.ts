import type { To } from 'react-router-dom';
import { routeRole } from '@kfeed/contracts/registry';
import { matchRoute, type RouteDef } from '@kfeed/kit/routes';
import {
  isAdmin,
  isModerator,
  sessionStore,
  type SessionState,
} from '@kfeed/platform/sessionStore';
import { emit } from '@kfeed/platform/events';

export function pathnameOf(to: To, currentHref: string): string {
  if (typeof to === 'string') return new URL(to, currentHref).pathname;
  return to.pathname ?? new URL(currentHref).pathname;
}

/**
 * Who may open a route: anyone ('open'); a visitor must sign in first ('login': the
 * login-only routes, and those with a role); a member without the route's role is sent home
 * ('home': the registry's admin flag, `role`; spec: "Admin-only routes would redirect home").
 */
export type RouteAccess = 'open' | 'login' | 'home';

export function routeAccess(
  route: Pick<RouteDef, 'name' | 'login'> | undefined,
  session: SessionState,
): RouteAccess {
  if (!route) return 'open';
  const role = routeRole(route.name);
  if ((route.login || role) && !session.isLoggedIn) return 'login';
  if (role === 'moderator' && !isModerator(session)) return 'home';
  if (role === 'admin' && !isAdmin(session)) return 'home';
  return 'open';
}

/**
 * A login-only route asks for login and the navigation does not happen (spec 1, section 2).
 * Returns true when the navigation may go ahead; a member without a route's role goes ahead
 * and the route sends them home.
 */
export function allowNavigation(pathname: string): boolean {
  const access = routeAccess(matchRoute(pathname)?.route, sessionStore.getState());
  if (access !== 'login') return true;
  emit('auth:open-login', { reason: 'guard', target: pathname });
  return false;
}
