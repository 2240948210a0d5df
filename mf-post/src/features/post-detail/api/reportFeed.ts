import type { ApiEnvelope } from '@kfeed/kit/contracts/envelope';
import type { FeedIdRequest } from '@kfeed/kit/contracts/feed';
import { httpClient, unwrap } from '@kfeed/platform/httpClient';

/** POST /api/feed/reportFeed: once per member (REPORT-001 on a repeat). */
export async function reportFeed(request: FeedIdRequest): Promise<void> {
  const response = await httpClient.post<ApiEnvelope<unknown>>('/api/feed/reportFeed', request);
  unwrap(response.data, response.status);
}
