import type { CommentListData, CommentListRequest } from '@kfeed/kit/contracts/comment';
import { apiPost } from '@kfeed/kit/calls/apiCall';

/** POST /api/comment/getCommentList: one page (10) of comments, or of the replies to `parentCommentId`. */
export const getCommentList = (request: CommentListRequest) =>
  apiPost<CommentListData>('/api/comment/getCommentList', request).then((data) => data.commentList);
