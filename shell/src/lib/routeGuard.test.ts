import { ROLE_ADMIN, ROLE_MODERATOR } from '@kfeed/contracts/auth';
import { matchRoute } from '@kfeed/kit/routes';
import { signInAsMember, signOut } from '@kfeed/kit/testing/session';
import { sessionStore, setSession } from '@kfeed/platform/sessionStore';
import { allowNavigation, pathnameOf, routeAccess } from './routeGuard.ts';
import { on } from '@kfeed/platform/events';

/** Signed in with these roles in the access token, as the API issues them. */
function signInWithRoles(roles: string[]) {
  const payload = btoa(JSON.stringify({ roles })).replace(/=+$/, '');
  setSession({ accessToken: `header.${payload}.signature`, userId: 2, isoCode: 'en' });
}
const accessTo = (path: string) => routeAccess(matchRoute(path)?.route, sessionStore.getState());
const ADMIN_PATHS = ['/admin', '/admin/audit', '/admin/notices', '/admin/members'];

afterEach(() => signOut());

it('lets anyone reach public routes', () => {
  for (const path of [
    '/',
    '/search',
    '/feed/3',
    '/feed/3/reply/4',
    '/myPage',
    '/notice/2',
    '/terms',
  ]) {
    expect(allowNavigation(path)).toBe(true);
  }
});

it('stops a visitor at a login-only route and asks for login', () => {
  const requests: unknown[] = [];
  const off = on('auth:open-login', (detail) => requests.push(detail));
  for (const path of [
    '/feed/write',
    '/feed/update',
    '/myPage/update',
    '/myPage/myFeedList',
    '/myPage/myLikeList',
    '/myPage/blockedUserList',
  ]) {
    expect(allowNavigation(path)).toBe(false);
  }
  off();
  expect(requests).toHaveLength(6);
  expect(requests[0]).toEqual({ reason: 'guard', target: '/feed/write' });
});

it('lets a member through', () => {
  signInAsMember(1, 'ko');
  expect(allowNavigation('/feed/write')).toBe(true);
});

it('reads the pathname of any navigation target', () => {
  expect(pathnameOf('/feed/1?from=home', 'http://localhost/')).toBe('/feed/1');
  expect(pathnameOf('../search', 'http://localhost/feed/1')).toBe('/search');
  expect(pathnameOf({ pathname: '/myPage' }, 'http://localhost/')).toBe('/myPage');
  expect(pathnameOf({ search: '?a=1' }, 'http://localhost/notice')).toBe('/notice');
});

it('asks a visitor to sign in before any moderation route, as for a login route', () => {
  const requests: unknown[] = [];
  const off = on('auth:open-login', (detail) => requests.push(detail));
  for (const path of ADMIN_PATHS) expect(allowNavigation(path)).toBe(false);
  off();
  expect(requests).toEqual(ADMIN_PATHS.map((target) => ({ reason: 'guard', target })));
});

it('sends a member without the role home from the moderation routes', () => {
  signInAsMember(1);
  for (const path of ADMIN_PATHS) expect(accessTo(path)).toBe('home');
  // The navigation itself goes ahead: the route sends them home, as a direct load does.
  expect(allowNavigation('/admin')).toBe(true);
  expect(accessTo('/feed/write')).toBe('open');
});

it('lets a moderator work the queue and the audit log; notices and members are for admins', () => {
  signInWithRoles([ROLE_MODERATOR]);
  expect(ADMIN_PATHS.map(accessTo)).toEqual(['open', 'open', 'home', 'home']);
  signInWithRoles([ROLE_ADMIN]);
  expect(ADMIN_PATHS.map(accessTo)).toEqual(['open', 'open', 'open', 'open']);
});
