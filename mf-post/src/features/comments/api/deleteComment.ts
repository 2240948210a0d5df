import type { ApiEnvelope } from '@kfeed/kit/contracts/envelope';
import type { CommentIdRequest } from '@kfeed/kit/contracts/comment';
import { httpClient, unwrap } from '@kfeed/platform/httpClient';

/** POST /api/comment/deleteComment (owner only). */
export async function deleteComment(request: CommentIdRequest): Promise<void> {
  const response = await httpClient.post<ApiEnvelope<unknown>>(
    '/api/comment/deleteComment',
    request,
  );
  unwrap(response.data, response.status);
}
