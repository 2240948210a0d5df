import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { on } from '@kfeed/platform/events';
import { logout } from '@kfeed/platform/logout';
import { onAuthSync } from '@kfeed/platform/authChannel';
import { sessionStore } from '@kfeed/platform/sessionStore';
import { answerDialogs } from '@kfeed/kit/testing/dialogs';
import type { UserInfo } from '@kfeed/contracts/user';
import { renderAt } from '@kfeed/kit/testing/render';
import { signInAsMember, signOut } from '@kfeed/kit/testing/session';
import { getUserInfo } from '../../lib/api/getUserInfo.ts';
import { deleteUser } from './api/deleteUser.ts';
import { getReadLanguages } from '../../lib/api/readLanguages.ts';
import { MyPage } from './MyPage.tsx';
import { loadMyPageTexts } from '../../testing/texts.ts';

jest.mock('@kfeed/platform/logout');
jest.mock('../../lib/api/getUserInfo.ts');
jest.mock('./api/deleteUser.ts');
jest.mock('../../lib/api/readLanguages.ts');

const me: UserInfo = {
  userId: 7,
  userEmail: 'minh@kfeed.example',
  userNickname: 'Minh',
  userNationId: 5,
  userLanguageId: 3,
  userSelfIntroduce: null,
  userProfileImageUrl: null,
  userNationCode: 'VN',
  userIsOfficial: 'Y',
};

beforeAll(() => loadMyPageTexts());
beforeEach(() => {
  jest.mocked(getUserInfo).mockReset().mockResolvedValue(me);
  jest.mocked(deleteUser).mockReset().mockResolvedValue();
  jest.mocked(getReadLanguages).mockReset().mockResolvedValue({ readLanguages: [], chosen: false });
  jest.mocked(logout).mockReset().mockResolvedValue();
  signOut();
});

const menuLinks = () =>
  screen
    .getAllByRole('link')
    .filter((link) => link.closest('nav'))
    .map((link) => link.textContent);

test('a visitor sees the public menu and a login button that opens the login dialog', async () => {
  const requests: unknown[] = [];
  const off = on('auth:open-login', (detail) => requests.push(detail));
  renderAt(<MyPage />, { path: '/myPage' });
  expect(menuLinks()).toEqual(['Notices›', 'Terms of service›', 'Privacy policy›']);
  expect(screen.queryByRole('button', { name: 'Log out' })).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
  expect(requests).toEqual([{ reason: 'action' }]);
  off();
});

test('a member sees their nickname with the badge, the edit link and the whole menu', async () => {
  signInAsMember(7);
  renderAt(<MyPage />, { path: '/myPage' });
  expect(await screen.findByText('Minh')).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Verified account' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Edit profile' })).toHaveAttribute(
    'href',
    '/myPage/update',
  );
  expect(menuLinks()).toEqual([
    'Notifications›',
    'Liked posts›',
    'My posts›',
    'Blocked users›',
    'Notices›',
    'Terms of service›',
    'Privacy policy›',
  ]);
});

test('the business information opens and closes', async () => {
  renderAt(<MyPage />, { path: '/myPage' });
  const summary = screen.getByText('Business information');
  const details = summary.closest('details')!;
  expect(details.open).toBe(false);
  await userEvent.click(summary);
  expect(details.open).toBe(true);
  expect(screen.getByText('Business registration number')).toBeVisible();
});

test('logout asks first, then uses the platform logout', async () => {
  signInAsMember(7);
  const declined = answerDialogs(false);
  renderAt(<MyPage />, { path: '/myPage' });
  await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
  await waitFor(() => expect(declined.confirms).toEqual(['Do you want to log out?']));
  expect(logout).not.toHaveBeenCalled();
  declined.stop();

  const accepted = answerDialogs(true);
  await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
  await waitFor(() => expect(logout).toHaveBeenCalledTimes(1));
  accepted.stop();
});

