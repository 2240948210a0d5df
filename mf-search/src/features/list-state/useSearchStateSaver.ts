import { useMemo } from 'react';
import { useSavedListSaver, type SavedListSaver } from '@kfeed/kit/hooks/useSavedListSaver';
import type { PagedList } from '@kfeed/kit/pagedList/pagedList';
import {
  patchSearchListState,
  writeSearchListState,
  type SearchListState,
  type SearchListStateFields,
} from './searchListState.ts';

/**
 * Keeps Search's state in sessionStorage (the kit's saver): the results of `searchText`
 * with the recent searches shown and the language, as they change; the position debounced.
 */
export function useSearchStateSaver(
  list: PagedList,
  searchText: string,
  history: string[],
  language: string,
  startPaused: boolean,
): Omit<SavedListSaver, 'isHeld'> {
  const own = useMemo(
    () => ({
      searchText,
      // No search made yet: the box and recent searches only.
      isInitialSearch: searchText === '',
      history,
      isoCode: language,
    }),
    [searchText, history, language],
  );
  const { saveBeforeLeaving, setPaused } = useSavedListSaver<SearchListState>({
    list,
    own,
    write: writeSearchListState,
    patch: (patch: Partial<SearchListStateFields>) => patchSearchListState(patch, language),
    startPaused,
  });
  return { saveBeforeLeaving, setPaused };
}
