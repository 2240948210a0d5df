import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { screen, waitFor } from '@testing-library/react';
import { i18n } from '@kfeed/platform/i18n/i18n';
import type { ApiRoute } from '@kfeed/contracts/routes/route';
import { commentRoutes } from '@kfeed/contracts/routes/comment';
import { feedRoutes } from '@kfeed/contracts/routes/feed';
import { call } from '@kfeed/platform/calls/apiCall';
import { initialDataKey, provideInitialData } from '@kfeed/kit/initialData';
import { commentItem } from '@kfeed/kit/testing/commentItem';
import { fullFeedItem } from '@kfeed/kit/testing/feedItem';
import { renderAt } from '@kfeed/kit/testing/render';
import { signInAsMember, signOut } from '@kfeed/kit/testing/session';
import { FeedContentView } from './FeedContentView.tsx';
import { getMetaInfo } from '../../features/post-detail/api/getMetaInfo.ts';
import { loadPostTexts } from '../../testing/texts.ts';

/**
 * A visitor's post and its first comments, as the shell's server embeds them
 * (shell/server/shellHtml.ts), are drawn by the first render: on the server and in the
 * browser alike, so the remote replaces the server's screen with the same one.
 */
jest.mock('@kfeed/platform/calls/apiCall');
jest.mock('../../features/post-detail/api/getMetaInfo.ts');

const feed = fullFeedItem({ feedId: 12 });
const comment = commentItem({ feedId: 12, commentText: 'See you at Yeouido' });
const ok = <T,>(data: T) => ({ result: true, message: 'ok', data });

/** The page's first data as the shell's server puts it there for /feed/12 in `isoCode`. */
function embed(
  isoCode: string,
  answers: { feed: unknown; comments: unknown } = {
    feed: ok(feed),
    comments: ok({ commentList: [comment] }),
  },
) {
  provideInitialData({
    [initialDataKey(feedRoutes.getFeedData.path, { feedId: 12, isoCode })]: answers.feed,
    [initialDataKey(commentRoutes.getCommentList.path, { feedId: 12, isoCode, page: 1 })]:
      answers.comments,
  });
}

const title = 'Cherry blossom spots along the Han River';
/** The calls made of the route at `path`, as [path, input]. */
const postCalls = (path: string) =>
  jest
    .mocked(call)
    .mock.calls.filter(([route]) => route.path === path)
    .map(([route, input]) => [route.path, input]);

beforeAll(() => loadPostTexts('en'));
beforeEach(() => {
  signOut();
  jest.resetAllMocks();
  jest
    .mocked(call)
    .mockImplementation((route: ApiRoute) =>
      Promise.resolve(
        (route === commentRoutes.getCommentList ? { commentList: [] } : feed) as never,
      ),
    );
  jest.mocked(getMetaInfo).mockRejectedValue(new Error('unreachable'));
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => provideInitialData({}));

test('the server draws the embedded post and its comments, with no style attribute', () => {
  embed('en');
  const html = renderToString(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={['/feed/12']}>
        <Routes>
          <Route path="/feed/:feedId" element={<FeedContentView />} />
        </Routes>
      </MemoryRouter>
    </I18nextProvider>,
  );
  expect(html).toContain(title);
  expect(html).toContain('See you at Yeouido');
  expect(html).toContain('src="/api/files/a.jpg"');
  expect(html).not.toMatch(/\sstyle="/);
  expect(call).not.toHaveBeenCalled();
});

test("a visitor's first render draws the embedded post and asks for nothing", async () => {
  embed('en');
  renderAt(<FeedContentView />, { path: '/feed/12', route: '/feed/:feedId' });
  // Found synchronously: the first render, not a later one.
  expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  expect(screen.getByText('See you at Yeouido')).toBeInTheDocument();
  await waitFor(() => expect(document.title).toContain('KFeed'));
  expect(postCalls('/api/feed/getFeedData')).toEqual([]);
  expect(postCalls('/api/comment/getCommentList')).toEqual([]);
});

test('a member asks the server, as before', async () => {
  embed('en');
  signInAsMember(7);
  renderAt(<FeedContentView />, { path: '/feed/12', route: '/feed/:feedId' });
  expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  expect(postCalls('/api/feed/getFeedData')).toEqual([
    ['/api/feed/getFeedData', { feedId: 12, isoCode: 'en' }],
  ]);
  await waitFor(() => expect(postCalls('/api/comment/getCommentList')).toHaveLength(1));
});

test('data embedded for another language is not taken', async () => {
  embed('ko');
  renderAt(<FeedContentView />, { path: '/feed/12', route: '/feed/:feedId' });
  expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  expect(postCalls('/api/feed/getFeedData')).toHaveLength(1);
  await waitFor(() =>
    expect(postCalls('/api/comment/getCommentList')).toEqual([
      ['/api/comment/getCommentList', { feedId: 12, isoCode: 'en', page: 1 }],
    ]),
  );
});

test('an embedded failure shows the post as not found; failed comments are asked again', async () => {
  const refused = { result: false, message: 'gone', code: 'NOT_FOUND', data: null };
  embed('en', { feed: refused, comments: ok({ commentList: [comment] }) });
  renderAt(<FeedContentView />, { path: '/feed/12', route: '/feed/:feedId' });
  expect(screen.getByText('Post not found')).toBeInTheDocument();
  expect(postCalls('/api/feed/getFeedData')).toEqual([]);

  provideInitialData({});
  embed('en', { feed: ok(feed), comments: refused });
  renderAt(<FeedContentView />, { path: '/feed/12', route: '/feed/:feedId' });
  await waitFor(() =>
    expect(postCalls('/api/comment/getCommentList')).toEqual([
      ['/api/comment/getCommentList', { feedId: 12, isoCode: 'en', page: 1 }],
    ]),
  );
});
