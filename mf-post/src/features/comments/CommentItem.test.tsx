import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { commentItem } from '@kfeed/kit/testing/commentItem';
import { renderAt } from '@kfeed/kit/testing/render';
import { signInAsMember, signOut } from '@kfeed/kit/testing/session';
import type { CommentItem as Comment } from '@kfeed/contracts/comment';
import { CommentItem, type CommentActions } from './CommentItem.tsx';
import { requestTranslation } from '@kfeed/kit/calls/requestTranslation';
import { getOriginalCommentText } from './api/getOriginalCommentText.ts';
import { likeComment } from './api/likeComment.ts';
import { loadPostTexts } from '../../testing/texts.ts';

jest.mock('./api/getOriginalCommentText.ts');
jest.mock('./api/likeComment.ts');
jest.mock('./api/dislikeComment.ts');
jest.mock('@kfeed/kit/calls/requestTranslation');

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
  translationStatus: 'TRANSLATED',
  translationProvider: 'DeepL',
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

test('an edited comment says since when, as a time; one never edited says nothing', () => {
  const edited = new Date(Date.now() - 5 * 60_000).toISOString().replace(/\.\d{3}Z$/, 'Z');
  const { unmount } = renderComment(commentItem({ editedAt: edited }));
  const mark = screen.getByText('Edited 5 minutes ago');
  expect(mark.tagName).toBe('TIME');
  expect(mark).toHaveAttribute('dateTime', new Date(edited).toISOString());
  unmount();
  renderComment(commentItem({ editedAt: null }));
  expect(screen.queryByText(/^Edited/)).not.toBeInTheDocument();
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

describe('the translation status line', () => {
  const untranslated = (fields: Partial<Comment>) =>
    commentItem({
      commentId: 8,
      commentText: 'Спасибо за совет!',
      detectedLanguageCode: 'ru',
      ...fields,
    });
  const failed = untranslated({
    translationStatus: 'UNAVAILABLE',
    translationUnavailableReason: 'FAILED',
  });
  afterEach(() => {
    delete (globalThis as { Translator?: unknown }).Translator;
    jest.mocked(requestTranslation).mockReset();
  });

  test('names who translated: a provider, or a person', () => {
    renderComment();
    expect(screen.getByText('Translated by DeepL')).toBeInTheDocument();
    renderComment({ ...translated, commentId: 6, translationProvider: 'HUMAN' });
    expect(screen.getByText('Translated by a person')).toBeInTheDocument();
  });

  test('says nothing for a text in the reader’s language', () => {
    renderComment(untranslated({ detectedLanguageCode: 'en', commentText: 'Thanks!' }));
    expect(screen.queryByText(/Translat/)).not.toBeInTheDocument();
  });

  test('a queued translation reads "Translating…"', () => {
    renderComment(untranslated({ translationStatus: 'PENDING' }));
    expect(screen.getByText('Translating…')).toBeInTheDocument();
  });

  test('says honestly why there is no translation', () => {
    renderComment(
      untranslated({
        translationStatus: 'UNAVAILABLE',
        translationUnavailableReason: 'NO_PROVIDER',
      }),
    );
    expect(
      screen.getByText('Not translated: this community has no translator for English'),
    ).toBeInTheDocument();
    renderComment(
      untranslated({
        commentId: 9,
        translationStatus: 'UNAVAILABLE',
        translationUnavailableReason: 'NOT_CONFIGURED',
      }),
    );
    expect(
      screen.getByText('Not translated: this community has no translation service'),
    ).toBeInTheDocument();
    // Nothing to ask again when no translator could do it.
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  test('a member asks again for a failed translation; a visitor cannot', async () => {
    const visitorView = renderComment(failed);
    expect(screen.getByText('Not translated: the translation failed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    visitorView.unmount();

    signInAsMember(3);
    const answer = {
      translationStatus: 'PENDING' as const,
      translationProvider: null,
      translationUnavailableReason: null,
    };
    jest.mocked(requestTranslation).mockResolvedValue(answer);
    const onChange = jest.fn();
    const user = userEvent.setup();
    renderComment({ ...failed, commentId: 10 }, onChange);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(requestTranslation).toHaveBeenCalledWith({
      targetType: 'COMMENT',
      targetId: 10,
      isoCode: 'en',
    });
    expect(onChange).toHaveBeenCalledWith(answer);
  });

  test('a refused request says so and keeps the button', async () => {
    signInAsMember(3);
    jest.mocked(requestTranslation).mockRejectedValue(new Error('429'));
    const user = userEvent.setup();
    renderComment(failed);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The translation could not be requested. Please try again later.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  });

  test('the browser’s own translator, where it offers the pair, translates in the page', async () => {
    // A stand-in for Chromium's Translator API: its models cannot be downloaded here.
    const create = jest.fn(async () => ({
      translate: async (text: string) => `[en] ${text}`,
    }));
    (globalThis as { Translator?: unknown }).Translator = {
      availability: jest.fn(async () => 'available'),
      create,
    };
    const user = userEvent.setup();
    renderComment(failed);
    await user.click(await screen.findByRole('button', { name: 'Translate on this device' }));
    const shown = await screen.findByText('[en] Спасибо за совет!');
    expect(shown.closest('[lang]')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Translated on this device')).toBeInTheDocument();
    expect(create).toHaveBeenCalledWith({ sourceLanguage: 'ru', targetLanguage: 'en' });
    // Never sent to the server.
    expect(requestTranslation).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'See original' }));
    expect(screen.getByText('Спасибо за совет!')).toBeInTheDocument();
  });

  test('no offer where the browser has no translator, or not for this pair', async () => {
    renderComment(failed);
    expect(screen.queryByRole('button', { name: 'Translate on this device' })).toBeNull();
    (globalThis as { Translator?: unknown }).Translator = {
      availability: jest.fn(async () => 'unavailable'),
      create: jest.fn(),
    };
    renderComment({ ...failed, commentId: 11 });
    await Promise.resolve();
    expect(screen.queryByRole('button', { name: 'Translate on this device' })).toBeNull();
  });
});
