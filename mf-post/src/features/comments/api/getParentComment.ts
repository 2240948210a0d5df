import type { CommentItem, ParentCommentRequest } from '@kfeed/contracts/comment';
import { apiPost } from '@kfeed/platform/calls/apiCall';

/** POST /api/comment/getParentComment: the comment a reply screen is about. */
export const getParentComment = (request: ParentCommentRequest) =>
  apiPost<CommentItem>('/api/comment/getParentComment', request);
