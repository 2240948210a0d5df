import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminUser } from '@kfeed/contracts/moderation';
import { adminRoutes } from '@kfeed/contracts/routes/admin';
import { renderAt } from '@kfeed/kit/testing/render';
import { signOut } from '@kfeed/kit/testing/session';
import { fakeApi, Refusal, type FakeApi } from '../../testing/fakeApi.ts';
import { signInAsAdmin, signInAsModerator } from '../../testing/session.ts';
import { loadAdminTexts } from '../../testing/texts.ts';
import { MemberAdmin } from './MemberAdmin.tsx';

const users: AdminUser[] = [
  {
    userId: 5,
    userNickname: 'KFeed',
    userEmail: 'kfeed.official@kfeed.example',
    userProfileImageUrl: null,
    isOfficial: 'Y',
    roles: ['ROLE_ADMIN'],
    suspension: null,
  },
  {
    userId: 8,
    userNickname: 'kfeed_fan',
    userEmail: 'fan@kfeed.example',
    userProfileImageUrl: null,
    isOfficial: 'N',
    roles: [],
    suspension: { until: null },
  },
];

let api: FakeApi;
beforeAll(() => loadAdminTexts('en'));
beforeEach(() => {
  signInAsAdmin(1);
  api = fakeApi();
  api.answer(adminRoutes.findUser, () => ({ userList: users }));
  api.answer(adminRoutes.setOfficial, ({ userId, isOfficial }) => ({ userId, isOfficial }));
});
afterEach(() => {
  jest.restoreAllMocks();
  api.restore();
  signOut();
});

const renderMembers = () =>
  renderAt(<MemberAdmin />, { path: '/admin/members', route: '/admin/members' });
const box = () => screen.getByRole('searchbox', { name: 'Nickname or e-mail address' });

test('searches from two characters and shows badge, roles and suspension', async () => {
  renderMembers();
  expect(screen.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible();
  await userEvent.type(box(), ' k {Enter}');
  expect(box()).toHaveAccessibleDescription('Type at least 2 characters.');
  expect(api.seen).toEqual([]);

  await userEvent.type(box(), 'feed{Enter}');
  const list = await screen.findByRole('list', { name: 'Members found' });
  expect(api.sentTo(adminRoutes.findUser)[0]?.params).toEqual({ query: 'k feed' });
  const [official, fan] = within(list).getAllByRole('listitem');
  expect(within(official!).getByText('Official account')).toBeVisible();
  expect(within(official!).getByRole('img', { name: 'Verified account' })).toBeInTheDocument();
  expect(within(official!).getByText('Roles: Admin')).toBeVisible();
  expect(within(fan!).getByText('Not official')).toBeVisible();
  expect(within(fan!).getByText('Roles: Member')).toBeVisible();
  expect(within(fan!).getByText('Suspended permanently')).toBeVisible();
  expect(within(fan!).getByText('fan@kfeed.example')).toBeVisible();
});

test('marking official asks for a note and sends it; the row then says so', async () => {
  renderMembers();
  await userEvent.type(box(), 'kfeed{Enter}');
  await screen.findByRole('list', { name: 'Members found' });
  await userEvent.click(screen.getByRole('button', { name: 'Mark official: kfeed_fan' }));
  const dialog = screen.getByRole('dialog', { name: 'Mark kfeed_fan as an official account?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Mark official' }));
  expect(within(dialog).getByRole('textbox')).toHaveAccessibleDescription(
    /Write a note: every action is recorded with its reason\./,
  );
  expect(api.sentTo(adminRoutes.setOfficial)).toEqual([]);
  await userEvent.type(within(dialog).getByRole('textbox'), 'Verified the embassy account');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Mark official' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(api.sentTo(adminRoutes.setOfficial).map((r) => r.body)).toEqual([
    { userId: 8, isOfficial: 'Y', note: 'Verified the embassy account' },
  ]);
  expect(screen.getByRole('button', { name: 'Unmark official: kfeed_fan' })).toBeVisible();
  expect(screen.getByText('kfeed_fan is now an official account.')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Unmark official: KFeed' }));
  const unmark = screen.getByRole('dialog', { name: 'Remove the official mark from KFeed?' });
  await userEvent.type(within(unmark).getByRole('textbox'), 'Test account');
  await userEvent.click(within(unmark).getByRole('button', { name: 'Unmark official' }));
  await waitFor(() =>
    expect(api.sentTo(adminRoutes.setOfficial).at(-1)?.body).toEqual({
      userId: 5,
      isOfficial: 'N',
      note: 'Test account',
    }),
  );
});

test('nothing found, and a moderator or a refused admin sees admins only', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  api.answer(adminRoutes.findUser, () => ({ userList: [] }));
  const { unmount } = renderMembers();
  await userEvent.type(box(), 'nobody{Enter}');
  expect(await screen.findByText('No member matches "nobody".')).toBeVisible();

  api.answer(adminRoutes.findUser, () => new Refusal(403, 'ADMIN-001', 'Admins only.'));
  await userEvent.clear(box());
  await userEvent.type(box(), 'someone{Enter}');
  expect(await screen.findByText('Admins only')).toBeVisible();
  unmount();

  signInAsModerator(2);
  renderMembers();
  expect(screen.getByText('Admins only')).toBeVisible();
  expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
});
