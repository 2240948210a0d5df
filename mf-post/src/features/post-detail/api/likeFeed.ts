import type { ApiEnvelope } from '@kfeed/kit/contracts/envelope';
import type { FeedIdRequest } from '@kfeed/kit/contracts/feed';
import type { LikeAnswer } from './likeAnswer.ts';
import { httpClient, unwrap } from '@kfeed/platform/httpClient';

/** POST /api/feed/likeFeed */
export async function likeFeed(request: FeedIdRequest): Promise<LikeAnswer> {
  const response = await httpClient.post<ApiEnvelope<LikeAnswer>>('/api/feed/likeFeed', request);
  return unwrap(response.data, response.status) ?? {};
}
