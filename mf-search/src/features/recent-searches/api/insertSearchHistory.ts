import type { ApiEnvelope } from '@kfeed/kit/contracts/envelope';
import { httpClient, unwrap } from '@kfeed/platform/httpClient';

/** POST /api/common/insertSearchHistory: put a search at the front of the member's list. */
export async function insertSearchHistory(searchText: string): Promise<void> {
  const response = await httpClient.post<ApiEnvelope<unknown>>(
    '/api/common/insertSearchHistory',
    { searchText },
    { silent: true },
  );
  unwrap(response.data, response.status);
}
