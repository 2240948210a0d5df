import type { ApiEnvelope } from '@kfeed/shared/contracts/envelope';
import type { InsertCommentRequest } from '@kfeed/shared/contracts/comment';
import { httpClient, unwrap } from '@kfeed/shared/httpClient';

/** POST /api/comment/insertComment: adds a comment, or a reply with parentCommentId. */
export async function insertComment(request: InsertCommentRequest): Promise<void> {
  const response = await httpClient.post<ApiEnvelope<unknown>>(
    '/api/comment/insertComment',
    request,
  );
  unwrap(response.data, response.status);
}
