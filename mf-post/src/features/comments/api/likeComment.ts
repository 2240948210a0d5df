import type { ApiEnvelope } from '@kfeed/shared/contracts/envelope';
import type { CommentLikeRequest } from '@kfeed/shared/contracts/comment';
import { httpClient, unwrap } from '@kfeed/shared/httpClient';

/** POST /api/comment/likeComment */
export async function likeComment(request: CommentLikeRequest): Promise<void> {
  const response = await httpClient.post<ApiEnvelope<unknown>>('/api/comment/likeComment', request);
  unwrap(response.data, response.status);
}
