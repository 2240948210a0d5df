import { act, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { LocationProbe } from '@kfeed/kit/testing/LocationProbe';
import userEvent from '@testing-library/user-event';
import { AxiosError, AxiosHeaders } from 'axios';
import { emit, on } from '@kfeed/platform/events';
import { fetchUnreadCount } from '@kfeed/platform/live/liveCalls';
import { commentItem, commentItems } from '@kfeed/kit/testing/commentItem';
import { fullFeedItem } from '@kfeed/kit/testing/feedItem';
import { answerDialogs, type DialogLog } from '@kfeed/kit/testing/dialogs';
import { renderAt } from '@kfeed/kit/testing/render';
import { signInAsMember, signOut } from '@kfeed/kit/testing/session';
import { FeedContentView } from './FeedContentView.tsx';
import { getFeedData } from '../../lib/api/getFeedData.ts';
import { getMetaInfo } from '../../features/post-detail/api/getMetaInfo.ts';
import { likeFeed } from '../../features/post-detail/api/likeFeed.ts';
import { reportFeed } from '../../features/post-detail/api/reportFeed.ts';
import { deleteFeed } from '../../features/post-detail/api/deleteFeed.ts';
import { blockUser } from '../../lib/api/blockUser.ts';
import { getCommentList } from '../../features/comments/api/getCommentList.ts';
import { loadPostTexts } from '../../testing/texts.ts';

jest.mock('../../lib/api/getFeedData.ts');
jest.mock('../../features/post-detail/api/getMetaInfo.ts');
jest.mock('../../features/post-detail/api/likeFeed.ts');
jest.mock('../../features/post-detail/api/dislikeFeed.ts');
jest.mock('../../features/post-detail/api/reportFeed.ts');
jest.mock('../../features/post-detail/api/deleteFeed.ts');
jest.mock('../../lib/api/blockUser.ts');
jest.mock('../../features/comments/api/getCommentList.ts');
jest.mock('@kfeed/platform/live/liveCalls');

let dialogs: DialogLog;
const location = () => screen.getByTestId('location').textContent;
const renderPost = (search = '') =>
  renderAt(<FeedContentView />, { path: `/feed/12${search}`, route: '/feed/:feedId' });

function apiRefusal(code: string, status = 409) {
  const response = {
    data: { result: false, code, message: 'refused', data: null },
    status,
    statusText: '',
    headers: {},
    config: { headers: new AxiosHeaders() },
  };
  return new AxiosError('refused', 'ERR_BAD_REQUEST', undefined, undefined, response);
}

beforeAll(() => loadPostTexts('en'));
beforeEach(() => {
  signOut();
  sessionStorage.clear();
  jest.resetAllMocks();
  jest.mocked(getFeedData).mockResolvedValue(fullFeedItem());
  jest.mocked(getCommentList).mockResolvedValue([]);
  jest.mocked(getMetaInfo).mockRejectedValue(new Error('unreachable'));
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  dialogs = answerDialogs(true);
});
afterEach(() => dialogs.stop());

test('shows the post in the reader language with images in order, a link preview and the meta', async () => {
  renderPost();
  expect(
    await screen.findByRole('heading', {
      level: 1,
      name: 'Cherry blossom spots along the Han River',
    }),
  ).toBeInTheDocument();
  expect(getFeedData).toHaveBeenCalledWith({ feedId: 12, isoCode: 'en' });
  expect(screen.getByRole('button', { name: /^Category Daily life/ })).toBeInTheDocument();
  const carousel = screen.getByRole('region', { name: '2 photos' });
  const images = Array.from(carousel.querySelectorAll('img'), (img) => img.getAttribute('src'));
  expect(images).toEqual(['/api/files/a.jpg', '/api/files/b.jpg']);
  // Only the slide in view is offered to assistive technology.
  expect(
    within(carousel).getByRole('button', { name: 'Open photo 1 of 2 full screen' }),
  ).toBeVisible();
  // A visitor is not sent to the preview call (members only): the domain stands in as its
  // title, with a generic description.
  const preview = await screen.findByRole('link', { name: /example\.com.*Open the link/ });
  expect(preview).toHaveAttribute('href', 'https://example.com/guide');
  expect(getMetaInfo).not.toHaveBeenCalled();
  await waitFor(() =>
    expect(document.title).toBe('The cherry trees in Yeouido are in full bloom. Se… | KFeed'),
  );
  expect(document.head.querySelector('meta[property="og:image"]')?.getAttribute('content')).toBe(
    'http://localhost/api/files/a.jpg',
  );
});

test("a member sees the link's preview, read by the server", async () => {
  signInAsMember(9);
  jest.mocked(getMetaInfo).mockResolvedValue({
    success: true,
    url: 'https://example.com/guide',
    title: 'Cherry blossom guide',
    description: 'Where and when in Seoul',
    image: null,
    domain: 'example.com',
    siteName: 'Example',
  });
  renderPost();
  const preview = await screen.findByRole('link', { name: /Cherry blossom guide/ });
  expect(preview).toHaveAttribute('href', 'https://example.com/guide');
  expect(getMetaInfo).toHaveBeenCalledWith('https://example.com/guide');
});

test('a visitor sees no like, share, menu or comment box', async () => {
  renderPost();
  await screen.findByRole('heading', { level: 1 });
  expect(screen.queryByRole('button', { name: /^Like/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Copy link' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Post options' })).not.toBeInTheDocument();
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  expect(screen.getByText('3 likes')).toBeInTheDocument();
});

test('an edited post says since when beside its time; a post without a title still has its h1', async () => {
  const edited = new Date(Date.now() - 2 * 3_600_000).toISOString().replace(/\.\d{3}Z$/, 'Z');
  jest.mocked(getFeedData).mockResolvedValue(
    fullFeedItem({
      editedAt: edited,
      feedTitle: '',
      translatedFeedMap: {},
      translationStatus: 'ORIGINAL',
    }),
  );
  renderPost();
  const mark = await screen.findByText('Edited 2 hours ago');
  expect(mark.tagName).toBe('TIME');
  expect(mark).toHaveAttribute('dateTime', new Date(edited).toISOString());
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Post');
});

test('the translation toggle fetches the original once and caches it', async () => {
  jest
    .mocked(getFeedData)
    .mockImplementation(async (request) =>
      fullFeedItem(request.getOriginal ? { feedTitle: '한강 벚꽃 원문' } : {}),
    );
  const user = userEvent.setup();
  renderPost();
  await screen.findByRole('heading', { name: 'Cherry blossom spots along the Han River' });
  await user.click(screen.getByRole('button', { name: 'See original' }));
  expect(await screen.findByRole('heading', { name: '한강 벚꽃 원문' })).toBeInTheDocument();
  expect(getFeedData).toHaveBeenLastCalledWith({
    feedId: 12,
    isoCode: 'en',
    getOriginal: true,
    skipViewCount: true,
  });
  await user.click(screen.getByRole('button', { name: 'See translation' }));
  await user.click(screen.getByRole('button', { name: 'See original' }));
  expect(screen.getByRole('heading', { name: '한강 벚꽃 원문' })).toBeInTheDocument();
  expect(jest.mocked(getFeedData).mock.calls.filter(([r]) => r.getOriginal)).toHaveLength(1);
});

test('the pictures carry the translated descriptions as alt text, and the originals with the original', async () => {
  const pictures = (first: string, second: string) => ({
    feedImageList: [
      { url: '/api/files/b.jpg', order: 2, description: second },
      { url: '/api/files/a.jpg', order: 1, description: first },
    ],
  });
  jest
    .mocked(getFeedData)
    .mockImplementation(async (request) =>
      fullFeedItem(
        request.getOriginal
          ? pictures('여의도 벚꽃길', '한강 자전거길')
          : pictures('Cherry trees in Yeouido', 'The cycle path by the Han'),
      ),
    );
  const user = userEvent.setup();
  renderPost();
  const carousel = await screen.findByRole('region', { name: '2 photos' });
  const alts = () => Array.from(carousel.querySelectorAll('img'), (img) => img.getAttribute('alt'));
  expect(alts()).toEqual(['Cherry trees in Yeouido', 'The cycle path by the Han']);
  await user.click(screen.getByRole('button', { name: 'See original' }));
  await screen.findByRole('button', { name: 'See translation' });
  expect(alts()).toEqual(['여의도 벚꽃길', '한강 자전거길']);
  await user.click(screen.getByRole('button', { name: 'See translation' }));
  expect(alts()).toEqual(['Cherry trees in Yeouido', 'The cycle path by the Han']);
});

test('the comments action takes a member into the comment box, past the comments', async () => {
  signInAsMember(9);
  jest.mocked(getCommentList).mockResolvedValue(commentItems(3, 500));
  const scrolled = jest.fn();
  Element.prototype.scrollIntoView = scrolled;
  const user = userEvent.setup();
  renderPost();
  await screen.findAllByRole('article', { name: /^Comment by/ });
  await user.click(screen.getByRole('link', { name: /^\d+ comments?$/ }));
  expect(screen.getByRole('textbox', { name: 'Write a comment' })).toHaveFocus();
  expect(scrolled).toHaveBeenCalled();
});

test('a member likes the post: state and count change on success', async () => {
  signInAsMember(9);
  jest.mocked(likeFeed).mockResolvedValue({
    sent: true,
    answer: { feedId: 12, isLiked: 'Y', feedLikeCount: 4 },
  });
  const user = userEvent.setup();
  renderPost();
  const like = await screen.findByRole('button', { name: 'Like, 3 likes' });
  await user.click(like);
  expect(await screen.findByRole('button', { name: 'Like, 4 likes' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(likeFeed).toHaveBeenCalledWith({ feedId: 12 });
});

/** Open the post's menu, choose Report and give a reason in the report dialog. */
async function reportWithReason(user: ReturnType<typeof userEvent.setup>, reason: string) {
  await user.click(await screen.findByRole('button', { name: 'Post options' }));
  await user.click(screen.getByRole('menuitem', { name: 'Report' }));
  const dialog = screen.getByRole('dialog', { name: 'Report this post' });
  await user.click(within(dialog).getByRole('radio', { name: reason }));
  return dialog;
}

test('reporting twice: the second answer REPORT-001 shows already reported and stays', async () => {
  signInAsMember(9);
  jest.mocked(reportFeed).mockRejectedValue(apiRefusal('REPORT-001'));
  const user = userEvent.setup();
  renderPost('?from=search');
  await user.click(await screen.findByRole('button', { name: 'Post options' }));
  expect(screen.getAllByRole('menuitem').map((m) => m.textContent)).toEqual([
    'Report',
    'Block this user',
  ]);
  await user.click(screen.getByRole('button', { name: 'Post options' }));
  const dialog = await reportWithReason(user, 'Spam');
  await user.click(within(dialog).getByRole('button', { name: 'Report' }));
  await waitFor(() => expect(dialogs.alerts).toEqual(['You have already reported this post.']));
  expect(dialogs.toasts).toEqual([]);
  expect(reportFeed).toHaveBeenCalledWith({ feedId: 12, reasonCode: 'SPAM' });
  // The reason dialog replaced the yes/no question.
  expect(dialogs.confirms).toEqual([]);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(location()).toBe('/feed/12?from=search');
});

test('a successful report sends the reason, thanks the reader in a toast, tells the app and goes home', async () => {
  signInAsMember(9);
  jest.mocked(reportFeed).mockResolvedValue(null);
  const changes: unknown[] = [];
  const off = on('feed:changed', (d) => changes.push(d));
  const user = userEvent.setup();
  renderPost();
  const dialog = await reportWithReason(user, 'Scam');
  await user.type(
    within(dialog).getByRole('textbox', { name: 'Tell the moderators more (optional)' }),
    'Fake rental, asks for a deposit',
  );
  await user.click(within(dialog).getByRole('button', { name: 'Report' }));
  await waitFor(() => expect(location()).toBe('/'));
  expect(reportFeed).toHaveBeenCalledWith({
    feedId: 12,
    reasonCode: 'SCAM',
    reasonText: 'Fake rental, asks for a deposit',
  });
  // A toast, not a dialog to close before going home.
  expect(dialogs.toasts).toEqual(['Thank you. Your report has been received.']);
  expect(dialogs.alerts).toEqual([]);
  expect(changes).toEqual([{ feedId: 12, change: 'reported', userId: 7 }]);
  off();
});

test('blocking the author asks first, says so in a toast, tells the app and goes home', async () => {
  signInAsMember(9);
  jest.mocked(blockUser).mockResolvedValue(null);
  const changes: unknown[] = [];
  const off = on('feed:changed', (d) => changes.push(d));
  const user = userEvent.setup();
  renderPost();
  await user.click(await screen.findByRole('button', { name: 'Post options' }));
  await user.click(screen.getByRole('menuitem', { name: 'Block this user' }));
  await waitFor(() => expect(location()).toBe('/'));
  expect(dialogs.confirms).toEqual([
    'Block Minh? You will no longer see their posts and comments.',
  ]);
  expect(blockUser).toHaveBeenCalledWith(7);
  expect(dialogs.toasts).toEqual(['Minh has been blocked.']);
  expect(dialogs.alerts).toEqual([]);
  expect(changes).toEqual([{ feedId: 12, change: 'author-blocked', userId: 7 }]);
  off();
});

test('blocking an author already blocked (USER-005) says so in a dialog and stays', async () => {
  signInAsMember(9);
  jest.mocked(blockUser).mockRejectedValue(apiRefusal('USER-005'));
  const user = userEvent.setup();
  renderPost();
  await user.click(await screen.findByRole('button', { name: 'Post options' }));
  await user.click(screen.getByRole('menuitem', { name: 'Block this user' }));
  await waitFor(() => expect(dialogs.alerts).toEqual(['You have already blocked this user.']));
  expect(dialogs.toasts).toEqual([]);
  expect(location()).toBe('/feed/12');
});

test('Copy link copies the post address and says so in a toast', async () => {
  signInAsMember(9);
  const user = userEvent.setup();
  renderPost();
  await user.click(await screen.findByRole('button', { name: 'Copy link' }));
  await waitFor(() => expect(dialogs.toasts).toEqual(['Link copied.']));
  expect(dialogs.alerts).toEqual([]);
  await expect(navigator.clipboard.readText()).resolves.toBe('http://localhost/feed/12');
  expect(location()).toBe('/feed/12');
});

test('a report that fails stays in the dialog with the reason; cancelling sends nothing', async () => {
  signInAsMember(9);
  jest.mocked(reportFeed).mockRejectedValue(new Error('offline'));
  const user = userEvent.setup();
  renderPost();
  const dialog = await reportWithReason(user, 'Hate speech');
  await user.click(within(dialog).getByRole('button', { name: 'Report' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'Your report could not be sent. Please try again.',
  );
  expect(within(dialog).getByRole('radio', { name: 'Hate speech' })).toBeChecked();
  expect(location()).toBe('/feed/12');

  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Post options' })).toHaveFocus();
  expect(reportFeed).toHaveBeenCalledTimes(1);
  expect(dialogs.alerts).toEqual([]);
  expect(location()).toBe('/feed/12');
});

test('the owner deletes the post after confirming and lands on Home', async () => {
  signInAsMember(7);
  jest.mocked(deleteFeed).mockResolvedValue({ feedId: 12 });
  const user = userEvent.setup();
  renderPost();
  await user.click(await screen.findByRole('button', { name: 'Post options' }));
  expect(screen.getAllByRole('menuitem').map((m) => m.textContent)).toEqual(['Edit', 'Delete']);
  await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
  await waitFor(() => expect(location()).toBe('/'));
  expect(deleteFeed).toHaveBeenCalledWith({ feedId: 12 });
  expect(dialogs.confirms).toEqual(['Delete this post? This cannot be undone.']);
});

test('the owner edit opens the edit screen with the post id', async () => {
  signInAsMember(7);
  const user = userEvent.setup();
  renderPost();
  await user.click(await screen.findByRole('button', { name: 'Post options' }));
  await user.click(screen.getByRole('menuitem', { name: 'Edit' }));
  expect(location()).toBe('/feed/update?feedId=12');
  expect(screen.getByTestId('location')).toHaveAttribute('data-state', '{"feedId":12}');
});

test('the category badge asks Home for that category through its address', async () => {
  const user = userEvent.setup();
  renderPost();
  await user.click(await screen.findByRole('button', { name: /^Category Daily life/ }));
  expect(location()).toBe('/?categoryId=3');
  // Home's saved list is mf-feed's alone.
  expect(sessionStorage.getItem('feedListState')).toBeNull();
});

test('back goes home restored by default, and to the origin list when given', async () => {
  const user = userEvent.setup();
  const { unmount } = renderPost();
  await user.click(await screen.findByRole('button', { name: 'Back' }));
  expect(location()).toBe('/?restored=true');
  unmount();
  renderPost('?from=myLike');
  await user.click(await screen.findByRole('button', { name: 'Back' }));
  expect(location()).toBe('/myPage/myLikeList?restored=true');
});

test('opened from the notifications, back returns to them in history', async () => {
  const user = userEvent.setup();
  const { unmount } = render(
    <MemoryRouter
      initialEntries={['/notifications', '/feed/12?from=notifications']}
      initialIndex={1}
    >
      <Routes>
        <Route path="/feed/:feedId" element={<FeedContentView />} />
        <Route path="*" element={null} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
  );
  await user.click(await screen.findByRole('button', { name: 'Back' }));
  expect(location()).toBe('/notifications');
  unmount();
  // Opened at its address (no history): to the notifications all the same.
  renderPost('?from=notifications');
  await user.click(await screen.findByRole('button', { name: 'Back' }));
  expect(location()).toBe('/notifications');
});

test('after an edit, back asks Home to start afresh on All', async () => {
  const saved = JSON.stringify({ items: [], page: 3 });
  sessionStorage.setItem('feedListState', saved);
  const user = userEvent.setup();
  renderPost('?updated=true');
  await user.click(await screen.findByRole('button', { name: 'Back' }));
  expect(location()).toBe('/?categoryId=home');
  // Home's saved list is mf-feed's alone: Home forgets it when it reads the request.
  expect(sessionStorage.getItem('feedListState')).toBe(saved);
});

test('the author opens their profile, unless the reader came from it', async () => {
  const { unmount } = renderPost('?from=search');
  const author = await screen.findByRole('link', { name: "View Minh's profile" });
  expect(author).toHaveAttribute('href', '/profile');
  const user = userEvent.setup();
  await user.click(author);
  expect(JSON.parse(screen.getByTestId('location').dataset.state!)).toEqual({
    userId: 7,
    from: 'feed',
    previousFeedId: 12,
    originRoute: 'search',
    depth: 1,
  });
  unmount();

  renderPost('?from=profile&profileUserId=7&originRoute=home&depth=1');
  await user.click(await screen.findByRole('link', { name: "View Minh's profile" }));
  expect(JSON.parse(screen.getByTestId('location').dataset.state!)).toEqual({
    userId: 7,
    from: 'home',
    originRoute: 'home',
    depth: 1,
  });
});

test('a post that cannot be loaded shows the not-found state and meta', async () => {
  jest.mocked(getFeedData).mockRejectedValue(apiRefusal('FEED-404', 404));
  renderPost();
  expect(await screen.findByRole('heading', { name: 'Post not found' })).toBeInTheDocument();
  expect(document.title).toBe('Post not found | KFeed');
  expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
});

describe('live updates for a member', () => {
  const comment = (
    commentId: number,
    over: { parentCommentId?: number | null; authorId?: number; feedId?: number } = {},
  ) =>
    act(() =>
      emit('live:comment', { feedId: 12, commentId, parentCommentId: null, authorId: 8, ...over }),
    );

  test('the header carries the notifications bell', async () => {
    signInAsMember(9);
    jest.mocked(fetchUnreadCount).mockResolvedValue({ unreadCount: 2 });
    renderPost();
    const bell = await screen.findByRole('link', { name: 'Notifications, 2 unread' });
    expect(bell).toHaveAttribute('href', '/notifications');
  });

  test('"N new comments" offers others\' comments on this post and loads them when tapped', async () => {
    signInAsMember(9);
    jest.mocked(getCommentList).mockResolvedValue(commentItems(2, 30));
    const user = userEvent.setup();
    renderPost();
    await waitFor(() =>
      expect(screen.getAllByRole('article', { name: /^Comment by/ })).toHaveLength(2),
    );

    comment(40);
    comment(40); // the same comment again counts once
    comment(41, { authorId: 9 }); // the reader's own is on screen already
    comment(42, { feedId: 13 }); // another post
    comment(43, { parentCommentId: 30 }); // a reply: the reply screen's business
    comment(31); // already shown
    const button = screen.getByRole('button', { name: '1 new comment' });
    expect(button).toHaveAttribute('data-testid', 'post-new-comments');
    comment(44);
    expect(screen.getByRole('button', { name: '2 new comments' })).toBe(button);
    expect(button.closest('[role="status"]')).not.toBeNull();

    jest
      .mocked(getCommentList)
      .mockResolvedValue([
        commentItem({ commentId: 44 }),
        commentItem({ commentId: 40 }),
        ...commentItems(2, 30),
      ]);
    const loads = jest.mocked(getFeedData).mock.calls.length;
    await user.click(button);
    await waitFor(() =>
      expect(screen.getAllByRole('article', { name: /^Comment by/ })).toHaveLength(4),
    );
    expect(screen.queryByTestId('post-new-comments')).not.toBeInTheDocument();
    // The post's comment count is read again, without counting a view.
    expect(jest.mocked(getFeedData).mock.calls.length).toBe(loads + 1);
    expect(getFeedData).toHaveBeenLastCalledWith({
      feedId: 12,
      isoCode: 'en',
      skipViewCount: true,
    });
  });

  test("a post's translation that arrives replaces the text in place, without a reload", async () => {
    signInAsMember(9);
    jest.mocked(getFeedData).mockResolvedValueOnce(fullFeedItem({ translatedFeedMap: {} }));
    renderPost();
    expect(
      await screen.findByRole('heading', { level: 1, name: '한강 벚꽃 명소 추천' }),
    ).toBeInTheDocument();

    // Another language's, or another post's: nothing happens.
    act(() =>
      emit('live:translation', { targetType: 'FEED', targetId: 12, feedId: 12, isoCode: 'ja' }),
    );
    act(() =>
      emit('live:translation', { targetType: 'FEED', targetId: 13, feedId: 13, isoCode: 'en' }),
    );
    expect(getFeedData).toHaveBeenCalledTimes(1);

    act(() =>
      emit('live:translation', { targetType: 'FEED', targetId: 12, feedId: 12, isoCode: 'en' }),
    );
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Cherry blossom spots along the Han River',
      }),
    ).toBeInTheDocument();
    expect(getFeedData).toHaveBeenLastCalledWith({
      feedId: 12,
      isoCode: 'en',
      skipViewCount: true,
    });
    expect(screen.getByText('The translation is ready and now shown.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/feed/12');
  });

  test("a comment's translation that arrives replaces that comment's text", async () => {
    signInAsMember(9);
    jest
      .mocked(getCommentList)
      .mockResolvedValueOnce([commentItem({ commentId: 50, commentText: '안녕하세요' })]);
    renderPost();
    expect(await screen.findByText('안녕하세요')).toBeInTheDocument();
    jest.mocked(getCommentList).mockResolvedValueOnce([
      commentItem({
        commentId: 50,
        commentText: '안녕하세요',
        translatedCommentMap: { en: { commentTransText: 'Hello there' } },
      }),
    ]);
    act(() =>
      emit('live:translation', { targetType: 'COMMENT', targetId: 51, feedId: 12, isoCode: 'en' }),
    );
    expect(getCommentList).toHaveBeenCalledTimes(1);
    act(() =>
      emit('live:translation', { targetType: 'COMMENT', targetId: 50, feedId: 12, isoCode: 'en' }),
    );
    expect(await screen.findByText('Hello there')).toBeInTheDocument();
    expect(getCommentList).toHaveBeenCalledTimes(2);
  });
});
