import type { FeedItem } from '@kfeed/contracts/feed';
import { savedListStore, type SavedListBase, type SavedListFields } from '@kfeed/kit/listState';
import { on } from '@kfeed/platform/events';

/**
 * Search as kept in sessionStorage for the browser session (spec 1, section 3: the
 * search list plus searchText, history and isInitialSearch): what a reader coming back
 * from a post (`/search?restored=true`) finds again. The cards, page, end, window scroll
 * and `savedAt` are every saved list's (kit listState).
 */
export interface SearchListState extends SavedListBase<FeedItem> {
  /** The term the results are for. */
  searchText: string;
  /** The recent searches as last shown (shown at once on return, then refreshed). */
  history: string[];
  isInitialSearch: boolean;
  /** The language the results were loaded in: another one means searching again. */
  isoCode: string;
}

export type SearchListStateFields = SavedListFields<SearchListState>;

const store = savedListStore<SearchListState>(
  'search',
  (v) =>
    typeof v.searchText === 'string' &&
    Array.isArray(v.history) &&
    v.history.every((h) => typeof h === 'string') &&
    typeof v.isInitialSearch === 'boolean' &&
    typeof v.isoCode === 'string',
);

export const readSearchListState = store.read;

export function emptySearchListState(isoCode: string): SearchListStateFields {
  return {
    items: [],
    page: 1,
    isEnd: false,
    searchText: '',
    history: [],
    isInitialSearch: true,
    scrollY: 0,
    isoCode,
  };
}

export const writeSearchListState = store.write;

export function patchSearchListState(patch: Partial<SearchListStateFields>, isoCode: string): void {
  store.patch(patch, emptySearchListState(isoCode));
}

export const clearSearchListState = store.clear;

/**
 * The bottom navigation's Search tap from another screen (`list:reset`): the saved search
 * is forgotten. Heard once per page, whether Search is on screen or not (Search on screen
 * also empties what it shows).
 */
export function listenForListReset(): () => void {
  return on('list:reset', ({ list }) => {
    if (list === 'search') clearSearchListState();
  });
}

export type SearchStart =
  /** Back from a post: the saved results, term, page and scroll position. */
  | { kind: 'restore'; state: SearchListState }
  /** The empty screen: the box and recent searches. */
  | { kind: 'fresh' };

export interface SearchStartContext {
  /** `?restored=true` in the URL (a post's back button). */
  restoredQuery: boolean;
  /** Reached by the browser's Back or Forward (a history POP). */
  historyPop: boolean;
  /** The document's navigation type ('navigate', 'reload', 'back_forward', ...). */
  navigationType: string | undefined;
  /** When the current document started (epoch ms). */
  documentStart: number;
  saved: SearchListState | null;
  /** The reader's language now. */
  language: string;
}

export function browserSearchStartContext(
  search: string,
  historyPop: boolean,
  language: string,
): SearchStartContext {
  const entry = performance.getEntriesByType?.('navigation')[0] as
    PerformanceNavigationTiming | undefined;
  return {
    restoredQuery: new URLSearchParams(search).get('restored') === 'true',
    historyPop,
    navigationType: entry?.type,
    documentStart: performance.timeOrigin,
    saved: readSearchListState(),
    language,
  };
}

/**
 * How Search starts, as Home does (spec 2, section 2): coming back from a post
 * (`?restored=true`, or the browser's Back within this page load) finds the saved search
 * again; a real refresh, or any other arrival, starts empty. Results saved in another
 * language keep their term but are searched again from page 1 in the reader's language.
 */
export function decideSearchStart(context: SearchStartContext): SearchStart {
  const { saved } = context;
  if (!saved || saved.isInitialSearch || !saved.searchText) return { kind: 'fresh' };
  const fromEarlierLoad = saved.savedAt < context.documentStart;
  if (context.navigationType === 'reload' && fromEarlierLoad) return { kind: 'fresh' };
  const comingBack = context.restoredQuery || (context.historyPop && !fromEarlierLoad);
  if (!comingBack) return { kind: 'fresh' };
  if (saved.isoCode !== context.language) {
    return {
      kind: 'restore',
      state: { ...saved, items: [], page: 1, isEnd: false, scrollY: 0, isoCode: context.language },
    };
  }
  return { kind: 'restore', state: saved };
}
