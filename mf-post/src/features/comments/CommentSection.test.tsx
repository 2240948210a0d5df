import { TestIntersectionObserver } from '@kfeed/kit/testing/intersectionObserver';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { commentItem, commentItems } from '@kfeed/kit/testing/commentItem';
import { answerDialogs, type DialogLog } from '@kfeed/kit/testing/dialogs';
import { renderAt } from '@kfeed/kit/testing/render';
import { signInAsMember, signOut } from '@kfeed/kit/testing/session';
import { CommentSection } from './CommentSection.tsx';
import { getCommentList } from './api/getCommentList.ts';
import { insertComment } from './api/insertComment.ts';
import { deleteComment } from './api/deleteComment.ts';
import { blockUser } from '../../lib/api/blockUser.ts';
import { loadPostTexts } from '../../testing/texts.ts';
import { on } from '@kfeed/platform/events';

jest.mock('./api/getCommentList.ts');
jest.mock('./api/insertComment.ts');
jest.mock('./api/deleteComment.ts');
jest.mock('../../lib/api/blockUser.ts');

const onCommentsChanged = jest.fn();
const onLoginRequest = jest.fn();
let dialogs: DialogLog;

function renderSection(search = '') {
  return renderAt(
    <CommentSection
      feedId={12}
      isoCode="en"
      commentCount={13}
      query={{}}
      onCommentsChanged={onCommentsChanged}
      onLoginRequest={onLoginRequest}
    />,
    { path: `/feed/12${search}`, route: '/feed/:feedId' },
  );
}

const shownComments = () =>
  screen.queryAllByRole('article').map((a) => a.getAttribute('aria-label'));

beforeAll(async () => {
  await loadPostTexts('en');
  TestIntersectionObserver.install();
});
beforeEach(() => {
  signOut();
  jest.mocked(getCommentList).mockReset();
  jest.mocked(insertComment).mockReset();
  onCommentsChanged.mockReset();
  dialogs = answerDialogs(true);
});
afterEach(() => dialogs.stop());

test('page 1 shows, reaching the end appends page 2, and a short page ends the list', async () => {
  const page1 = commentItems(10, 1);
  const page2 = commentItems(3, 11);
  jest.mocked(getCommentList).mockImplementation(async ({ page }) => (page === 1 ? page1 : page2));
  renderSection();

  await waitFor(() => expect(shownComments()).toHaveLength(10));
  expect(getCommentList).toHaveBeenCalledWith({ feedId: 12, isoCode: 'en', page: 1 });

  act(() => TestIntersectionObserver.intersectAll());
  await waitFor(() => expect(shownComments()).toHaveLength(13));
  expect(shownComments()[0]).toBe('Comment by user1');
  expect(shownComments()[12]).toBe('Comment by user13');
  expect(getCommentList).toHaveBeenLastCalledWith({ feedId: 12, isoCode: 'en', page: 2 });

  act(() => TestIntersectionObserver.intersectAll());
  expect(getCommentList).toHaveBeenCalledTimes(2);
});

test('a full page 2 keeps the list open for page 3', async () => {
  jest.mocked(getCommentList).mockImplementation(async ({ page }) => commentItems(10, page * 100));
  renderSection();
  await waitFor(() => expect(shownComments()).toHaveLength(10));
  act(() => TestIntersectionObserver.intersectAll());
  await waitFor(() => expect(shownComments()).toHaveLength(20));
  act(() => TestIntersectionObserver.intersectAll());
  await waitFor(() => expect(shownComments()).toHaveLength(30));
  expect(getCommentList).toHaveBeenCalledTimes(3);
});

test('an empty post says there are no comments; a visitor is offered to log in instead of a box', async () => {
  jest.mocked(getCommentList).mockResolvedValue([]);
  const user = userEvent.setup();
  renderSection();
  expect(await screen.findByText(/No comments yet/)).toBeInTheDocument();
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Log in to write a comment' }));
  expect(onLoginRequest).toHaveBeenCalled();
});

test('a new comment reloads from page 1, replacing the list', async () => {
  signInAsMember(9);
  const mine = commentItem({ commentId: 50, userId: 9, userNickname: 'me', commentText: 'Nice!' });
  jest
    .mocked(getCommentList)
    .mockResolvedValueOnce(commentItems(2, 1))
    .mockResolvedValueOnce([...commentItems(2, 1), mine]);
  jest.mocked(insertComment).mockResolvedValue(mine);
  const user = userEvent.setup();
  renderSection();
  await waitFor(() => expect(shownComments()).toHaveLength(2));

  await user.type(screen.getByRole('textbox', { name: 'Write a comment' }), 'Nice!');
  await user.click(screen.getByRole('button', { name: 'Post comment' }));

  await waitFor(() =>
    expect(shownComments()).toEqual(['Comment by user1', 'Comment by user2', 'Comment by me']),
  );
  expect(insertComment).toHaveBeenCalledWith({ feedId: 12, commentText: 'Nice!', isoCode: 'en' });
  expect(getCommentList).toHaveBeenLastCalledWith({ feedId: 12, isoCode: 'en', page: 1 });
  expect(onCommentsChanged).toHaveBeenCalled();
  expect(screen.getByRole('textbox', { name: 'Write a comment' })).toHaveValue('');
});

test('the owner deletes their comment after confirming; the list reloads', async () => {
  signInAsMember(9);
  const mine = commentItem({ commentId: 60, userId: 9, userNickname: 'me' });
  jest.mocked(getCommentList).mockResolvedValueOnce([mine]).mockResolvedValueOnce([]);
  jest.mocked(deleteComment).mockResolvedValue({ commentId: 60, deletedCount: 1 });
  const user = userEvent.setup();
  renderSection();
  const item = await screen.findByRole('article', { name: 'Comment by me' });
  await user.click(within(item).getByRole('button', { name: "Options for me's comment" }));
  await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
  await waitFor(() => expect(deleteComment).toHaveBeenCalledWith({ commentId: 60 }));
  expect(dialogs.confirms).toEqual(['Delete this comment?']);
  await waitFor(() => expect(shownComments()).toEqual([]));
});

test('blocking a comment author confirms, tells the app, and reloads the comments', async () => {
  signInAsMember(9);
  const theirs = commentItem({ commentId: 70, userId: 4, userNickname: 'Anna' });
  jest.mocked(getCommentList).mockResolvedValueOnce([theirs]).mockResolvedValueOnce([]);
  jest.mocked(blockUser).mockResolvedValue(null);
  const changes: unknown[] = [];
  const off = on('feed:changed', (detail) => changes.push(detail));
  const user = userEvent.setup();
  renderSection();
  const item = await screen.findByRole('article', { name: 'Comment by Anna' });
  await user.click(within(item).getByRole('button', { name: "Options for Anna's comment" }));
  await user.click(screen.getByRole('menuitem', { name: 'Block this user' }));
  await waitFor(() => expect(shownComments()).toEqual([]));
  expect(blockUser).toHaveBeenCalledWith(4);
  expect(dialogs.confirms[0]).toMatch(/^Block Anna\?/);
  expect(dialogs.alerts).toEqual(['Anna has been blocked.']);
  expect(changes).toEqual([{ feedId: 12, change: 'author-blocked', userId: 4 }]);
  off();
});
