import type { ApiEnvelope } from '@kfeed/kit/contracts/envelope';
import { httpClient, unwrap } from '@kfeed/platform/httpClient';

/** POST /api/common/deleteSearchHistory: remove one search from the member's list. */
export async function deleteSearchHistory(searchText: string): Promise<void> {
  const response = await httpClient.post<ApiEnvelope<unknown>>(
    '/api/common/deleteSearchHistory',
    { searchText },
    { silent: true },
  );
  unwrap(response.data, response.status);
}
