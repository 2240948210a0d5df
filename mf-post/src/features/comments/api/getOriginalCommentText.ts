import type { ApiEnvelope } from '@kfeed/kit/contracts/envelope';
import { httpClient, unwrap } from '@kfeed/platform/httpClient';

/** POST /api/comment/getOriginalCommentText: the comment as its author wrote it. */
export async function getOriginalCommentText(commentId: number): Promise<string> {
  const response = await httpClient.post<ApiEnvelope<{ commentText: string }>>(
    '/api/comment/getOriginalCommentText',
    { commentId },
  );
  return unwrap(response.data, response.status).commentText;
}
