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
import { reportComment } from './api/reportComment.ts';
import { blockUser } from '../../lib/api/blockUser.ts';
import { loadPostTexts } from '../../testing/texts.ts';
import { emit, on } from '@kfeed/platform/events';
import { outboxStore, type OutboxItem } from '@kfeed/platform/outbox/outbox';
import { ApiError } from '@kfeed/platform/httpClient';

jest.mock('./api/getCommentList.ts');
jest.mock('./api/insertComment.ts');
jest.mock('./api/deleteComment.ts');
jest.mock('./api/reportComment.ts');
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
  jest.mocked(reportComment).mockReset();
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

test('signed in from "Log in to write a comment": the comments are read again and the box has focus', async () => {
  jest.mocked(getCommentList).mockResolvedValue(commentItems(2, 1));
  const user = userEvent.setup();
  renderSection();
  await waitFor(() => expect(shownComments()).toHaveLength(2));
  await user.click(screen.getByRole('button', { name: 'Log in to write a comment' }));
  act(() => signInAsMember(9));
  const box = await screen.findByRole('textbox', { name: 'Write a comment' });
  await waitFor(() => expect(box).toHaveFocus());
  // The list is the member's now (their likes, what they reported): read again.
  await waitFor(() => expect(getCommentList).toHaveBeenCalledTimes(2));
});

test('a new comment reloads from page 1, replacing the list', async () => {
  signInAsMember(9);
  const mine = commentItem({ commentId: 50, userId: 9, userNickname: 'me', commentText: 'Nice!' });
  jest
    .mocked(getCommentList)
    .mockResolvedValueOnce(commentItems(2, 1))
    .mockResolvedValueOnce([...commentItems(2, 1), mine]);
  jest.mocked(insertComment).mockResolvedValue({ sent: true, answer: mine });
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
  // The writer stays in the box for the next comment.
  expect(screen.getByRole('textbox', { name: 'Write a comment' })).toHaveFocus();
});

