import type { ApiEnvelope } from '@kfeed/kit/contracts/envelope';
import type { CommentLikeRequest } from '@kfeed/kit/contracts/comment';
import type { CommentLikeAnswer } from './commentLikeAnswer.ts';
import { httpClient, unwrap } from '@kfeed/platform/httpClient';

/** POST /api/comment/likeComment */
export async function likeComment(request: CommentLikeRequest): Promise<CommentLikeAnswer> {
  const response = await httpClient.post<ApiEnvelope<CommentLikeAnswer>>(
    '/api/comment/likeComment',
    request,
  );
  return unwrap(response.data, response.status) ?? {};
}
