import type { FeedItem } from '@kfeed/contracts/feed';
import { PAGE_SIZE } from '@kfeed/contracts/envelope';

/** The results in memory: what is saved, plus the loading flags that are not. */
export interface SearchListModel {
  /** The term the results are for ('' before the first search). */
  searchText: string;
  items: FeedItem[];
  /** The next page to request (1-based). */
  page: number;
  isEnd: boolean;
  /** No search made yet on this screen: the box and recent searches only. */
  isInitialSearch: boolean;
  loading: boolean;
  /** The last load failed; the list ended there. */
  failed: boolean;
  /** Grows with every new search, so an answer for an older one is dropped. */
  generation: number;
}

export type SavedSearchList = Pick<
  SearchListModel,
  'searchText' | 'items' | 'page' | 'isEnd' | 'isInitialSearch'
>;

export type SearchListAction =
  | { type: 'search'; searchText: string }
  | { type: 'clear' }
  | { type: 'restore'; state: SavedSearchList }
  | { type: 'loading'; generation: number }
  | { type: 'loaded'; generation: number; items: FeedItem[] }
  | { type: 'failed'; generation: number }
  | { type: 'retry' };

export function initialSearchModel(): SearchListModel {
  return {
    searchText: '',
    items: [],
    page: 1,
    isEnd: false,
    isInitialSearch: true,
    loading: false,
    failed: false,
    generation: 0,
  };
}

/** Whether page 1 of the current search still has to be asked for. */
export function needsFirstPage(model: SearchListModel): boolean {
  return (
    !model.isInitialSearch &&
    model.searchText !== '' &&
    model.items.length === 0 &&
    !model.isEnd &&
    !model.loading
  );
}

function appendPage(items: FeedItem[], page: FeedItem[]): FeedItem[] {
  const seen = new Set(items.map((item) => item.feedId));
  return [...items, ...page.filter((item) => !seen.has(item.feedId))];
}

export function searchListReducer(
  model: SearchListModel,
  action: SearchListAction,
): SearchListModel {
  switch (action.type) {
    case 'search':
      // Spec 2, section 4: a new search starts again at page 1 and replaces the results.
      return {
        ...initialSearchModel(),
        searchText: action.searchText,
        isInitialSearch: false,
        generation: model.generation + 1,
      };
    case 'clear':
      return { ...initialSearchModel(), generation: model.generation + 1 };
    case 'restore':
      return { ...initialSearchModel(), ...action.state, generation: model.generation + 1 };
    case 'loading':
      if (action.generation !== model.generation) return model;
      return { ...model, loading: true, failed: false };
    case 'loaded':
      if (action.generation !== model.generation) return model;
      return {
        ...model,
        items: appendPage(model.items, action.items),
        page: model.page + 1,
        // A page shorter than 10 (an empty one too) is the last.
        isEnd: action.items.length < PAGE_SIZE,
        loading: false,
      };
    case 'failed':
      if (action.generation !== model.generation) return model;
      // Spec 2, section 8: a failed search (or result false) ends the list; logged only.
      return { ...model, loading: false, failed: true, isEnd: true };
    case 'retry':
      return { ...model, failed: false, isEnd: false };
  }
}
