import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { emit, on, type AlertRequest } from '@kfeed/platform/events';
import { feedItem, feedPage } from '@kfeed/kit/testing/feedItem';
import { TestIntersectionObserver } from '@kfeed/kit/testing/intersectionObserver';
import { LocationProbe } from '@kfeed/kit/testing/LocationProbe';
import { signInAsMember, signOut } from '@kfeed/kit/testing/session';
import { searchFeedList } from '../features/results/searchFeedList.ts';
import { getSearchHistoryList } from '../features/recent-searches/api/getSearchHistoryList.ts';
import { insertSearchHistory } from '../features/recent-searches/api/insertSearchHistory.ts';
import { deleteSearchHistory } from '../features/recent-searches/api/deleteSearchHistory.ts';
import {
  readSearchListState,
  writeSearchListState,
} from '../features/list-state/searchListState.ts';
import { SearchPage } from './SearchPage.tsx';

jest.mock('react-i18next', () =>
  jest.requireActual('@kfeed/kit/testing/i18nKeys').reactI18nextKeysMock(),
);
// Only the network calls are stubbed; everything else is the real code.
jest.mock('../features/results/searchFeedList.ts', () => ({ searchFeedList: jest.fn() }));
jest.mock('../features/recent-searches/api/getSearchHistoryList.ts', () => ({
  getSearchHistoryList: jest.fn(),
}));
jest.mock('../features/recent-searches/api/insertSearchHistory.ts', () => ({
  insertSearchHistory: jest.fn(),
}));
jest.mock('../features/recent-searches/api/deleteSearchHistory.ts', () => ({
  deleteSearchHistory: jest.fn(),
}));

const search = jest.mocked(searchFeedList);
const historyList = jest.mocked(getSearchHistoryList);
const insertHistory = jest.mocked(insertSearchHistory);
const deleteHistory = jest.mocked(deleteSearchHistory);

const entry = (searchText: string) => ({
  searchText,
  transTextForSearch: null,
  searchDatetime: '2026-11-20T10:00:00Z',
  searchTextVisible: 'Y' as const,
});

function renderSearch(url = '/search') {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              <Routes>
                <Route path="/search" element={<SearchPage />} />
                <Route path="/feed/:feedId" element={<p>post page</p>} />
              </Routes>
              <LocationProbe />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

const cards = () => screen.queryAllByRole('link').filter((l) => l.hasAttribute('data-feed-id'));
const box = () => screen.getByRole('searchbox', { name: 'box.label' });
const recent = () => screen.queryByRole('region', { name: 'history.title' });

let alerts: AlertRequest[] = [];
let stopAlerts: () => void;
let scrollY = 0;
beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  signOut();
  TestIntersectionObserver.install();
  search.mockReset();
  historyList.mockReset().mockResolvedValue([]);
  insertHistory.mockReset().mockResolvedValue(undefined);
  deleteHistory.mockReset().mockResolvedValue(undefined);
  alerts = [];
  stopAlerts = on('ui:alert', (request) => {
    alerts.push(request);
    emit('ui:dialog-closed', { id: request.id, confirmed: true });
  });
  scrollY = 0;
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });
  window.scrollTo = jest.fn((options?: ScrollToOptions | number) => {
    if (typeof options === 'object') scrollY = options.top ?? scrollY;
  }) as typeof window.scrollTo;
});
afterEach(() => stopAlerts());

test('an empty or blank term alerts and keeps what was typed; nothing is searched', async () => {
  renderSearch();
  await userEvent.click(screen.getByRole('button', { name: 'box.submit' }));
  await userEvent.type(box(), '   {Enter}');
  expect(alerts.map((a) => a.message)).toEqual(['empty_term', 'empty_term']);
  expect(box()).toHaveValue('   ');
  expect(search).not.toHaveBeenCalled();
});

