import type { To } from 'react-router-dom';
import { matchRoute } from '@kfeed/kit/routes';
import { sessionStore } from '@kfeed/platform/sessionStore';
import { emit } from '@kfeed/platform/events';

export function pathnameOf(to: To, currentHref: string): string {
  if (typeof to === 'string') return new URL(to, currentHref).pathname;
  return to.pathname ?? new URL(currentHref).pathname;
}

/**
 * A login-only route asks for login and the navigation does not happen (spec 1, section 2).
 * Returns true when the navigation may go ahead.
 */
export function allowNavigation(pathname: string): boolean {
  const match = matchRoute(pathname);
  if (!match?.route.login || sessionStore.getState().isLoggedIn) return true;
  emit('auth:open-login', { reason: 'guard', target: pathname });
  return false;
}
