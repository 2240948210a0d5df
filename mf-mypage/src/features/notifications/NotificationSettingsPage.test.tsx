import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NotificationSettings } from '@kfeed/contracts/notification';
import { renderAt } from '@kfeed/kit/testing/render';
import { signInAsMember, signOut } from '@kfeed/kit/testing/session';
import { loadMyPageTexts } from '../../testing/texts.ts';
import { getNotificationSettings, updateNotificationSettings } from './api/notifications.ts';
import { NotificationSettingsPage } from './NotificationSettingsPage.tsx';

jest.mock('./api/notifications.ts');

const load = jest.mocked(getNotificationSettings);
const save = jest.mocked(updateNotificationSettings);

const ALL_ON: NotificationSettings = {
  COMMENT: 'Y',
  REPLY: 'Y',
  FEED_LIKE: 'Y',
  COMMENT_LIKE: 'Y',
  NOTICE: 'Y',
  MODERATION: 'Y',
  REPORT_RESULT: 'Y',
};

const renderSettings = () =>
  renderAt(<NotificationSettingsPage />, { path: '/notifications/settings' });

beforeAll(() => loadMyPageTexts('en'));
beforeEach(() => {
  jest.resetAllMocks();
  signInAsMember(9);
});
afterEach(() => signOut());

test('seven labelled switches, one per type, showing what is on', async () => {
  load.mockResolvedValue({ ...ALL_ON, FEED_LIKE: 'N' });
  renderSettings();
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Notification settings' }),
  ).toBeVisible();
  await screen.findByRole('switch', { name: 'Comments' });
  // The types' switches; this device's is DevicePushSwitch.test.tsx's.
  const switches = screen
    .getAllByRole('switch')
    .filter((s) => s.getAttribute('data-testid')?.startsWith('notification-setting-'));
  expect(switches.map((s) => s.getAttribute('aria-labelledby') && s)).toHaveLength(7);
  expect(
    switches.map((s) => [s.getAttribute('data-testid'), (s as HTMLInputElement).checked]),
  ).toEqual([
    ['notification-setting-COMMENT', true],
    ['notification-setting-REPLY', true],
    ['notification-setting-FEED_LIKE', false],
    ['notification-setting-COMMENT_LIKE', true],
    ['notification-setting-NOTICE', true],
    ['notification-setting-MODERATION', true],
    ['notification-setting-REPORT_RESULT', true],
  ]);
  const comments = screen.getByRole('switch', { name: 'Comments' });
  expect(comments).toHaveAccessibleDescription('When someone comments on your post');
  for (const name of [
    'Replies',
    'Likes on posts',
    'Likes on comments',
    'Notices',
    'Moderation',
    'Report results',
  ])
    expect(screen.getByRole('switch', { name })).toBeInTheDocument();
  expect(screen.getByRole('switch', { name: 'Moderation' })).toHaveAccessibleDescription(
    'When a moderator warns you, removes something you posted or suspends your account',
  );
  expect(screen.getByRole('switch', { name: 'Report results' })).toHaveAccessibleDescription(
    'When a report you made has been reviewed',
  );
});

test('a switch is saved as soon as it is flipped, by keyboard too', async () => {
  load.mockResolvedValue(ALL_ON);
  save.mockImplementation(async (update) => ({ ...ALL_ON, ...update }));
  const user = userEvent.setup();
  renderSettings();
  const comments = await screen.findByRole('switch', { name: 'Comments' });
  await user.click(comments);
  expect(save).toHaveBeenLastCalledWith({ COMMENT: 'N' });
  expect(comments).not.toBeChecked();
  expect(await screen.findByText('Saved.')).toHaveAttribute('role', 'status');

  const notices = screen.getByRole('switch', { name: 'Notices' });
  notices.focus();
  await user.keyboard(' ');
  expect(save).toHaveBeenLastCalledWith({ NOTICE: 'N' });
  await waitFor(() => expect(notices).not.toBeChecked());
  await user.keyboard(' ');
  expect(save).toHaveBeenLastCalledWith({ NOTICE: 'Y' });
  await waitFor(() => expect(notices).toBeChecked());
});

test('a failed save puts the switch back and says so', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  load.mockResolvedValue(ALL_ON);
  save.mockRejectedValue(new Error('offline'));
  const user = userEvent.setup();
  renderSettings();
  const replies = await screen.findByRole('switch', { name: 'Replies' });
  await user.click(replies);
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Your change could not be saved. Please try again.',
  );
  expect(replies).toBeChecked();
});

test('settings that cannot be loaded offer a retry', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  load.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(ALL_ON);
  const user = userEvent.setup();
  renderSettings();
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Your notification settings could not be loaded.',
  );
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('switch', { name: 'Comments' })).toBeInTheDocument();
  // The types' seven, and this device's.
  expect(screen.getAllByRole('switch')).toHaveLength(8);
});
