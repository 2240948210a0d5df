import { LocationProbe } from '@kfeed/kit/testing/LocationProbe';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Navigate, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import type { Category } from '@kfeed/contracts/feed';
import { emit } from '@kfeed/platform/events';
import { feedPage } from '@kfeed/kit/testing/feedItem';
import { TestIntersectionObserver } from '@kfeed/kit/testing/intersectionObserver';
import { signInAsMember, signOut } from '@kfeed/kit/testing/session';
import { getFeedList } from '../features/feed-list/getFeedList.ts';
import { getFeedCategoryList } from '../features/categories/getFeedCategoryList.ts';
import { readFeedListState, writeFeedListState } from '../lib/homeListState.ts';
import { HomePage } from './HomePage.tsx';

jest.mock('react-i18next', () =>
  jest.requireActual('@kfeed/kit/testing/i18nKeys').reactI18nextKeysMock(),
);
// Only the network calls are stubbed; everything else is the real code.
jest.mock('../features/feed-list/getFeedList.ts', () => ({
  ...jest.requireActual('../features/feed-list/getFeedList.ts'),
  getFeedList: jest.fn(),
}));
jest.mock('../features/categories/getFeedCategoryList.ts', () => ({
  getFeedCategoryList: jest.fn(),
}));
// A member's header asks for the unread count.
jest.mock('@kfeed/platform/live/liveCalls');

const feedList = jest.mocked(getFeedList);
const categoryList = jest.mocked(getFeedCategoryList);

const CATEGORIES: Category[] = [
  {
    categoryId: 'home',
    categoryName: 'All',
    categoryImageUrl: '/api/static/category/home.svg',
    categoryType: '[]',
    translatedList: {},
  },
  {
    categoryId: '3',
    categoryName: 'Jobs',
    categoryImageUrl: '/api/static/category/jobs.svg',
    categoryType: '["PUBLIC"]',
    translatedList: {},
  },
];

/** Home reached by a link (a history PUSH), or with `pop` as the browser's Back does. */
function renderHome(url = '/', { pop = false } = {}) {
  return render(
    <MemoryRouter initialEntries={[pop ? url : `/start?to=${encodeURIComponent(url)}`]}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              <Routes>
                <Route path="/" element={<HomePage />} />
                <Route path="/feed/:feedId" element={<p>post page</p>} />
                <Route path="/start" element={<GoTo />} />
              </Routes>
              <LocationProbe />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

function GoTo() {
  const to = new URLSearchParams(useLocation().search).get('to') ?? '/';
  return <Navigate to={to} />;
}

const cards = () => screen.queryAllByRole('link').filter((l) => l.hasAttribute('data-feed-id'));

let scrollY = 0;
beforeEach(() => {
  signOut();
  sessionStorage.clear();
  TestIntersectionObserver.install();
  feedList.mockReset();
  categoryList.mockReset().mockResolvedValue(CATEGORIES);
  scrollY = 0;
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });
  window.scrollTo = jest.fn((options?: ScrollToOptions | number) => {
    if (typeof options === 'object') scrollY = options.top ?? scrollY;
  }) as typeof window.scrollTo;
});

test('loads page 1 of home, then the next page near the end, until a short page ends it', async () => {
  feedList.mockResolvedValueOnce(feedPage(100, 10)).mockResolvedValueOnce(feedPage(90, 4));
  renderHome();
  await waitFor(() => expect(cards()).toHaveLength(10));
  expect(feedList).toHaveBeenLastCalledWith({ page: 1, categoryId: 'home', isoCode: 'en' });
  expect(TestIntersectionObserver.instances.at(-1)?.options?.rootMargin).toBe('0px 0px 100px 0px');

  act(() => TestIntersectionObserver.intersectAll());
  await waitFor(() => expect(cards()).toHaveLength(14));
  expect(feedList).toHaveBeenLastCalledWith({
    page: 2,
    categoryId: 'home',
    isoCode: 'en',
    lastFeedId: 91,
  });
  expect(screen.getByText('list.end')).toBeInTheDocument();

  act(() => TestIntersectionObserver.intersectAll());
  expect(feedList).toHaveBeenCalledTimes(2);
  expect(readFeedListState()).toMatchObject({ page: 3, isEnd: true, categoryId: 'home' });
});

