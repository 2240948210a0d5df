import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { on, type AppEventMap } from '@kfeed/platform/events';
import { i18n } from '@kfeed/platform/i18n/i18n';
import { clearSession, sessionStore } from '@kfeed/platform/sessionStore';
import type { LoginDialogProps } from '@kfeed/platform/remote';
import { loadEnglishTexts } from '../testing/i18n.ts';
import { getLoginVerificationNumber } from '../features/login/getLoginVerificationNumber.ts';
import { login } from '../features/login/login.ts';
import { App } from './App.tsx';

jest.mock('../features/login/getLoginVerificationNumber.ts');
jest.mock('../features/login/login.ts');

beforeAll(loadEnglishTexts);
afterEach(async () => {
  clearSession();
  await i18n.changeLanguage('en');
});

function Where() {
  return <output aria-label="path">{useLocation().pathname}</output>;
}

function renderApp(request: LoginDialogProps['loginRequest'], path = '/search') {
  const onLoginClosed = jest.fn();
  const view = (req: LoginDialogProps['loginRequest']) => (
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              <App loginRequest={req} onLoginClosed={onLoginClosed} />
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>
  );
  const result = render(view(request));
  return {
    onLoginClosed,
    rerender: (req: LoginDialogProps['loginRequest']) => result.rerender(view(req)),
  };
}

it('shows nothing without a request', () => {
  renderApp(null);
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('a route guard opens the e-mail login; a member-only action offers the choice', () => {
  const { rerender } = renderApp({ reason: 'guard', target: '/feed/write', seq: 1 });
  expect(screen.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  rerender({ reason: 'action', seq: 2 });
  expect(screen.getByRole('dialog', { name: 'Join KFeed' })).toBeVisible();
});

it('closing tells the shell, and the next opening starts afresh', async () => {
  const user = userEvent.setup();
  const { onLoginClosed, rerender } = renderApp({ reason: 'path', seq: 1 });
  await user.click(screen.getByRole('button', { name: 'Sign up' }));
  expect(screen.getByRole('dialog', { name: 'Sign up' })).toBeVisible();
  await user.click(screen.getByRole('checkbox', { name: 'Agree to all' }));
  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect(onLoginClosed).toHaveBeenCalledTimes(1);
  rerender(null);
  rerender({ reason: 'path', seq: 2 });
  await user.click(screen.getByRole('button', { name: 'Sign up' }));
  expect(screen.getByRole('checkbox', { name: 'Agree to all' })).not.toBeChecked();
});

async function signInThroughDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Log in with e-mail' }));
  await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'yuki@kfeed.example');
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  await screen.findAllByRole('textbox', { name: /digit/i });
  await user.keyboard('123456{Enter}');
}

it('a sign-in from an action stores the session, sets the language and stays on the screen', async () => {
  const user = userEvent.setup();
  jest.mocked(getLoginVerificationNumber).mockResolvedValue(null);
  jest.mocked(login).mockResolvedValue({ accessToken: 'a.b.c', userId: 5, isoCode: 'ja' });
  const changes: AppEventMap['auth:changed'][] = [];
  const off = on('auth:changed', (c) => changes.push(c));
  const { onLoginClosed } = renderApp({ reason: 'action', seq: 1 }, '/feed/12');
  await signInThroughDialog(user);
  off();
  expect(onLoginClosed).toHaveBeenCalledTimes(1);
  expect(sessionStore.getState()).toMatchObject({ isLoggedIn: true, userId: 5, isoCode: 'ja' });
  expect(localStorage.getItem('accessToken')).toBe('a.b.c');
  expect(changes).toEqual([{ loggedIn: true, userId: 5, reason: 'login' }]);
  expect(i18n.language).toBe('ja');
  // The post the member signed in on is where they stay.
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.getByLabelText('path')).toHaveTextContent(/^\/feed\/12$/);
});

it('a sign-in asked by a guarded route goes on to that route', async () => {
  const user = userEvent.setup();
  jest.mocked(getLoginVerificationNumber).mockResolvedValue(null);
  jest.mocked(login).mockResolvedValue({ accessToken: 'a.b.c', userId: 5, isoCode: 'en' });
  renderApp({ reason: 'guard', target: '/myPage/myFeedList', seq: 1 }, '/search');
  await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'yuki@kfeed.example');
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  await screen.findAllByRole('textbox', { name: /digit/i });
  await user.keyboard('123456{Enter}');
  await waitFor(() =>
    expect(screen.getByLabelText('path')).toHaveTextContent(/^\/myPage\/myFeedList$/),
  );
});

it('a sign-in from the /login path goes home, as the spec says', async () => {
  const user = userEvent.setup();
  jest.mocked(getLoginVerificationNumber).mockResolvedValue(null);
  jest.mocked(login).mockResolvedValue({ accessToken: 'a.b.c', userId: 5, isoCode: 'en' });
  renderApp({ reason: 'path', seq: 1 }, '/login');
  await signInThroughDialog(user);
  // The router applies a navigation as a transition.
  await waitFor(() => expect(screen.getByLabelText('path')).toHaveTextContent(/^\/$/));
});
