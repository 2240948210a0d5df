import type { ApiEnvelope } from '@kfeed/shared/contracts/envelope';
import type { FeedIdRequest } from '@kfeed/shared/contracts/feed';
import { httpClient, unwrap } from '@kfeed/shared/httpClient';

/** POST /api/feed/dislikeFeed: takes a like back. */
export async function dislikeFeed(request: FeedIdRequest): Promise<void> {
  const response = await httpClient.post<ApiEnvelope<unknown>>('/api/feed/dislikeFeed', request);
  unwrap(response.data, response.status);
}