test('withdrawal: confirm (posts and comments stay), the call, a success notice, then a local logout, other tabs told, home', async () => {
  signInAsMember(7);
  const told: unknown[] = [];
  const offSync = onAuthSync((message) => told.push(message));
  const navigations: unknown[] = [];
  const offNavigate = on('app:navigate', (detail) => navigations.push(detail));
  const dialogs = answerDialogs(true);
  renderAt(<MyPage />, { path: '/myPage' });
  await userEvent.click(screen.getByRole('button', { name: 'Delete account' }));
  await waitFor(() => expect(sessionStore.getState().isLoggedIn).toBe(false));
  expect(dialogs.titles).toEqual(['Delete your account?']);
  expect(dialogs.confirms[0]).toContain('The posts and comments you wrote will not be deleted.');
  expect(deleteUser).toHaveBeenCalledWith(7);
  expect(dialogs.alerts).toEqual(['Your account has been deleted.']);
  expect(navigations).toEqual([{ to: '/', replace: true }]);
  expect(logout).not.toHaveBeenCalled();
  dialogs.stop();
  offSync();
  offNavigate();
});

test('a failed withdrawal says so under an Error title and keeps the session', async () => {
  signInAsMember(7);
  jest.mocked(deleteUser).mockRejectedValue(new Error('Network Error'));
  const dialogs = answerDialogs(true);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderAt(<MyPage />, { path: '/myPage' });
  await userEvent.click(screen.getByRole('button', { name: 'Delete account' }));
  await waitFor(() =>
    expect(dialogs.alerts).toEqual(['An error occurred while processing account deletion.']),
  );
  expect(dialogs.titles).toEqual(['Delete your account?', 'Error']);
  expect(sessionStore.getState().isLoggedIn).toBe(true);
  dialogs.stop();
});

describe('a suspended member', () => {
  const UNTIL = '2026-12-03T09:30:00Z';
  const untilInEnglish = new Intl.DateTimeFormat('en', {
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(new Date(UNTIL));

  test('is told until when, and what they can still do, politely', async () => {
    signInAsMember(7);
    jest.mocked(getUserInfo).mockResolvedValue({ ...me, suspension: { until: UNTIL } });
    renderAt(<MyPage />, { path: '/myPage' });
    const banner = await screen.findByTestId('suspension-banner');
    expect(banner).toHaveAttribute('role', 'status');
    expect(banner).toHaveTextContent(
      `Your account is suspended until ${untilInEnglish}.` +
        'You can read, but not post, comment, like or report.',
    );
    // The rest of my page stays as it is.
    expect(screen.getByText('Minh')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit profile' })).toBeInTheDocument();
  });

  test('for good: says it is permanent', async () => {
    signInAsMember(7);
    jest.mocked(getUserInfo).mockResolvedValue({ ...me, suspension: { until: null } });
    renderAt(<MyPage />, { path: '/myPage' });
    const banner = await screen.findByTestId('suspension-banner');
    expect(banner).toHaveAttribute('role', 'status');
    expect(banner).toHaveTextContent(
      'Your account is suspended permanently.You can read, but not post, comment, like or report.',
    );
  });

  test('no suspension (none, or null): no banner', async () => {
    signInAsMember(7);
    jest.mocked(getUserInfo).mockResolvedValue({ ...me, suspension: null });
    const { unmount } = renderAt(<MyPage />, { path: '/myPage' });
    expect(await screen.findByText('Minh')).toBeInTheDocument();
    expect(screen.queryByTestId('suspension-banner')).not.toBeInTheDocument();
    unmount();
    jest.mocked(getUserInfo).mockResolvedValue(me);
    renderAt(<MyPage />, { path: '/myPage' });
    expect(await screen.findByText('Minh')).toBeInTheDocument();
    expect(screen.queryByText(/suspended/)).not.toBeInTheDocument();
  });
});

test('visitors and members set this device’s text size here; it applies to the page at once', async () => {
  localStorage.removeItem('textSize');
  renderAt(<MyPage />, { path: '/myPage' });
  const group = screen.getByRole('group', { name: 'Text size' });
  expect(group).toHaveAccessibleDescription(
    'Makes the text larger on every screen, on this device.',
  );
  await userEvent.click(screen.getByRole('radio', { name: '200%' }));
  expect(document.documentElement).toHaveAttribute('data-text-size', '200');
  expect(localStorage.getItem('textSize')).toBe('200');
  await userEvent.click(screen.getByRole('radio', { name: '100%' }));
  expect(document.documentElement).not.toHaveAttribute('data-text-size');
});
