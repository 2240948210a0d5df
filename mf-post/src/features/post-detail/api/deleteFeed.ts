import type { ApiEnvelope } from '@kfeed/kit/contracts/envelope';
import type { FeedIdRequest } from '@kfeed/kit/contracts/feed';
import { httpClient, unwrap } from '@kfeed/platform/httpClient';

/** POST /api/feed/deleteFeed (owner only). */
export async function deleteFeed(request: FeedIdRequest): Promise<void> {
  const response = await httpClient.post<ApiEnvelope<unknown>>('/api/feed/deleteFeed', request);
  unwrap(response.data, response.status);
}
