import type { ApiEnvelope } from '@kfeed/kit/contracts/envelope';
import type { InsertCommentRequest } from '@kfeed/kit/contracts/comment';
import { httpClient, unwrap } from '@kfeed/platform/httpClient';

/** POST /api/comment/insertComment: adds a comment, or a reply with parentCommentId. */
export async function insertComment(request: InsertCommentRequest): Promise<void> {
  const response = await httpClient.post<ApiEnvelope<unknown>>(
    '/api/comment/insertComment',
    request,
  );
  unwrap(response.data, response.status);
}
