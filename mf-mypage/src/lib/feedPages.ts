import type { FeedItem } from '@kfeed/contracts/feed';
import { PAGE_SIZE } from '@kfeed/contracts/envelope';

/** An endless list of posts loaded a page of 10 at a time (spec 2, sections 2 and 9). */
export interface FeedPages {
  items: FeedItem[];
  /** The next page to ask for (1-based). */
  page: number;
  /** A short or empty page ended the list. */
  isEnd: boolean;
  loading: boolean;
  failed: boolean;
  /** Answers to an older request (before a reset) are dropped. */
  generation: number;
}

export type FeedPagesAction =
  | { type: 'request' }
  | { type: 'loaded'; generation: number; items: FeedItem[] }
  | { type: 'failed'; generation: number };

export const emptyFeedPages = (generation = 0): FeedPages => ({
  items: [],
  page: 1,
  isEnd: false,
  loading: false,
  failed: false,
  generation,
});

export function feedPagesReducer(state: FeedPages, action: FeedPagesAction): FeedPages {
  switch (action.type) {
    case 'request':
      return { ...state, loading: true, failed: false };
    case 'loaded': {
      if (action.generation !== state.generation) return state;
      const known = new Set(state.items.map((item) => item.feedId));
      return {
        ...state,
        items: [...state.items, ...action.items.filter((item) => !known.has(item.feedId))],
        page: state.page + 1,
        isEnd: action.items.length < PAGE_SIZE,
        loading: false,
      };
    }
    case 'failed':
      if (action.generation !== state.generation) return state;
      return { ...state, loading: false, failed: true };
  }
}

/** Whether the list may ask for its next page now. */
export const canLoadMore = (state: FeedPages) => !state.loading && !state.failed && !state.isEnd;
