import { signInAsMember, signOut } from '@kfeed/kit/testing/session';
import { allowNavigation, pathnameOf } from './routeGuard.ts';
import { on } from '@kfeed/platform/events';

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
