import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { emit, on, type AppEventMap } from '@kfeed/platform/events';
import { initI18n } from '@kfeed/platform/i18n/i18n';
import { clearSession, sessionStore, setSession } from '@kfeed/platform/sessionStore';
import { useSessionSync, leavesOnLogout } from './useSessionSync.ts';

jest.mock('@kfeed/platform/i18n/applyLanguage', () => ({
  applyLanguage: jest.fn(() => Promise.resolve()),
  applyVisitorLanguage: jest.fn(() => Promise.resolve()),
}));

function Probe() {
  useSessionSync();
  const location = useLocation();
  // What a login-only route would do: a guard that sees no session there is a bug here.
  const loggedIn = sessionStore.getState().isLoggedIn;
  if (leavesOnLogout(location.pathname) && location.pathname !== '/myPage' && !loggedIn)
    throw new Error('a login-only route rendered without a session');
  return <output aria-label="path">{location.pathname}</output>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="*" element={<Probe />} />
      </Routes>
    </MemoryRouter>,
  );
}

/** What another tab's logout looks like from here: the keys vanish, a storage event fires. */
function otherTabRemovesToken() {
  localStorage.removeItem('accessToken');
  localStorage.removeItem('userId');
  window.dispatchEvent(
    new StorageEvent('storage', {
      key: 'accessToken',
      oldValue: 'a.b.c',
      newValue: null,
      storageArea: localStorage,
    }),
  );
}

beforeAll(() => initI18n('en'));

let alerts: AppEventMap['ui:alert'][];
let off: () => void;
beforeEach(() => {
  alerts = [];
  off = on('ui:alert', (a) => alerts.push(a));
  setSession({ accessToken: 'a.b.c', userId: 7, isoCode: 'en' });
});
afterEach(() => {
  off();
  clearSession();
});

it.each(['/myPage', '/myPage/myFeedList', '/myPage/myLikeList', '/profile', '/myPage/update'])(
  'a logout in another tab takes %s to the root path and says so once',
  async (path) => {
    renderAt(path);
    await act(async () => otherTabRemovesToken());
    expect(screen.getByLabelText('path')).toHaveTextContent(/^\/$/);
    expect(sessionStore.getState().isLoggedIn).toBe(false);
    // The channel's LOGOUT and a focus check arriving afterwards change nothing.
    await act(async () => window.dispatchEvent(new Event('focus')));
    expect(alerts.map((a) => a.message)).toEqual(['You were logged out in another tab.']);
  },
);

it('a logout in another tab on a public page logs out and stays there', async () => {
  renderAt('/search');
  await act(async () => otherTabRemovesToken());
  expect(screen.getByLabelText('path')).toHaveTextContent('/search');
  expect(sessionStore.getState().isLoggedIn).toBe(false);
  expect(alerts).toHaveLength(1);
});

it('a token gone when the window regains focus logs this tab out', async () => {
  renderAt('/myPage');
  localStorage.removeItem('accessToken');
  await act(async () => window.dispatchEvent(new Event('focus')));
  expect(screen.getByLabelText('path')).toHaveTextContent(/^\/$/);
  expect(sessionStore.getState().isLoggedIn).toBe(false);
  expect(alerts.map((a) => a.message)).toEqual(['You were logged out in another tab.']);
});

it('focus with the token still there changes nothing', async () => {
  renderAt('/myPage');
  await act(async () => window.dispatchEvent(new Event('focus')));
  expect(sessionStore.getState().isLoggedIn).toBe(true);
  expect(alerts).toEqual([]);
});

it('a sign-in in another tab is followed', async () => {
  clearSession();
  renderAt('/');
  const changes: AppEventMap['auth:changed'][] = [];
  const offChanged = on('auth:changed', (c) => changes.push(c));
  localStorage.setItem('accessToken', 'x.y.z');
  localStorage.setItem('userId', '9');
  localStorage.setItem('isoCode', 'ja');
  await act(async () =>
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'isoCode', newValue: 'ja', storageArea: localStorage }),
    ),
  );
  offChanged();
  expect(sessionStore.getState()).toMatchObject({ isLoggedIn: true, userId: 9, isoCode: 'ja' });
  expect(changes).toEqual([{ loggedIn: true, userId: 9, reason: 'login' }]);
});

it('a sign-in in another tab while this one was starting is followed once it listens', () => {
  clearSession();
  // The store was read as a visitor's; the other tab wrote before any listener was there.
  localStorage.setItem('accessToken', 'x.y.z');
  localStorage.setItem('userId', '9');
  localStorage.setItem('isoCode', 'en');
  const changes: AppEventMap['auth:changed'][] = [];
  const offChanged = on('auth:changed', (c) => changes.push(c));
  renderAt('/');
  offChanged();
  expect(sessionStore.getState()).toMatchObject({ isLoggedIn: true, userId: 9 });
  expect(changes).toEqual([{ loggedIn: true, userId: 9, reason: 'login' }]);
});

it('shared code navigates through the shell router', async () => {
  renderAt('/search');
  await act(async () => emit('app:navigate', { to: '/', replace: true }));
  expect(screen.getByLabelText('path')).toHaveTextContent(/^\/$/);
});
