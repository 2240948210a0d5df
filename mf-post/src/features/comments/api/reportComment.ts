import type { ApiEnvelope } from '@kfeed/kit/contracts/envelope';
import type { CommentIdRequest } from '@kfeed/kit/contracts/comment';
import { httpClient, unwrap } from '@kfeed/platform/httpClient';

/** POST /api/comment/reportComment: once per member (REPORT-001 on a repeat). */
export async function reportComment(request: CommentIdRequest): Promise<void> {
  const response = await httpClient.post<ApiEnvelope<unknown>>(
    '/api/comment/reportComment',
    request,
  );
  unwrap(response.data, response.status);
}
