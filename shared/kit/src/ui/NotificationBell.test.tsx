import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emit } from '@kfeed/platform/events';
import { initI18n, i18n } from '@kfeed/platform/i18n/i18n';
import { fetchUnreadCount } from '@kfeed/platform/live/liveCalls';
import { resetUnreadCountForTests } from '@kfeed/platform/live/unreadCount';
import { loadKitTexts } from '@kfeed/kit/i18n/kitTexts';
import { renderAt } from '@kfeed/kit/testing/render';
import { signInAsMember, signOut } from '@kfeed/kit/testing/session';
import { NotificationBell } from './NotificationBell.tsx';

jest.mock('@kfeed/platform/live/liveCalls');
const unread = jest.mocked(fetchUnreadCount);

const renderBell = () =>
  renderAt(
    <header>
      <NotificationBell />
      <NotificationBell />
    </header>,
    { path: '/' },
  );
const bells = () => screen.queryAllByTestId('notification-bell');

beforeAll(async () => {
  await initI18n('en');
  await loadKitTexts();
  await i18n.changeLanguage('en');
});
beforeEach(() => {
  signOut();
  resetUnreadCountForTests();
  unread.mockReset().mockResolvedValue({ unreadCount: 3 });
});

test('a visitor has no bell and nothing is asked', () => {
  renderBell();
  expect(bells()).toHaveLength(0);
  expect(unread).not.toHaveBeenCalled();
});

test("a member's bell says the unread count in its name, asked once per page", async () => {
  signInAsMember(7);
  renderBell();
  const [bell] = await screen.findAllByRole('link', { name: 'Notifications, 3 unread' });
  expect(bell).toHaveAttribute('href', '/notifications');
  expect(bell).toHaveTextContent('3');
  expect(unread).toHaveBeenCalledTimes(1);
});

test('follows live:unread, and says a rise politely', async () => {
  signInAsMember(7);
  renderBell();
  await screen.findAllByRole('link', { name: 'Notifications, 3 unread' });
  const [status] = screen.getAllByRole('status');
  expect(status).toHaveAttribute('role', 'status');
  expect(status).toHaveTextContent('');

  act(() => emit('live:unread', { unreadCount: 4 }));
  expect(screen.getAllByRole('link', { name: 'Notifications, 4 unread' })).toHaveLength(2);
  expect(status).toHaveTextContent('You have 4 unread notifications');

  act(() => emit('live:unread', { unreadCount: 0 }));
  const [bell] = screen.getAllByRole('link', { name: 'Notifications' });
  expect(bell).toHaveTextContent('');
  // A fall (read elsewhere) is not announced again.
  expect(status).toHaveTextContent('You have 4 unread notifications');

  act(() => emit('live:unread', { unreadCount: 1 }));
  expect(status).toHaveTextContent('You have 1 unread notification');
});

test('a large count shows 99+ and the real number in the name', async () => {
  signInAsMember(7);
  unread.mockResolvedValue({ unreadCount: 120 });
  renderBell();
  const [bell] = await screen.findAllByRole('link', { name: 'Notifications, 120 unread' });
  expect(bell).toHaveTextContent('99+');
});

test('a failed count leaves a plain bell; tapping it opens the notifications', async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  signInAsMember(7);
  unread.mockRejectedValue(new Error('offline'));
  renderBell();
  await waitFor(() => expect(unread).toHaveBeenCalled());
  const [bell] = screen.getAllByRole('link', { name: 'Notifications' });
  await userEvent.click(bell!);
  expect(screen.getByTestId('location')).toHaveTextContent('/notifications');
});
