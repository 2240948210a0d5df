import type { ApiEnvelope } from '@kfeed/kit/contracts/envelope';
import type {
  CommentItem,
  CommentListData,
  CommentListRequest,
} from '@kfeed/kit/contracts/comment';
import { httpClient, unwrap } from '@kfeed/platform/httpClient';

/**
 * POST /api/comment/getCommentList: one page (10) of comments, or of the replies to
 * `parentCommentId`. The spec allows the page as `data.commentList` or as `data` itself.
 */
export async function getCommentList(request: CommentListRequest): Promise<CommentItem[]> {
  const response = await httpClient.post<ApiEnvelope<CommentListData | CommentItem[]>>(
    '/api/comment/getCommentList',
    request,
  );
  const data = unwrap(response.data, response.status);
  return Array.isArray(data) ? data : (data.commentList ?? []);
}
