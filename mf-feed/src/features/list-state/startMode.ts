import { HOME_CATEGORY_ID, requestedHomeCategory } from '@kfeed/kit/homeCategory';
import {
  emptyFeedListState,
  readFeedListState,
  type FeedListState,
} from '../../lib/homeListState.ts';

export type StartMode =
  /** Back from a post: the saved list, page, category and scroll positions. */
  | { kind: 'restore'; state: FeedListState }
  /** Page 1 of a category, at the top. */
  | { kind: 'fresh'; categoryId: string };

export interface StartContext {
  /** `?restored=true` in the URL. */
  restoredQuery: boolean;
  /** `?categoryId=` in the URL: another app asks Home for that category (kit homeCategory). */
  requestedCategory: string | null;
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
    requestedCategory: requestedHomeCategory(search),
    historyPop,
    navigationType: entry?.type,
    documentStart: performance.timeOrigin,
    saved: readFeedListState(),
  };
}

/**
 * How Home starts (spec 1, section 2 "Home"). A category asked for in the URL (a category
 * badge on a post, back after a new post) starts at page 1 of it. A real refresh forgets
 * everything saved before it. Coming back from a post (`?restored=true`, or the browser's
 * Back within this page load) finds the saved list again. Any other arrival starts at
 * page 1 of the saved category.
 */
export function decideStart(context: StartContext): StartMode {
  const { saved } = context;
  if (context.requestedCategory) return { kind: 'fresh', categoryId: context.requestedCategory };
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
