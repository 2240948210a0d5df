import type { ApiEnvelope } from '@kfeed/shared/contracts/envelope';
import type { CommentLikeRequest } from '@kfeed/shared/contracts/comment';
import { httpClient, unwrap } from '@kfeed/shared/httpClient';

/** POST /api/comment/dislikeComment: takes a like back. */
export async function dislikeComment(request: CommentLikeRequest): Promise<void> {
  const response = await httpClient.post<ApiEnvelope<unknown>>(
    '/api/comment/dislikeComment',
    request,
  );
  unwrap(response.data, response.status);
}
