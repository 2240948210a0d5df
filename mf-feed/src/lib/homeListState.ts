import type { FeedItem } from '@kfeed/contracts/feed';
import { HOME_CATEGORY_ID } from '@kfeed/kit/homeCategory';
import { savedListStore, type SavedListBase, type SavedListFields } from '@kfeed/kit/listState';

/**
 * Home's feed list as kept in sessionStorage for the browser session (spec 1, section 3):
 * what a reader coming back from a post (`/?restored=true`) finds again. mf-feed's alone:
 * another app asks Home for a category through its address (`/?categoryId=3`,
 * @kfeed/kit/homeCategory), and the bottom navigation's `list:reset` is heard here.
 * The cards, page, end, window scroll and `savedAt` are every saved list's (kit listState).
 */
export interface FeedListState extends SavedListBase<FeedItem> {
  /** The selected category ('home' = all). */
  categoryId: string;
  /** The category strip's horizontal scroll position. */
  categoryScrollX: number;
}

export type FeedListStateFields = SavedListFields<FeedListState>;

export function emptyFeedListState(categoryId: string = HOME_CATEGORY_ID): FeedListState {
  return {
    items: [],
    page: 1,
    isEnd: false,
    categoryId,
    scrollY: 0,
    categoryScrollX: 0,
    savedAt: Date.now(),
  };
}

const store = savedListStore<FeedListState>(
  'feed',
  (v) => typeof v.categoryId === 'string' && typeof v.categoryScrollX === 'number',
);

/** The saved state, or null when none is saved or it is unreadable. */
export const readFeedListState = store.read;

/** Save the whole state, stamping `savedAt`. */
export const writeFeedListState = store.write;

/** Change some fields of the saved state (starting from an empty one when none is saved). */
export function patchFeedListState(patch: Partial<FeedListStateFields>): void {
  store.patch(patch, emptyFeedListState());
}

export const clearFeedListState = store.clear;

/**
 * A fresh start on a category (Home opened without a list to restore, or asked for a
 * category by another app): the list cleared, page 1, at the top.
 */
export function startFeedListAt(categoryId: string): void {
  writeFeedListState(emptyFeedListState(categoryId));
}
