import {
  HISTORY_MAX,
  pushHistory,
  pushProfile,
  recordNavigation,
  readNavigationHistory,
  type HistoryEntry,
} from '@kfeed/kit/navigationHistory';

const entry = (name: HistoryEntry['name'], pathname = '/'): HistoryEntry => ({
  name,
  pathname,
  search: '',
});

it('keeps one entry per route name, the repeat replacing the older one at the end', () => {
  const history = pushHistory([entry('Home'), entry('Search', '/search')], entry('Home', '/'));
  expect(history.map((e) => e.name)).toEqual(['Search', 'Home']);
  const post = pushHistory(history, entry('FeedContentView', '/feed/2'));
  expect(pushHistory(post, entry('FeedContentView', '/feed/3')).map((e) => e.pathname)).toEqual([
    '/search',
    '/',
    '/feed/3',
  ]);
});

it('keeps at most 10 entries', () => {
  const names = [
    'Home',
    'Search',
    'Dongne',
    'MyPage',
    'UpdateMyInfo',
    'MyFeedList',
    'MyLikeList',
    'BlockedUserList',
    'FeedContentView',
    'ReplyView',
    'Term',
    'Privacy',
  ] as const;
  const history = names.reduce<HistoryEntry[]>((acc, name) => pushHistory(acc, entry(name)), []);
  expect(history).toHaveLength(HISTORY_MAX);
  expect(history[0]?.name).toBe('Dongne');
  expect(history.at(-1)?.name).toBe('Privacy');
});

it('keeps the last 5 profiles, a revisit moving to the top', () => {
  expect(pushProfile([1, 2, 3, 4, 5], 6)).toEqual([2, 3, 4, 5, 6]);
  expect(pushProfile([1, 2, 3], 1)).toEqual([2, 3, 1]);
});

it('persists the history for the browser session', () => {
  sessionStorage.clear();
  recordNavigation(entry('Home'));
  recordNavigation(entry('FeedContentView', '/feed/9'));
  expect(readNavigationHistory().map((e) => e.pathname)).toEqual(['/', '/feed/9']);
});
