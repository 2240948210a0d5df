import type { ApiEnvelope } from '@kfeed/kit/contracts/envelope';
import type { UpdateCommentRequest } from '@kfeed/kit/contracts/comment';
import { httpClient, unwrap } from '@kfeed/platform/httpClient';

/** PUT /api/comment/updateComment (owner only). */
export async function updateComment(request: UpdateCommentRequest): Promise<void> {
  const response = await httpClient.put<ApiEnvelope<unknown>>(
    '/api/comment/updateComment',
    request,
  );
  unwrap(response.data, response.status);
}
