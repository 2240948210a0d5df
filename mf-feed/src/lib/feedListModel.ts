import type { FeedItem } from '@kfeed/contracts/feed';
import { PAGE_SIZE } from '@kfeed/contracts/envelope';
import type { FeedChange } from '@kfeed/platform/events';

/** Home's list in memory: what is saved, plus the loading flags that are not. */
export interface FeedListModel {
  categoryId: string;
  items: FeedItem[];
  /** The next page to request (1-based). */
  page: number;
  isEnd: boolean;
  loading: boolean;
  /** The last load failed; the list ended there and offers a retry. */
  failed: boolean;
  /** Grows on every reset, so an answer for an older list is dropped. */
  generation: number;
}

export type FeedListAction =
  | { type: 'reset'; categoryId: string }
  | {
      type: 'restore';
      state: Pick<FeedListModel, 'categoryId' | 'items' | 'page' | 'isEnd'>;
    }
  | { type: 'loading'; generation: number }
  | { type: 'loaded'; generation: number; items: FeedItem[] }
  | { type: 'failed'; generation: number }
  | { type: 'retry' }
  | { type: 'drop'; feedIds: readonly number[]; userIds: readonly number[] };

export function initialModel(categoryId: string): FeedListModel {
  return {
    categoryId,
    items: [],
    page: 1,
    isEnd: false,
    loading: false,
    failed: false,
    generation: 0,
  };
}

/** Append a page, skipping posts already shown (a page may overlap after new posts arrive). */
function appendPage(items: FeedItem[], page: FeedItem[]): FeedItem[] {
  const seen = new Set(items.map((item) => item.feedId));
  return [...items, ...page.filter((item) => !seen.has(item.feedId))];
}

export function feedListReducer(model: FeedListModel, action: FeedListAction): FeedListModel {
  switch (action.type) {
    case 'reset':
      return { ...initialModel(action.categoryId), generation: model.generation + 1 };
    case 'restore':
      return {
        ...initialModel(action.state.categoryId),
        ...action.state,
        generation: model.generation + 1,
      };
    case 'loading':
      if (action.generation !== model.generation) return model;
      return { ...model, loading: true, failed: false };
    case 'loaded':
      if (action.generation !== model.generation) return model;
      return {
        ...model,
        items: appendPage(model.items, action.items),
        page: model.page + 1,
        // A page shorter than the page size (an empty one too) is the last.
        isEnd: action.items.length < PAGE_SIZE,
        loading: false,
      };
    case 'failed':
      if (action.generation !== model.generation) return model;
      // Spec 1, section 8: a failed load is only logged and ends the list.
      return { ...model, loading: false, failed: true, isEnd: true };
    case 'retry':
      return { ...model, failed: false, isEnd: false };
    case 'drop': {
      const feedIds = new Set(action.feedIds);
      const userIds = new Set(action.userIds);
      const items = model.items.filter(
        (item) => !feedIds.has(item.feedId) && !userIds.has(item.userId),
      );
      return items.length === model.items.length ? model : { ...model, items };
    }
  }
}

/**
 * What a `feed:changed` does to a list: a post gone (deleted, reported, its author
 * blocked) is dropped; a new or edited post means page 1 is loaded again.
 */
export function feedChangeEffect(
  items: readonly FeedItem[],
  change: { feedId: number; change: FeedChange; userId?: number },
): { kind: 'drop'; feedIds: number[]; userIds: number[] } | { kind: 'reload' } {
  switch (change.change) {
    case 'created':
    case 'updated':
      return { kind: 'reload' };
    case 'deleted':
    case 'reported':
      return { kind: 'drop', feedIds: [change.feedId], userIds: [] };
    case 'author-blocked': {
      const author = change.userId ?? items.find((item) => item.feedId === change.feedId)?.userId;
      return {
        kind: 'drop',
        feedIds: [change.feedId],
        userIds: author === undefined ? [] : [author],
      };
    }
  }
}
