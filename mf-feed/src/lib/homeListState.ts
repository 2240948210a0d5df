import type { FeedItem } from '@kfeed/contracts/feed';
import { HOME_CATEGORY_ID } from '@kfeed/kit/homeCategory';
import { clearListState, readListState, writeListState } from '@kfeed/kit/listState';

/**
 * Home's feed list as kept in sessionStorage for the browser session (spec 1, section 3):
 * what a reader coming back from a post (`/?restored=true`) finds again. mf-feed's alone:
 * another app asks Home for a category through its address (`/?categoryId=3`,
 * @kfeed/kit/homeCategory), and the bottom navigation's `list:reset` is heard here.
 */
export interface FeedListState {
  /** The cards loaded so far, in order. */
  items: FeedItem[];
  /** The next page to request (1-based): 1 means nothing loaded yet. */
  page: number;
  /** A short or empty page ended the list (a failed load is not saved as the end). */
  isEnd: boolean;
  /** The selected category ('home' = all). */
  categoryId: string;
  /** The window's vertical scroll position on Home. */
  scrollY: number;
  /** The category strip's horizontal scroll position. */
  categoryScrollX: number;
  /**
   * When this state was written (epoch ms). A state written before the current
   * document started (`performance.timeOrigin`) belongs to an earlier page load, which
   * tells Home a real refresh apart from an in-app return.
   */
  savedAt: number;
}

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

function isFeedListState(value: unknown): value is FeedListState {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    Array.isArray(v.items) &&
    typeof v.page === 'number' &&
    v.page >= 1 &&
    typeof v.isEnd === 'boolean' &&
    typeof v.categoryId === 'string' &&
    typeof v.scrollY === 'number' &&
    typeof v.categoryScrollX === 'number' &&
    typeof v.savedAt === 'number'
  );
}

/** The saved state, or null when none is saved or it is unreadable. */
export function readFeedListState(): FeedListState | null {
  const stored = readListState<unknown>('feed');
  return isFeedListState(stored) ? stored : null;
}

/** Save the whole state, stamping `savedAt`. */
export function writeFeedListState(state: Omit<FeedListState, 'savedAt'>): void {
  writeListState<FeedListState>('feed', { ...state, savedAt: Date.now() });
}

/** Change some fields of the saved state (starting from an empty one when none is saved). */
export function patchFeedListState(patch: Partial<Omit<FeedListState, 'savedAt'>>): void {
  writeFeedListState({ ...(readFeedListState() ?? emptyFeedListState()), ...patch });
}

export function clearFeedListState(): void {
  clearListState('feed');
}

/**
 * A fresh start on a category (Home opened without a list to restore, or asked for a
 * category by another app): the list cleared, page 1, at the top.
 */
export function startFeedListAt(categoryId: string): void {
  writeFeedListState(emptyFeedListState(categoryId));
}
