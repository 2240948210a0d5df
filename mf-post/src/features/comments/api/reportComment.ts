import type { CommentIdRequest } from '@kfeed/kit/contracts/comment';
import { apiPost } from '@kfeed/kit/calls/apiCall';

/** POST /api/comment/reportComment: once per member (REPORT-001 on a repeat). */
export const reportComment = (request: CommentIdRequest) =>
  apiPost<{ commentId: number }>('/api/comment/reportComment', request);
