import type { ApiEnvelope } from '@kfeed/kit/contracts/envelope';
import type { CommentItem, ParentCommentRequest } from '@kfeed/kit/contracts/comment';
import { httpClient, unwrap } from '@kfeed/platform/httpClient';

/** POST /api/comment/getParentComment: the comment a reply screen is about. */
export async function getParentComment(request: ParentCommentRequest): Promise<CommentItem> {
  const response = await httpClient.post<ApiEnvelope<CommentItem>>(
    '/api/comment/getParentComment',
    request,
  );
  return unwrap(response.data, response.status);
}
