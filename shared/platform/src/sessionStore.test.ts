import {
  clearSession,
  reloadSessionFromStorage,
  rolesFromToken,
  sessionStore,
  setSession,
} from '@kfeed/platform/sessionStore';

const tokenWith = (payload: object) => `h.${btoa(JSON.stringify(payload)).replace(/=+$/, '')}.s`;

beforeEach(() => {
  localStorage.clear();
  clearSession();
});

it('stores a session in memory and in localStorage', () => {
  setSession({ accessToken: tokenWith({ roles: ['ROLE_ADMIN'] }), userId: 12, isoCode: 'vi' });
  expect(sessionStore.getState()).toMatchObject({
    userId: 12,
    isoCode: 'vi',
    isLoggedIn: true,
    roles: ['ROLE_ADMIN'],
  });
  expect(localStorage.getItem('userId')).toBe('12');
});

it('clears both on logout', () => {
  setSession({ accessToken: tokenWith({}), userId: 3, isoCode: 'en' });
  clearSession();
  expect(sessionStore.getState().isLoggedIn).toBe(false);
  expect(localStorage.getItem('accessToken')).toBeNull();
});

it('re-reads what another tab changed', () => {
  localStorage.setItem('accessToken', tokenWith({}));
  localStorage.setItem('userId', '5');
  localStorage.setItem('isoCode', 'ja');
  reloadSessionFromStorage();
  expect(sessionStore.getState()).toMatchObject({ userId: 5, isoCode: 'ja', isLoggedIn: true });
  localStorage.removeItem('accessToken');
  reloadSessionFromStorage();
  expect(sessionStore.getState().isLoggedIn).toBe(false);
});

it('reads no roles from a malformed token', () => {
  expect(rolesFromToken('garbage')).toEqual([]);
});

it("keeps the member's language in a cookie for the server's first screen, and drops it at logout", () => {
  const languageCookie = () => /(?:^|;\s*)kfeed_member_lang=([^;]*)/.exec(document.cookie)?.[1];
  setSession({ accessToken: tokenWith({}), userId: 3, isoCode: 'ja' });
  expect(languageCookie()).toBe('ja');
  // Their language changed (the profile form stores the new session).
  setSession({ accessToken: tokenWith({}), userId: 3, isoCode: 'th' });
  expect(languageCookie()).toBe('th');
  clearSession();
  expect(languageCookie()).toBeUndefined();
});
