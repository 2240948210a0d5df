import type { ApiEnvelope } from '@kfeed/kit/contracts/envelope';
import type { FeedIdRequest } from '@kfeed/kit/contracts/feed';
import type { LikeAnswer } from './likeAnswer.ts';
import { httpClient, unwrap } from '@kfeed/platform/httpClient';

/** POST /api/feed/dislikeFeed: takes a like back. */
export async function dislikeFeed(request: FeedIdRequest): Promise<LikeAnswer> {
  const response = await httpClient.post<ApiEnvelope<LikeAnswer>>('/api/feed/dislikeFeed', request);
  return unwrap(response.data, response.status) ?? {};
}
