import type { ApiEnvelope } from '@kfeed/shared/contracts/envelope';
import type { FeedIdRequest } from '@kfeed/shared/contracts/feed';
import { httpClient, unwrap } from '@kfeed/shared/httpClient';

/** POST /api/feed/likeFeed */
export async function likeFeed(request: FeedIdRequest): Promise<void> {
  const response = await httpClient.post<ApiEnvelope<unknown>>('/api/feed/likeFeed', request);
  unwrap(response.data, response.status);
}