test('the box is a phone search field with its own clear button', async () => {
  renderSearch();
  expect(box()).toHaveAttribute('type', 'search');
  expect(box()).toHaveAttribute('enterkeyhint', 'search');
  expect(screen.queryByRole('button', { name: 'box.clear' })).not.toBeInTheDocument();
  await userEvent.type(box(), '한강');
  await userEvent.click(screen.getByRole('button', { name: 'box.clear' }));
  expect(box()).toHaveValue('');
  expect(box()).toHaveFocus();
});

test('a trimmed search loads pages of 10 with a 50 px margin until a short page', async () => {
  search.mockResolvedValueOnce(feedPage(100, 10)).mockResolvedValueOnce(feedPage(90, 3));
  renderSearch();
  await userEvent.type(box(), '  한강 {Enter}');
  await waitFor(() => expect(cards()).toHaveLength(10));
  expect(box()).toHaveValue('한강');
  expect(search).toHaveBeenLastCalledWith({ page: 1, searchText: '한강', isoCode: 'en' });
  expect(cards()[0]).toHaveAttribute('href', '/feed/100?from=search');
  expect(TestIntersectionObserver.live().at(-1)?.options?.rootMargin).toBe('0px 0px 50px 0px');

  act(() => TestIntersectionObserver.intersectAll());
  await waitFor(() => expect(cards()).toHaveLength(13));
  expect(search).toHaveBeenLastCalledWith({ page: 2, searchText: '한강', isoCode: 'en' });
  expect(screen.getByText('results.end')).toBeInTheDocument();
  act(() => TestIntersectionObserver.intersectAll());
  expect(search).toHaveBeenCalledTimes(2);
  expect(readSearchListState()).toMatchObject({
    searchText: '한강',
    page: 3,
    isEnd: true,
    isInitialSearch: false,
    history: ['한강'],
  });
});

test('the words are marked in the results', async () => {
  search.mockResolvedValueOnce([feedItem({ feedId: 5, feedTitle: 'Seoul subway tips' })]);
  renderSearch();
  await userEvent.type(box(), 'subway{Enter}');
  const card = await screen.findByRole('link', { name: /^Seoul subway tips\b/ });
  expect(within(card).getByText('subway').tagName).toBe('MARK');
});

test('nothing found shows the suggestions; a failure ends the list, logged, with a retry', async () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  search.mockResolvedValueOnce([]);
  renderSearch();
  await userEvent.type(box(), 'zzz{Enter}');
  expect(await screen.findByText('results.empty_title')).toBeInTheDocument();
  expect(screen.getByText('results.empty_body')).toBeInTheDocument();

  search.mockRejectedValueOnce(new Error('result false')).mockResolvedValueOnce(feedPage(3, 3));
  await userEvent.type(box(), '{Enter}');
  expect(await screen.findByRole('alert')).toHaveTextContent('results.failed');
  expect(logged).toHaveBeenCalled();
  expect(alerts).toHaveLength(0);
  await userEvent.click(screen.getByRole('button', { name: 'common:retry' }));
  await waitFor(() => expect(cards()).toHaveLength(3));
  logged.mockRestore();
});

test("a visitor's recent searches: newest first, repeats moved, tap searches, delete", async () => {
  search.mockResolvedValue([]);
  renderSearch();
  for (const term of ['a', 'b', 'a'])
    await userEvent.type(box(), `{Control>}a{/Control}${term}{Enter}`);
  const items = () =>
    within(recent()!)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
  expect(items()).toEqual(['a', 'b']);
  expect(JSON.parse(localStorage.getItem('recentSearches')!)).toEqual(['a', 'b']);

  await userEvent.click(within(recent()!).getByRole('button', { name: 'b' }));
  expect(box()).toHaveValue('b');
  expect(search).toHaveBeenLastCalledWith({ page: 1, searchText: 'b', isoCode: 'en' });
  expect(items()).toEqual(['b', 'a']);

  await userEvent.click(within(recent()!).getAllByRole('button', { name: 'history.delete' })[0]!);
  expect(items()).toEqual(['a']);
  expect(historyList).not.toHaveBeenCalled();
});

