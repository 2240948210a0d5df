import { pageOfPosts } from '@kfeed/kit/pagedList/pagedList';
import type { LoadPage } from '@kfeed/kit/pagedList/usePagedFeedList';
import { searchFeedList } from './searchFeedList.ts';

/** The pages of one search in one language, for the kit's paged list. */
export function searchPageLoader(searchText: string, isoCode: string): LoadPage {
  return async (page) => pageOfPosts(await searchFeedList({ page, searchText, isoCode }));
}
