import { feedPage } from '@kfeed/kit/testing/feedItem';
import { LIST_STATE_KEYS } from '@kfeed/kit/listState';
import { emit } from '@kfeed/platform/events';
import {
  clearSearchListState,
  decideSearchStart,
  emptySearchListState,
  listenForListReset,
  patchSearchListState,
  readSearchListState,
  writeSearchListState,
  type SearchListState,
  type SearchStartContext,
} from './searchListState.ts';

const DOCUMENT_START = 1_000_000;

function saved(overrides: Partial<SearchListState> = {}): SearchListState {
  return {
    items: feedPage(30, 13),
    page: 3,
    isEnd: true,
    searchText: '韓国',
    history: ['韓国', '한강'],
    isInitialSearch: false,
    scrollY: 1500,
    isoCode: 'en',
    savedAt: DOCUMENT_START + 5_000,
    ...overrides,
  };
}

function context(overrides: Partial<SearchStartContext>): SearchStartContext {
  return {
    restoredQuery: false,
    historyPop: false,
    navigationType: 'navigate',
    documentStart: DOCUMENT_START,
    saved: null,
    language: 'en',
    ...overrides,
  };
}

beforeEach(() => sessionStorage.clear());

test('the state is kept under the search key with every field, and read back', () => {
  writeSearchListState({ ...emptySearchListState('ko'), searchText: '한강', scrollY: 40 });
  expect(Object.keys(JSON.parse(sessionStorage.getItem(LIST_STATE_KEYS.search)!)).sort()).toEqual([
    'history',
    'isEnd',
    'isInitialSearch',
    'isoCode',
    'items',
    'page',
    'savedAt',
    'scrollY',
    'searchText',
  ]);
  patchSearchListState({ scrollY: 900 }, 'ko');
  expect(readSearchListState()).toMatchObject({ searchText: '한강', scrollY: 900, isoCode: 'ko' });
  clearSearchListState();
  expect(readSearchListState()).toBeNull();
});

test('an unreadable or incomplete state counts as none', () => {
  sessionStorage.setItem(LIST_STATE_KEYS.search, '{"items":[]}');
  expect(readSearchListState()).toBeNull();
  sessionStorage.setItem(LIST_STATE_KEYS.search, 'nope');
  expect(readSearchListState()).toBeNull();
});

test("coming back from a post, or by the browser's Back, restores the search", () => {
  const state = saved();
  expect(decideSearchStart(context({ restoredQuery: true, saved: state }))).toEqual({
    kind: 'restore',
    state,
  });
  expect(decideSearchStart(context({ historyPop: true, saved: state }))).toEqual({
    kind: 'restore',
    state,
  });
});

test('a real refresh, or arriving any other way, starts empty', () => {
  const earlier = saved({ savedAt: DOCUMENT_START - 1 });
  expect(
    decideSearchStart(context({ restoredQuery: true, navigationType: 'reload', saved: earlier })),
  ).toEqual({ kind: 'fresh' });
  expect(decideSearchStart(context({ historyPop: true, saved: earlier }))).toEqual({
    kind: 'fresh',
  });
  expect(decideSearchStart(context({ saved: saved() }))).toEqual({ kind: 'fresh' });
  expect(decideSearchStart(context({ restoredQuery: true }))).toEqual({ kind: 'fresh' });
});

test('a screen where no search was made has nothing to restore', () => {
  expect(
    decideSearchStart(
      context({ restoredQuery: true, saved: saved({ isInitialSearch: true, searchText: '' }) }),
    ),
  ).toEqual({ kind: 'fresh' });
});

test('results saved in another language keep the term but search again from page 1', () => {
  const start = decideSearchStart(
    context({ restoredQuery: true, saved: saved({ isoCode: 'ko' }), language: 'en' }),
  );
  expect(start).toMatchObject({
    kind: 'restore',
    state: { searchText: '韓国', items: [], page: 1, isEnd: false, scrollY: 0, isoCode: 'en' },
  });
});

test("the bottom navigation's reset of Search forgets the saved search; Home's does not", () => {
  const stop = listenForListReset();
  writeSearchListState({ ...emptySearchListState('en'), searchText: 'visa' });
  emit('list:reset', { list: 'feed' });
  expect(readSearchListState()).not.toBeNull();
  emit('list:reset', { list: 'search' });
  expect(readSearchListState()).toBeNull();
  stop();
});