test('an empty first page shows the empty state', async () => {
  feedList.mockResolvedValueOnce([]);
  renderHome();
  expect(await screen.findByText('list.empty_title')).toBeInTheDocument();
});

test('changing category clears the list, goes to the top and loads page 1 of it', async () => {
  feedList.mockResolvedValueOnce(feedPage(100, 10)).mockResolvedValueOnce(feedPage(55, 2));
  renderHome();
  await waitFor(() => expect(cards()).toHaveLength(10));
  scrollY = 700;
  await userEvent.click(await screen.findByRole('button', { name: 'Jobs' }));
  await waitFor(() => expect(cards()).toHaveLength(2));
  expect(feedList).toHaveBeenLastCalledWith({ page: 1, categoryId: '3', isoCode: 'en' });
  expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0, behavior: 'instant' });
  expect(screen.getByRole('button', { name: 'Jobs' })).toHaveAttribute('aria-pressed', 'true');
  expect(readFeedListState()).toMatchObject({ categoryId: '3', page: 2, isEnd: true });
});

test('a failed load is logged, ends the list and offers a retry', async () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  feedList.mockRejectedValueOnce(new Error('network down')).mockResolvedValueOnce(feedPage(9, 9));
  renderHome();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('list.failed');
  expect(logged).toHaveBeenCalled();
  act(() => TestIntersectionObserver.intersectAll());
  expect(feedList).toHaveBeenCalledTimes(1);

  await userEvent.click(screen.getByRole('button', { name: 'common:retry' }));
  await waitFor(() => expect(cards()).toHaveLength(9));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  logged.mockRestore();
});

test('opening a post saves the list with both scroll positions first', async () => {
  feedList.mockResolvedValueOnce(feedPage(100, 10));
  renderHome();
  await waitFor(() => expect(cards()).toHaveLength(10));
  scrollY = 1234;
  await userEvent.click(screen.getByRole('link', { name: /^Post 95\b/ }));
  expect(screen.getByLabelText('url')).toHaveTextContent('/feed/95');
  expect(readFeedListState()).toMatchObject({
    page: 2,
    isEnd: false,
    categoryId: 'home',
    scrollY: 1234,
    categoryScrollX: 0,
  });
  expect(readFeedListState()?.items).toHaveLength(10);
});

test('scroll positions are saved 150 ms after scrolling stops', async () => {
  feedList.mockResolvedValueOnce(feedPage(100, 10));
  renderHome();
  await waitFor(() => expect(cards()).toHaveLength(10));
  jest.useFakeTimers();
  scrollY = 400;
  window.dispatchEvent(new Event('scroll'));
  act(() => jest.advanceTimersByTime(100));
  scrollY = 600;
  window.dispatchEvent(new Event('scroll'));
  act(() => jest.advanceTimersByTime(149));
  expect(readFeedListState()?.scrollY).toBe(0);
  act(() => jest.advanceTimersByTime(1));
  expect(readFeedListState()?.scrollY).toBe(600);
  jest.useRealTimers();
});

