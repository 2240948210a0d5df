import type { ApiEnvelope } from '@kfeed/kit/contracts/envelope';
import type { CommentLikeRequest } from '@kfeed/kit/contracts/comment';
import type { CommentLikeAnswer } from './commentLikeAnswer.ts';
import { httpClient, unwrap } from '@kfeed/platform/httpClient';

/** POST /api/comment/dislikeComment: takes a like back. */
export async function dislikeComment(request: CommentLikeRequest): Promise<CommentLikeAnswer> {
  const response = await httpClient.post<ApiEnvelope<CommentLikeAnswer>>(
    '/api/comment/dislikeComment',
    request,
  );
  return unwrap(response.data, response.status) ?? {};
}
