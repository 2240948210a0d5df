import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerDialogs } from '@kfeed/kit/testing/dialogs';
import type { BlockedUser, BlockedUserListData } from '@kfeed/contracts/user';
import { renderAt } from '@kfeed/kit/testing/render';
import { signInAsMember, signOut } from '@kfeed/kit/testing/session';
import { getBlockedUserList, unblockUser } from './api/blockedUsers.ts';
import { BlockedUserList } from './BlockedUserList.tsx';
import { loadMyPageTexts } from '../../testing/texts.ts';

jest.mock('./api/blockedUsers.ts');

/** A server with `count` blocked users, newest first, paged by 10. */
function serverWith(count: number) {
  let users: BlockedUser[] = Array.from({ length: count }, (_, i) => ({
    userId: 100 + i,
    userNickname: `user${i + 1}`,
    userProfileImageUrl: null,
  }));
  jest.mocked(getBlockedUserList).mockImplementation(async (page): Promise<BlockedUserListData> => {
    const slice = users.slice((page - 1) * 10, page * 10);
    const totalPages = Math.ceil(users.length / 10);
    return {
      blockedUserList: slice,
      pagination: {
        currentPage: page,
        totalPages,
        totalElements: users.length,
        last: page >= totalPages,
        first: page === 1,
        numberOfElements: slice.length,
      },
    };
  });
  jest.mocked(unblockUser).mockImplementation(async (userId) => {
    users = users.filter((u) => u.userId !== userId);
  });
}

const standIns: { stop: () => void }[] = [];
const answer = (confirm = true) => {
  const log = answerDialogs(confirm);
  standIns.push(log);
  return log;
};

beforeAll(() => loadMyPageTexts());
beforeEach(() => {
  jest.mocked(getBlockedUserList).mockReset();
  jest.mocked(unblockUser).mockReset();
  signInAsMember(7);
});
afterEach(() => {
  for (const log of standIns.splice(0)) log.stop();
  signOut();
});

const list = () => screen.getByRole('list', { name: 'Blocked users' });
const names = () =>
  within(list())
    .getAllByRole('listitem')
    .map((li) => li.textContent);

test('ten a page with page buttons; another page is loaded when chosen', async () => {
  serverWith(23);
  renderAt(<BlockedUserList />, { path: '/myPage/blockedUserList' });
  await waitFor(() => expect(names()).toHaveLength(10));
  const pages = screen.getByRole('navigation', { name: 'Pages of blocked users' });
  expect(within(pages).getAllByRole('button', { name: /^Page / })).toHaveLength(3);
  await userEvent.click(within(pages).getByRole('button', { name: 'Page 3' }));
  await waitFor(() => expect(names()).toHaveLength(3));
  expect(getBlockedUserList).toHaveBeenLastCalledWith(3);
});

test('unblock: confirm, the call, a success toast, the user gone', async () => {
  serverWith(3);
  const dialogs = answer(true);
  renderAt(<BlockedUserList />, { path: '/myPage/blockedUserList' });
  await userEvent.click(await screen.findByRole('button', { name: 'Unblock user2' }));
  await waitFor(() => expect(names()).toHaveLength(2));
  expect(unblockUser).toHaveBeenCalledWith(101);
  expect(dialogs.confirms).toEqual(['Unblock user2? You will see their posts and comments again.']);
  expect(dialogs.toasts).toEqual(['user2 has been unblocked.']);
  expect(dialogs.alerts).toEqual([]);
  expect(list()).not.toHaveTextContent('user2');
});

test('declining the confirmation keeps the block', async () => {
  serverWith(1);
  answer(false);
  renderAt(<BlockedUserList />, { path: '/myPage/blockedUserList' });
  await userEvent.click(await screen.findByRole('button', { name: 'Unblock user1' }));
  await waitFor(() => expect(unblockUser).not.toHaveBeenCalled());
  expect(names()).toHaveLength(1);
});

test('when the last user of a page is unblocked, the previous page shows', async () => {
  serverWith(11);
  answer(true);
  renderAt(<BlockedUserList />, { path: '/myPage/blockedUserList' });
  await waitFor(() => expect(names()).toHaveLength(10));
  await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Unblock user11' }));
  await waitFor(() => expect(names()).toHaveLength(10));
  expect(getBlockedUserList).toHaveBeenLastCalledWith(1);
  expect(screen.queryByRole('navigation', { name: 'Pages of blocked users' })).toBeNull();
});

test('the last blocked user unblocked: the empty text', async () => {
  serverWith(1);
  answer(true);
  renderAt(<BlockedUserList />, { path: '/myPage/blockedUserList' });
  await userEvent.click(await screen.findByRole('button', { name: 'Unblock user1' }));
  expect(await screen.findByText('No blocked users')).toBeInTheDocument();
});

test('a failed unblock says so in an Error modal and keeps the user', async () => {
  serverWith(2);
  jest.mocked(unblockUser).mockRejectedValue(new Error('Network Error'));
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const dialogs = answer(true);
  renderAt(<BlockedUserList />, { path: '/myPage/blockedUserList' });
  await userEvent.click(await screen.findByRole('button', { name: 'Unblock user1' }));
  await waitFor(() =>
    expect(dialogs.alerts).toEqual(['The user could not be unblocked. Please try again.']),
  );
  expect(dialogs.titles).toEqual(['Error']);
  expect(dialogs.toasts).toEqual([]);
  expect(names()).toHaveLength(2);
});

test('a failed load says so in a modal and offers a retry', async () => {
  serverWith(2);
  jest.mocked(getBlockedUserList).mockRejectedValueOnce(new Error('Network Error'));
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const dialogs = answer(true);
  renderAt(<BlockedUserList />, { path: '/myPage/blockedUserList' });
  await waitFor(() =>
    expect(dialogs.alerts).toEqual(['The list of blocked users could not be loaded.']),
  );
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  await waitFor(() => expect(names()).toHaveLength(2));
});
