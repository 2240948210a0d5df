import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { commentItem, commentItems } from '@kfeed/kit/testing/commentItem';
import { answerDialogs, type DialogLog } from '@kfeed/kit/testing/dialogs';
import { renderAt } from '@kfeed/kit/testing/render';
import { signInAsMember, signOut } from '@kfeed/kit/testing/session';
import { emit } from '@kfeed/platform/events';
import { ReplyView } from './ReplyView.tsx';
import { getParentComment } from '../../features/comments/api/getParentComment.ts';
import { getCommentList } from '../../features/comments/api/getCommentList.ts';
import { insertComment } from '../../features/comments/api/insertComment.ts';
import { deleteComment } from '../../features/comments/api/deleteComment.ts';
import { reportComment } from '../../features/comments/api/reportComment.ts';
import { loadPostTexts } from '../../testing/texts.ts';

jest.mock('../../features/comments/api/getParentComment.ts');
jest.mock('../../features/comments/api/getCommentList.ts');
jest.mock('../../features/comments/api/insertComment.ts');
jest.mock('../../features/comments/api/deleteComment.ts');
jest.mock('../../features/comments/api/reportComment.ts');
jest.mock('@kfeed/platform/live/liveCalls');

let dialogs: DialogLog;
const location = () => screen.getByTestId('location').textContent;
const parent = commentItem({ commentId: 5, userId: 9, userNickname: 'me', childCommentCount: 2 });
const renderReplies = (search = '?originalFrom=search') =>
  renderAt(<ReplyView />, {
    path: `/feed/12/reply/5${search}`,
    route: '/feed/:feedId/reply/:commentId',
  });

beforeAll(() => loadPostTexts('en'));
beforeEach(() => {
  signOut();
  jest.resetAllMocks();
  jest.mocked(getParentComment).mockResolvedValue(parent);
  jest.mocked(getCommentList).mockResolvedValue(commentItems(2, 30));
  dialogs = answerDialogs(true);
});
afterEach(() => dialogs.stop());

test('shows the parent comment and its replies; a visitor gets no reply box', async () => {
  renderReplies();
  expect(await screen.findByRole('article', { name: 'Comment by me' })).toBeInTheDocument();
  await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
  expect(getCommentList).toHaveBeenCalledWith({
    feedId: 12,
    isoCode: 'en',
    page: 1,
    parentCommentId: 5,
  });
  expect(getParentComment).toHaveBeenCalledWith({ feedId: 12, commentId: 5, isoCode: 'en' });
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
});

test("a blank reply alerts 'please enter a comment'; a real one is sent under the parent", async () => {
  signInAsMember(9);
  jest.mocked(insertComment).mockResolvedValue({
    sent: true,
    answer: commentItem({ commentId: 40, parentCommentId: 5 }),
  });
  const user = userEvent.setup();
  renderReplies();
  const box = await screen.findByRole('textbox', { name: 'Write a reply' });
  await user.type(box, ' ');
  await user.keyboard('{Control>}{Enter}{/Control}');
  await waitFor(() => expect(dialogs.alerts).toEqual(['Please enter a comment.']));
  await user.type(box, 'Thanks!');
  await user.click(screen.getByRole('button', { name: 'Post comment' }));
  await waitFor(() =>
    expect(insertComment).toHaveBeenCalledWith({
      feedId: 12,
      commentText: 'Thanks!',
      isoCode: 'en',
      parentCommentId: 5,
    }),
  );
});

test('deleting the parent goes back to the post, keeping where the post came from', async () => {
  signInAsMember(9);
  jest.mocked(deleteComment).mockResolvedValue({ commentId: 5, deletedCount: 3 });
  const user = userEvent.setup();
  renderReplies('?originalFrom=search');
  const item = await screen.findByRole('article', { name: 'Comment by me' });
  await user.click(within(item).getByRole('button', { name: "Options for me's comment" }));
  await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
  await waitFor(() => expect(location()).toBe('/feed/12?from=reply&originalFrom=search'));
});

test("reporting someone else's parent comment, with a reason, thanks in a toast and goes back to the post", async () => {
  signInAsMember(3);
  jest.mocked(reportComment).mockResolvedValue({ commentId: 5 });
  const user = userEvent.setup();
  renderReplies('?originalFrom=search');
  const item = await screen.findByRole('article', { name: 'Comment by me' });
  await user.click(within(item).getByRole('button', { name: "Options for me's comment" }));
  await user.click(screen.getByRole('menuitem', { name: 'Report' }));
  const dialog = screen.getByRole('dialog', { name: 'Report this comment' });
  await user.click(within(dialog).getByRole('radio', { name: 'Harassment' }));
  await user.click(within(dialog).getByRole('button', { name: 'Report' }));
  await waitFor(() => expect(location()).toBe('/feed/12?from=reply&originalFrom=search'));
  expect(reportComment).toHaveBeenCalledWith({ commentId: 5, reasonCode: 'HARASSMENT' });
  expect(dialogs.toasts).toEqual(['Thank you. Your report has been received.']);
  expect(dialogs.alerts).toEqual([]);
});

test('back leads to the post with the origin for its own back', async () => {
  const user = userEvent.setup();
  renderReplies('?originalFrom=profile&originalProfileUserId=4&originRoute=home&depth=1');
  await user.click(await screen.findByRole('button', { name: 'Back' }));
  expect(location()).toBe(
    '/feed/12?from=reply&originalFrom=profile&profileUserId=4&originRoute=home&depth=1',
  );
});

test('a parent that cannot be loaded says so and offers the way back', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.mocked(getParentComment).mockRejectedValue(new Error('gone'));
  renderReplies();
  expect(
    await screen.findByRole('heading', { name: 'This comment is no longer available.' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Back to the post' })).toBeInTheDocument();
});

test('"N new replies" offers others\' replies to this comment and loads them when tapped', async () => {
  signInAsMember(9);
  const user = userEvent.setup();
  renderReplies();
  await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
  const reply = (commentId: number, parentCommentId: number | null = 5, authorId = 8) =>
    act(() => emit('live:comment', { feedId: 12, commentId, parentCommentId, authorId }));
  reply(60);
  reply(61, 6); // another comment's reply
  reply(62, null); // a comment on the post
  reply(63, 5, 9); // the reader's own
  const button = screen.getByRole('button', { name: '1 new reply' });
  expect(button).toHaveAttribute('data-testid', 'reply-new-replies');

  jest
    .mocked(getCommentList)
    .mockResolvedValue([...commentItems(2, 30), commentItem({ commentId: 60 })]);
  await user.click(button);
  await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(4));
  expect(screen.queryByTestId('reply-new-replies')).not.toBeInTheDocument();
  expect(getParentComment).toHaveBeenCalledTimes(2);
});
