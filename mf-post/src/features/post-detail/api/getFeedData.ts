import type { ApiEnvelope } from '@kfeed/kit/contracts/envelope';
import type { FeedDataRequest, FeedItem } from '@kfeed/kit/contracts/feed';
import { httpClient, unwrap } from '@kfeed/platform/httpClient';

/** POST /api/feed/getFeedData: one post in the reader's language (or its original). */
export async function getFeedData(request: FeedDataRequest): Promise<FeedItem> {
  const response = await httpClient.post<ApiEnvelope<FeedItem>>('/api/feed/getFeedData', request);
  return unwrap(response.data, response.status);
}
