import type { ApiEnvelope } from '@kfeed/shared/contracts/envelope';
import type { FeedDataRequest, FeedItem } from '@kfeed/shared/contracts/feed';
import { httpClient, unwrap } from '@kfeed/shared/httpClient';

/** POST /api/feed/getFeedData: one post in the reader's language (or its original). */
export async function getFeedData(request: FeedDataRequest): Promise<FeedItem> {
  const response = await httpClient.post<ApiEnvelope<FeedItem>>('/api/feed/getFeedData', request);
  return unwrap(response.data, response.status);
}
