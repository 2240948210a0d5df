import type { CommentIdRequest } from '@kfeed/contracts/comment';
import { apiPost } from '@kfeed/platform/calls/apiCall';

/** POST /api/comment/reportComment: once per member (REPORT-001 on a repeat). */
export const reportComment = (request: CommentIdRequest) =>
  apiPost<{ commentId: number }>('/api/comment/reportComment', request);
