import { PAGE_SIZE } from '@kfeed/contracts/limits';
import type { SearchFeedQuery } from '@kfeed/contracts/feed';
import { searchRoutes } from '@kfeed/contracts/routes/search';
import { call } from '@kfeed/platform/calls/apiCall';

export interface SearchPageRequest {
  page: number;
  searchText: string;
  isoCode: string;
}

export function searchFeedQuery(request: SearchPageRequest): SearchFeedQuery {
  return { ...request, size: PAGE_SIZE, type: 'search' };
}

/**
 * One page of posts holding every word. Silent: a failed search is only logged and ends
 * the list (spec 2, section 8), no server-error dialog.
 */
export const searchFeedList = (request: SearchPageRequest) =>
  call(searchRoutes.searchFeedList, searchFeedQuery(request), { silent: true });