test('back from a post: the saved list, page, category and scroll come back, then the query goes', async () => {
  writeFeedListState({
    items: feedPage(200, 20),
    page: 3,
    isEnd: false,
    categoryId: '3',
    scrollY: 1500,
    categoryScrollX: 150,
  });
  renderHome('/?restored=true');
  expect(cards()).toHaveLength(20);
  expect(feedList).not.toHaveBeenCalled();
  await waitFor(() => expect(screen.getByLabelText('url')).toHaveTextContent(/^\/$/));
  expect(window.scrollTo).toHaveBeenCalledWith({ top: 1500, left: 0, behavior: 'instant' });
  expect(scrollY).toBe(1500);
  expect(await screen.findByRole('button', { name: 'Jobs' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const strip = screen.getByRole('navigation', { name: 'categories.label' }).firstElementChild;
  expect(strip?.scrollLeft).toBe(150);

  feedList.mockResolvedValueOnce(feedPage(180, 10));
  act(() => TestIntersectionObserver.intersectAll());
  await waitFor(() => expect(cards()).toHaveLength(30));
  expect(feedList).toHaveBeenLastCalledWith({
    page: 3,
    categoryId: '3',
    isoCode: 'en',
    lastFeedId: 181,
  });
});

test("the browser's Back to Home restores the list as well", async () => {
  writeFeedListState({
    items: feedPage(200, 20),
    page: 3,
    isEnd: false,
    categoryId: 'home',
    scrollY: 900,
    categoryScrollX: 0,
  });
  renderHome('/', { pop: true });
  expect(cards()).toHaveLength(20);
  await waitFor(() => expect(scrollY).toBe(900));
  expect(feedList).not.toHaveBeenCalled();
});

test('without the restored query Home starts again at page 1', async () => {
  writeFeedListState({
    items: feedPage(200, 20),
    page: 3,
    isEnd: false,
    categoryId: 'home',
    scrollY: 1500,
    categoryScrollX: 40,
  });
  feedList.mockResolvedValueOnce(feedPage(300, 10));
  renderHome('/');
  await waitFor(() => expect(cards()).toHaveLength(10));
  expect(feedList).toHaveBeenCalledWith({ page: 1, categoryId: 'home', isoCode: 'en' });
  expect(readFeedListState()).toMatchObject({ scrollY: 0, categoryScrollX: 0, page: 2 });
});

test("the bottom navigation's reset clears the list and loads home from the top", async () => {
  feedList.mockResolvedValueOnce(feedPage(100, 10)).mockResolvedValueOnce(feedPage(55, 2));
  renderHome();
  await userEvent.click(await screen.findByRole('button', { name: 'Jobs' }));
  await waitFor(() => expect(cards()).toHaveLength(2));
  feedList.mockResolvedValueOnce(feedPage(100, 10));
  act(() => emit('list:reset', { list: 'feed' }));
  await waitFor(() => expect(cards()).toHaveLength(10));
  expect(feedList).toHaveBeenLastCalledWith({ page: 1, categoryId: 'home', isoCode: 'en' });
  expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
});

test('a deleted post or a blocked author disappears; a new post reloads page 1', async () => {
  feedList.mockResolvedValueOnce(feedPage(100, 10));
  renderHome();
  await waitFor(() => expect(cards()).toHaveLength(10));
  act(() => emit('feed:changed', { feedId: 97, change: 'deleted' }));
  expect(screen.queryByRole('link', { name: /^Post 97\b/ })).not.toBeInTheDocument();
  act(() => emit('feed:changed', { feedId: 96, change: 'author-blocked' }));
  expect(cards()).toHaveLength(8);
  expect(readFeedListState()?.items).toHaveLength(8);

  feedList.mockResolvedValueOnce(feedPage(101, 10));
  act(() => emit('feed:changed', { feedId: 101, change: 'created' }));
  await screen.findByRole('link', { name: /^Post 101\b/ });
  expect(feedList).toHaveBeenLastCalledWith({ page: 1, categoryId: 'home', isoCode: 'en' });
});

test('a category asked for in the URL starts at page 1 of it at the top, then the query goes', async () => {
  writeFeedListState({
    items: feedPage(200, 20),
    page: 3,
    isEnd: false,
    categoryId: 'home',
    scrollY: 1500,
    categoryScrollX: 40,
  });
  feedList.mockResolvedValueOnce(feedPage(55, 2));
  renderHome('/?categoryId=3');
  await waitFor(() => expect(cards()).toHaveLength(2));
  expect(feedList).toHaveBeenCalledTimes(1);
  expect(feedList).toHaveBeenCalledWith({ page: 1, categoryId: '3', isoCode: 'en' });
  expect(screen.getByLabelText('url')).toHaveTextContent(/^\/$/);
  expect(await screen.findByRole('button', { name: 'Jobs' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(readFeedListState()).toMatchObject({ categoryId: '3', page: 2, isEnd: true, scrollY: 0 });
});

test('a category asked for while Home is on screen starts afresh, replacing the URL', async () => {
  function AskForJobs() {
    const navigate = useNavigate();
    return (
      <button type="button" onClick={() => void navigate('/?categoryId=3')}>
        ask for jobs
      </button>
    );
  }
  feedList.mockResolvedValueOnce(feedPage(100, 10)).mockResolvedValueOnce(feedPage(55, 2));
  render(
    <MemoryRouter initialEntries={['/feed/1', '/']} initialIndex={1}>
      <HomePage />
      <AskForJobs />
      <LocationProbe />
    </MemoryRouter>,
  );
  await waitFor(() => expect(cards()).toHaveLength(10));
  scrollY = 700;
  await userEvent.click(screen.getByRole('button', { name: 'ask for jobs' }));
  await waitFor(() => expect(cards()).toHaveLength(2));
  expect(feedList).toHaveBeenLastCalledWith({ page: 1, categoryId: '3', isoCode: 'en' });
  expect(scrollY).toBe(0);
  expect(screen.getByLabelText('url')).toHaveTextContent(/^\/$/);
  expect(await screen.findByRole('button', { name: 'Jobs' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

describe('new posts from the live channel', () => {
  const published = (
    feedId: number,
    over: Partial<{ categoryId: number; feedType: string; authorId: number }> = {},
  ) =>
    act(() =>
      emit('live:new-post', { feedId, categoryId: 3, feedType: 'PUBLIC', authorId: 50, ...over }),
    );

  test('"N new posts" counts the posts for the category on screen; tapping shows them from the top', async () => {
    signInAsMember(9);
    feedList.mockResolvedValueOnce(feedPage(100, 10)).mockResolvedValueOnce(feedPage(102, 10));
    renderHome();
    await waitFor(() => expect(cards()).toHaveLength(10));
    expect(screen.queryByTestId('home-new-posts')).not.toBeInTheDocument();

    published(101);
    published(101); // the same post twice counts once
    published(102, { categoryId: 4 });
    published(103, { authorId: 9 }); // the reader's own: on screen already after posting
    published(95); // already in the list
    published(104, { feedType: 'NATION' }); // All does not show other nations' posts
    const button = screen.getByRole('button', { name: 'live.new_posts:2' });
    expect(button).toHaveAttribute('data-testid', 'home-new-posts');
    // Said politely where it appears.
    expect(button.closest('[role="status"]')).not.toBeNull();

    scrollY = 900;
    await userEvent.click(button);
    expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0, behavior: 'instant' });
    await waitFor(() => expect(feedList).toHaveBeenCalledTimes(2));
    expect(feedList).toHaveBeenLastCalledWith({ page: 1, categoryId: 'home', isoCode: 'en' });
    await waitFor(() => expect(cards()[0]).toHaveAttribute('data-feed-id', '102'));
    expect(screen.queryByTestId('home-new-posts')).not.toBeInTheDocument();
  });

  test('another category starts from none and counts only its own posts', async () => {
    signInAsMember(9);
    feedList.mockResolvedValueOnce(feedPage(100, 10)).mockResolvedValueOnce(feedPage(55, 2));
    renderHome();
    await waitFor(() => expect(cards()).toHaveLength(10));
    published(101, { categoryId: 4 });
    expect(screen.getByRole('button', { name: 'live.new_posts:1' })).toBeInTheDocument();

    await userEvent.click(await screen.findByRole('button', { name: 'Jobs' }));
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(screen.queryByTestId('home-new-posts')).not.toBeInTheDocument();
    published(102, { categoryId: 4 });
    expect(screen.queryByTestId('home-new-posts')).not.toBeInTheDocument();
    published(103, { categoryId: 3 });
    expect(screen.getByRole('button', { name: 'live.new_posts:1' })).toBeInTheDocument();
  });
});
