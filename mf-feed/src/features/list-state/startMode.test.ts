import { emptyFeedListState, type FeedListState } from '../../lib/homeListState.ts';
import { feedPage } from '@kfeed/kit/testing/feedItem';
import { decideStart, type StartContext } from './startMode.ts';

const DOCUMENT_START = 1_000_000;

function saved(overrides: Partial<FeedListState> = {}): FeedListState {
  return {
    ...emptyFeedListState('5'),
    items: feedPage(30, 20),
    page: 3,
    scrollY: 1800,
    categoryScrollX: 90,
    savedAt: DOCUMENT_START + 5_000,
    ...overrides,
  };
}

function context(overrides: Partial<StartContext>): StartContext {
  return {
    restoredQuery: false,
    requestedCategory: null,
    historyPop: false,
    navigationType: 'navigate',
    documentStart: DOCUMENT_START,
    saved: null,
    ...overrides,
  };
}

test('coming back from a post restores what was saved', () => {
  const state = saved();
  expect(decideStart(context({ restoredQuery: true, saved: state }))).toEqual({
    kind: 'restore',
    state,
  });
});

test('after a refresh earlier in this page, a return from a post still restores', () => {
  const state = saved();
  expect(
    decideStart(context({ restoredQuery: true, navigationType: 'reload', saved: state })),
  ).toEqual({ kind: 'restore', state });
});

test('a real refresh forgets a state saved before it, even with the restored query', () => {
  const state = saved({ savedAt: DOCUMENT_START - 1 });
  expect(
    decideStart(context({ restoredQuery: true, navigationType: 'reload', saved: state })),
  ).toEqual({ kind: 'fresh', categoryId: 'home' });
  expect(decideStart(context({ navigationType: 'reload', saved: state }))).toEqual({
    kind: 'fresh',
    categoryId: 'home',
  });
});

test('arriving without the restored query starts at page 1 of the saved category', () => {
  expect(decideStart(context({ saved: saved() }))).toEqual({ kind: 'fresh', categoryId: '5' });
});

test('a fresh start saved for a category opens Home at page 1 of it', () => {
  const chosen = { ...emptyFeedListState('9'), savedAt: DOCUMENT_START + 10 };
  expect(decideStart(context({ saved: chosen }))).toEqual({ kind: 'fresh', categoryId: '9' });
  expect(decideStart(context({ restoredQuery: true, saved: chosen }))).toEqual({
    kind: 'fresh',
    categoryId: '9',
  });
});

test('nothing saved starts at page 1 of home', () => {
  expect(decideStart(context({ restoredQuery: true }))).toEqual({
    kind: 'fresh',
    categoryId: 'home',
  });
});

test("the browser's Back to Home within this page load restores too", () => {
  const state = saved();
  expect(decideStart(context({ historyPop: true, saved: state }))).toEqual({
    kind: 'restore',
    state,
  });
});

test('a first load of the page (also a history entry) does not restore an older state', () => {
  const state = saved({ savedAt: DOCUMENT_START - 1 });
  expect(
    decideStart(context({ historyPop: true, navigationType: 'back_forward', saved: state })),
  ).toEqual({ kind: 'fresh', categoryId: '5' });
});

test('a category asked for in the URL starts at page 1 of it, whatever was saved', () => {
  const state = saved();
  expect(decideStart(context({ requestedCategory: '3', saved: state }))).toEqual({
    kind: 'fresh',
    categoryId: '3',
  });
  expect(decideStart(context({ requestedCategory: '3', historyPop: true, saved: state }))).toEqual({
    kind: 'fresh',
    categoryId: '3',
  });
  expect(decideStart(context({ requestedCategory: 'home' }))).toEqual({
    kind: 'fresh',
    categoryId: 'home',
  });
});