test('a comment made without a connection shows as waiting, then the list reloads once sent', async () => {
  signInAsMember(9);
  const mine = commentItem({ commentId: 51, userId: 9, userNickname: 'me', commentText: 'Later!' });
  jest
    .mocked(getCommentList)
    .mockResolvedValueOnce(commentItems(2, 1))
    .mockResolvedValueOnce([...commentItems(2, 1), mine]);
  const waiting: OutboxItem = {
    key: 'k-1',
    userId: 9,
    kind: 'comment',
    method: 'POST',
    url: '/api/comment/insertComment',
    body: { json: { feedId: 12, commentText: 'Later!', isoCode: 'en' } },
    feedId: 12,
    parentCommentId: null,
    text: 'Later!',
    queuedAt: 0,
  };
  // The outbox kept it (platform outbox.test.ts covers how); the screen shows what it holds.
  jest.mocked(insertComment).mockImplementation(async () => {
    outboxStore.setState({ items: [waiting] });
    return { sent: false, item: waiting };
  });
  const user = userEvent.setup();
  renderSection();
  await waitFor(() => expect(shownComments()).toHaveLength(2));

  await user.type(screen.getByRole('textbox', { name: 'Write a comment' }), 'Later!');
  await user.click(screen.getByRole('button', { name: 'Post comment' }));

  const pending = await screen.findByTestId('pending-comments');
  expect(within(pending).getByText('Later!')).toBeInTheDocument();
  expect(within(pending).getByText(/Waiting for a connection/)).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Write a comment' })).toHaveValue('');
  expect(dialogs.alerts).toEqual([]);

  act(() => {
    outboxStore.setState({ items: [] });
    emit('outbox:sent', {
      kind: 'comment',
      feedId: 12,
      commentId: null,
      parentCommentId: null,
      answer: mine,
    });
  });
  await waitFor(() =>
    expect(shownComments()).toEqual(['Comment by user1', 'Comment by user2', 'Comment by me']),
  );
  expect(screen.queryByTestId('pending-comments')).not.toBeInTheDocument();
  expect(onCommentsChanged).toHaveBeenCalled();
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

test('deleting a comment with replies says how many go with it, as a destructive question', async () => {
  signInAsMember(9);
  const mine = commentItem({ commentId: 61, userId: 9, userNickname: 'me', childCommentCount: 2 });
  jest.mocked(getCommentList).mockResolvedValueOnce([mine]).mockResolvedValueOnce([]);
  jest.mocked(deleteComment).mockResolvedValue({ commentId: 61, deletedCount: 3 });
  const asked: { destructive?: boolean }[] = [];
  const off = on('ui:confirm', (request) => asked.push(request));
  const user = userEvent.setup();
  renderSection();
  const item = await screen.findByRole('article', { name: 'Comment by me' });
  await user.click(within(item).getByRole('button', { name: "Options for me's comment" }));
  await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
  await waitFor(() => expect(deleteComment).toHaveBeenCalledWith({ commentId: 61 }));
  off();
  expect(dialogs.confirms).toEqual(['Delete this comment and its 2 replies?']);
  expect(asked[0]?.destructive).toBe(true);
});

test('blocking a comment author confirms, says so in a toast, tells the app, and reloads the comments', async () => {
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
  expect(dialogs.toasts).toEqual(['Anna has been blocked.']);
  expect(dialogs.alerts).toEqual([]);
  expect(changes).toEqual([{ feedId: 12, change: 'author-blocked', userId: 4 }]);
  off();
});

/** Open a comment's menu, choose Report and give a reason in the report dialog. */
async function reportWithReason(user: ReturnType<typeof userEvent.setup>, nickname: string) {
  const item = await screen.findByRole('article', { name: `Comment by ${nickname}` });
  await user.click(within(item).getByRole('button', { name: `Options for ${nickname}'s comment` }));
  await user.click(screen.getByRole('menuitem', { name: 'Report' }));
  const dialog = screen.getByRole('dialog', { name: 'Report this comment' });
  await user.click(within(dialog).getByRole('radio', { name: 'Spam' }));
  await user.type(
    within(dialog).getByRole('textbox', { name: 'Tell the moderators more (optional)' }),
    'Same link in every post',
  );
  await user.click(within(dialog).getByRole('button', { name: 'Report' }));
}

test('reporting a comment with a reason thanks the reader in a toast and reloads the comments without it', async () => {
  signInAsMember(9);
  const theirs = commentItem({ commentId: 80, userId: 4, userNickname: 'Anna' });
  jest.mocked(getCommentList).mockResolvedValueOnce([theirs]).mockResolvedValueOnce([]);
  jest.mocked(reportComment).mockResolvedValue({ commentId: 80 });
  const user = userEvent.setup();
  renderSection();
  await reportWithReason(user, 'Anna');
  await waitFor(() => expect(shownComments()).toEqual([]));
  expect(reportComment).toHaveBeenCalledWith({
    commentId: 80,
    reasonCode: 'SPAM',
    reasonText: 'Same link in every post',
  });
  expect(dialogs.confirms).toEqual([]);
  expect(dialogs.toasts).toEqual(['Thank you. Your report has been received.']);
  expect(dialogs.alerts).toEqual([]);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('a comment reported before: the already-reported notice, and the list stays', async () => {
  signInAsMember(9);
  const theirs = commentItem({ commentId: 81, userId: 4, userNickname: 'Anna' });
  jest.mocked(getCommentList).mockResolvedValue([theirs]);
  jest.mocked(reportComment).mockRejectedValue(new ApiError('Already reported', 'REPORT-001', 409));
  const user = userEvent.setup();
  renderSection();
  await reportWithReason(user, 'Anna');
  await waitFor(() => expect(dialogs.alerts).toEqual(['You have already reported this comment.']));
  expect(dialogs.toasts).toEqual([]);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(getCommentList).toHaveBeenCalledTimes(1);
  expect(shownComments()).toEqual(['Comment by Anna']);
});
