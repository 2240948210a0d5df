import type { ApiEnvelope } from '@kfeed/kit/contracts/envelope';
import { PAGE_SIZE } from '@kfeed/kit/contracts/envelope';
import type { FeedItem, SearchFeedQuery } from '@kfeed/kit/contracts/feed';
import { httpClient, unwrap } from '@kfeed/platform/httpClient';

export interface SearchPageRequest {
  page: number;
  searchText: string;
  isoCode: string;
}

export function searchFeedQuery(request: SearchPageRequest): SearchFeedQuery {
  return { ...request, size: PAGE_SIZE, type: 'search' };
}

/**
 * GET /api/feed/searchFeedList: one page of posts holding every word. Silent: a failed
 * search is only logged and ends the list (spec 2, section 8), no server-error dialog.
 */
export async function searchFeedList(request: SearchPageRequest): Promise<FeedItem[]> {
  const response = await httpClient.get<ApiEnvelope<FeedItem[]>>('/api/feed/searchFeedList', {
    params: searchFeedQuery(request),
    silent: true,
  });
  return unwrap(response.data, response.status);
}
