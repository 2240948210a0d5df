import type { FeedItem } from '@kfeed/contracts/feed';
import { PAGE_SIZE } from '@kfeed/contracts/limits';

/**
 * An endless list of posts loaded a page at a time (Home, search results, my posts, my
 * likes, a public profile): the pages in order, the end, a failure with its retry.
 * The screen keeps what the list is *for* (a category, a search term); the list only
 * knows its pages.
 */

/** One page as a list's loader answers it. */
export interface LoadedPage {
  items: FeedItem[];
  /** No page comes after this one. */
  isLast: boolean;
}

/** What a list can start from: a saved state coming back from a post, an embedded page 1. */
export interface PagedListStart {
  /** The posts shown so far, in order. */
  items: FeedItem[];
  /** The next page to request (1-based): 1 means nothing loaded yet. */
  page: number;
  /** The last page was loaded: nothing more to ask for. */
  isEnd: boolean;
}

export interface PagedList extends PagedListStart {
  loading: boolean;
  /**
   * The last load failed. The list ends there (`isEnd` too) and offers a retry; a failure
   * is never saved as the end (savers store `isEnd && !failed`).
   */
  failed: boolean;
  /**
   * Grows with every reset (another category, a new search, a reload). Every answer names
   * the generation and page it was asked for, and one for an older generation, or for a
   * page that is no longer the next one, is dropped: an older request never overwrites a
   * newer list.
   */
  generation: number;
}

export type PagedListAction =
  /** Start again: at page 1, or from `start`; answers still on their way are dropped. */
  | { type: 'reset'; start?: PagedListStart | undefined }
  | { type: 'loading'; generation: number; page: number }
  | ({ type: 'loaded'; generation: number; page: number } & LoadedPage)
  | { type: 'failed'; generation: number; page: number }
  /** After a failure: the list is open again (the page is asked for once more). */
  | { type: 'retry' }
  /** Posts gone (deleted, reported, their author blocked): by id, and by author. */
  | { type: 'drop'; feedIds: readonly number[]; userIds?: readonly number[] | undefined };

/** A list with nothing loaded yet. */
export function emptyPagedList(generation = 0): PagedList {
  return { items: [], page: 1, isEnd: false, loading: false, failed: false, generation };
}

/** A list starting from `start` (only its pages: other saved fields stay with the screen). */
export function startPagedList(start?: PagedListStart | null, generation = 0): PagedList {
  if (!start) return emptyPagedList(generation);
  return {
    ...emptyPagedList(generation),
    items: start.items,
    page: start.page,
    isEnd: start.isEnd,
  };
}

/** A page of posts as the API sends it: one shorter than the page size (or empty) is the last. */
export function pageOfPosts(items: FeedItem[]): LoadedPage {
  return { items, isLast: items.length < PAGE_SIZE };
}

/** Whether the list may ask for its next page now. */
export const canLoadMore = (list: PagedList): boolean =>
  !list.loading && !list.failed && !list.isEnd;

/** Whether page 1 still has to be asked for (nothing shown, nothing under way, not ended). */
export const needsFirstPage = (list: PagedList): boolean =>
  list.items.length === 0 && canLoadMore(list);

/** An answer (or its start) for the request the list is waiting for, not an older one. */
const isCurrent = (list: PagedList, action: { generation: number; page: number }) =>
  action.generation === list.generation && action.page === list.page;

/** Append a page, skipping posts already shown (a page may overlap after new posts arrive). */
function appendPage(items: FeedItem[], page: readonly FeedItem[]): FeedItem[] {
  const seen = new Set(items.map((item) => item.feedId));
  return [...items, ...page.filter((item) => !seen.has(item.feedId))];
}

export function pagedListReducer(list: PagedList, action: PagedListAction): PagedList {
  switch (action.type) {
    case 'reset':
      return startPagedList(action.start, list.generation + 1);
    case 'loading':
      if (!isCurrent(list, action)) return list;
      return { ...list, loading: true, failed: false };
    case 'loaded':
      if (!isCurrent(list, action)) return list;
      return {
        ...list,
        items: appendPage(list.items, action.items),
        page: list.page + 1,
        isEnd: action.isLast,
        loading: false,
        failed: false,
      };
    case 'failed':
      if (!isCurrent(list, action)) return list;
      // Spec 1 and 2, section 8: a failed load is only logged and ends the list, with a retry.
      return { ...list, loading: false, failed: true, isEnd: true };
    case 'retry':
      if (!list.failed) return list;
      return { ...list, failed: false, isEnd: false };
    case 'drop': {
      const feedIds = new Set(action.feedIds);
      const userIds = new Set(action.userIds ?? []);
      const items = list.items.filter(
        (item) => !feedIds.has(item.feedId) && !userIds.has(item.userId),
      );
      return items.length === list.items.length ? list : { ...list, items };
    }
  }
}