test("a member's recent searches come from the server and are reloaded after each search", async () => {
  signInAsMember(7);
  historyList
    .mockResolvedValueOnce([entry('old')])
    .mockResolvedValueOnce([entry('new'), entry('old')]);
  search.mockResolvedValue([]);
  renderSearch();
  expect(
    await within(await screen.findByRole('region', { name: 'history.title' })).findByText('old'),
  ).toBeInTheDocument();
  await userEvent.type(box(), 'new{Enter}');
  await waitFor(() => expect(historyList).toHaveBeenCalledTimes(2));
  expect(insertHistory).toHaveBeenCalledWith('new');
  expect(localStorage.getItem('recentSearches')).toBeNull();
  await waitFor(() =>
    expect(
      within(recent()!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['new', 'old']),
  );

  // A failed delete keeps the entry and tells the reader.
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  deleteHistory.mockRejectedValueOnce(new Error('down'));
  await userEvent.click(within(recent()!).getAllByRole('button', { name: 'history.delete' })[1]!);
  await waitFor(() => expect(alerts.map((a) => a.message)).toEqual(['history.delete_failed']));
  expect(deleteHistory).toHaveBeenCalledWith('old');
  expect(within(recent()!).getByText('old')).toBeInTheDocument();
  logged.mockRestore();
});

test('back from a post restores the results and the scroll position; the address then shows the term', async () => {
  writeSearchListState({
    items: feedPage(30, 20),
    page: 3,
    isEnd: false,
    searchText: '韓国',
    history: ['韓国'],
    isInitialSearch: false,
    scrollY: 1200,
    isoCode: 'en',
  });
  renderSearch('/search?restored=true');
  expect(cards()).toHaveLength(20);
  expect(box()).toHaveValue('韓国');
  expect(search).not.toHaveBeenCalled();
  expect(window.scrollTo).toHaveBeenCalledWith({ top: 1200, left: 0, behavior: 'instant' });
  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent(
      `/search?q=${encodeURIComponent('韓国')}`,
    ),
  );
});

test('opening a result saves the list with the position it was left at', async () => {
  search.mockResolvedValueOnce(feedPage(100, 10));
  renderSearch();
  await userEvent.type(box(), 'x{Enter}');
  await waitFor(() => expect(cards()).toHaveLength(10));
  scrollY = 640;
  await userEvent.click(cards()[4]!);
  expect(screen.getByText('post page')).toBeInTheDocument();
  expect(readSearchListState()).toMatchObject({ scrollY: 640, searchText: 'x', page: 2 });
});

test('a search puts its term in the address, and a shared address opens its results', async () => {
  search.mockResolvedValue(feedPage(100, 10));
  const { unmount } = renderSearch();
  await userEvent.type(box(), ' visa {Enter}');
  await waitFor(() => expect(cards()).toHaveLength(10));
  expect(screen.getByTestId('location')).toHaveTextContent('/search?q=visa');
  unmount();
  sessionStorage.clear();

  search.mockClear();
  renderSearch('/search?q=%EB%B9%84%EC%9E%90');
  await waitFor(() => expect(cards()).toHaveLength(10));
  expect(search).toHaveBeenLastCalledWith({ page: 1, searchText: '비자', isoCode: 'en' });
  expect(box()).toHaveValue('비자');
});

test("the bottom navigation's reset clears the search and goes to the top", async () => {
  search.mockResolvedValueOnce(feedPage(100, 10));
  renderSearch();
  await userEvent.type(box(), 'x{Enter}');
  await waitFor(() => expect(cards()).toHaveLength(10));
  scrollY = 500;
  act(() => emit('list:reset', { list: 'search' }));
  expect(cards()).toHaveLength(0);
  expect(box()).toHaveValue('');
  expect(scrollY).toBe(0);
  expect(readSearchListState()).toMatchObject({ isInitialSearch: true, items: [] });
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/search$/);
});
