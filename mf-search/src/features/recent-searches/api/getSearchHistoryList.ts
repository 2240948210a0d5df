import type { ApiEnvelope } from '@kfeed/kit/contracts/envelope';
import type { SearchHistoryEntry } from '@kfeed/kit/contracts/common';
import { httpClient, unwrap } from '@kfeed/platform/httpClient';

/** GET /api/common/getSearchHistoryList: the member's recent searches, newest first. */
export async function getSearchHistoryList(isoCode: string): Promise<SearchHistoryEntry[]> {
  const response = await httpClient.get<ApiEnvelope<SearchHistoryEntry[]>>(
    '/api/common/getSearchHistoryList',
    { params: { isoCode }, silent: true },
  );
  return unwrap(response.data, response.status);
}
