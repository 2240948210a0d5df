import {
  HOME_CATEGORY_ID,
  emptyFeedListState,
  readFeedListState,
  type FeedListState,
} from '@kfeed/kit/feedListState';

export type StartMode =
  /** Back from a post: the saved list, page, category and scroll positions. */
  | { kind: 'restore'; state: FeedListState }
  /** Page 1 of a category, at the top. */
  | { kind: 'fresh'; categoryId: string };

export interface StartContext {
  /** `?restored=true` in the URL. */
  restoredQuery: boolean;
  /** Home was reached by the browser's Back or Forward (a history POP). */
  historyPop: boolean;
  /** The document's navigation type ('navigate', 'reload', 'back_forward', ...). */
  navigationType: string | undefined;
  /** When the current document started (epoch ms). */
  documentStart: number;
  saved: FeedListState | null;
}

export function browserStartContext(search: string, historyPop: boolean): StartContext {
  const entry = performance.getEntriesByType?.('navigation')[0] as
    PerformanceNavigationTiming | undefined;
  return {
    restoredQuery: new URLSearchParams(search).get('restored') === 'true',
    historyPop,
    navigationType: entry?.type,
    documentStart: performance.timeOrigin,
    saved: readFeedListState(),
  };
}

/**
 * How Home starts (spec 1, section 2 "Home"). A real refresh forgets everything saved
 * before it. Coming back from a post (`?restored=true`, or the browser's Back within this
 * page load) finds the saved list again. Any other arrival starts at page 1 of the saved
 * category, which is how a category chosen on a post (selectHomeCategory) reaches Home.
 */
export function decideStart(context: StartContext): StartMode {
  const { saved } = context;
  if (!saved) return { kind: 'fresh', categoryId: HOME_CATEGORY_ID };
  // The navigation type describes the document; only state older than it was refreshed away.
  const fromEarlierLoad = saved.savedAt < context.documentStart;
  if (context.navigationType === 'reload' && fromEarlierLoad)
    return { kind: 'fresh', categoryId: HOME_CATEGORY_ID };
  const comingBack = context.restoredQuery || (context.historyPop && !fromEarlierLoad);
  if (comingBack && saved.items.length > 0) return { kind: 'restore', state: saved };
  return { kind: 'fresh', categoryId: saved.categoryId };
}

export function freshState(categoryId: string): FeedListState {
  return emptyFeedListState(categoryId);
}
