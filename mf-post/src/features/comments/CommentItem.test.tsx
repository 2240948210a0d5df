import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { commentItem } from '@kfeed/kit/testing/commentItem';
import { renderAt } from '@kfeed/kit/testing/render';
import { signInAsMember, signOut } from '@kfeed/kit/testing/session';
import { CommentItem, type CommentActions } from './CommentItem.tsx';
import { getOriginalCommentText } from './api/getOriginalCommentText.ts';
import { likeComment } from './api/likeComment.ts';
import { loadPostTexts } from '../../testing/texts.ts';

jest.mock('./api/getOriginalCommentText.ts');
jest.mock('./api/likeComment.ts');
jest.mock('./api/dislikeComment.ts');

const actions: CommentActions = {
  edit: jest.fn(),
  remove: jest.fn(),
  report: jest.fn(),
  block: jest.fn(),
};

const translated = commentItem({
  commentId: 5,
  commentText: '정말 예뻐요!',
  detectedLanguageCode: 'ko',
  translatedCommentMap: { en: { commentTransText: 'So pretty!' } },
  likeCount: 2,
  childCommentCount: 3,
});

function renderComment(comment = translated, onChange = jest.fn()) {
  return renderAt(
    <CommentItem
      comment={comment}
      isoCode="en"
      actions={actions}
      onChange={onChange}
      replyHref="/feed/12/reply/5?originalFrom=home"
    />,
    { path: '/feed/12', route: '/feed/:feedId' },
  );
}

beforeAll(() => loadPostTexts('en'));
beforeEach(() => {
  signOut();
  jest.mocked(getOriginalCommentText).mockReset();
  jest.mocked(likeComment).mockReset();
});

test('the original is fetched once, then toggling uses the cached text', async () => {
  jest.mocked(getOriginalCommentText).mockResolvedValue('정말 예뻐요! (원문)');
  const user = userEvent.setup();
  renderComment();

  expect(screen.getByText('So pretty!')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'See original' }));
  expect(await screen.findByText('정말 예뻐요! (원문)')).toBeInTheDocument();
  expect(getOriginalCommentText).toHaveBeenCalledTimes(1);
  expect(getOriginalCommentText).toHaveBeenCalledWith(5);

  await user.click(screen.getByRole('button', { name: 'See translation' }));
  expect(screen.getByText('So pretty!')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'See original' }));
  expect(screen.getByText('정말 예뻐요! (원문)')).toBeInTheDocument();
  expect(getOriginalCommentText).toHaveBeenCalledTimes(1);
});

test('a failed fetch says so and is tried again on the next tap', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest
    .mocked(getOriginalCommentText)
    .mockRejectedValueOnce(new Error('offline'))
    .mockResolvedValueOnce('원문');
  const user = userEvent.setup();
  renderComment();

  await user.click(screen.getByRole('button', { name: 'See original' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('could not be loaded');
  expect(screen.getByText('So pretty!')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'See original' }));
  expect(await screen.findByText('원문')).toBeInTheDocument();
  expect(getOriginalCommentText).toHaveBeenCalledTimes(2);
});

test('a comment already in the reader language has no toggle', () => {
  renderComment(commentItem({ detectedLanguageCode: 'en', commentText: 'Hello there' }));
  expect(screen.getByText('Hello there')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'See original' })).not.toBeInTheDocument();
});

test('a visitor sees the counts and the replies link, but no like button or menu', () => {
  renderComment();
  expect(screen.queryByRole('button', { name: /^Like/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Options for/ })).not.toBeInTheDocument();
  expect(screen.getByText('2 likes')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '3 replies' })).toHaveAttribute(
    'href',
    '/feed/12/reply/5?originalFrom=home',
  );
});

test('a member likes a comment; the count and state change once the server agrees', async () => {
  signInAsMember(9);
  jest.mocked(likeComment).mockResolvedValue({ commentId: 5, isLiked: 'Y', likeCount: 3 });
  const onChange = jest.fn();
  const user = userEvent.setup();
  renderComment(translated, onChange);

  const like = screen.getByRole('button', { name: 'Like, 2 likes' });
  expect(like).toHaveAttribute('aria-pressed', 'false');
  await user.click(like);
  await waitFor(() => expect(onChange).toHaveBeenCalledWith({ isLiked: 'Y', likeCount: 3 }));
  expect(likeComment).toHaveBeenCalledWith({ feedId: 12, commentId: 5 });
});

test("the owner's menu offers edit and delete; another member's offers report and block", async () => {
  const user = userEvent.setup();
  signInAsMember(8);
  const { unmount } = renderComment(commentItem({ commentId: 6, userId: 8, userNickname: 'Yuki' }));
  await user.click(screen.getByRole('button', { name: "Options for Yuki's comment" }));
  expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
    'Edit',
    'Delete',
  ]);
  await user.click(screen.getByRole('menuitem', { name: 'Edit' }));
  expect(actions.edit).toHaveBeenCalled();
  unmount();

  signInAsMember(9);
  renderComment(commentItem({ commentId: 7, userId: 8, userNickname: 'Yuki' }));
  await user.click(screen.getByRole('button', { name: "Options for Yuki's comment" }));
  expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
    'Report',
    'Block this user',
  ]);
});
