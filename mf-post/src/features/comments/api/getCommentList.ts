import type { ApiEnvelope } from '@kfeed/kit/contracts/envelope';
import type { CommentListData, CommentListRequest } from '@kfeed/kit/contracts/comment';
import { apiPost } from '@kfeed/kit/calls/apiCall';
import { takeInitialData } from '@kfeed/kit/initialData';
import { unwrap } from '@kfeed/platform/httpClient';
import { sessionStore } from '@kfeed/platform/sessionStore';

/** POST /api/comment/getCommentList: one page (10) of comments, or of the replies to `parentCommentId`. */
export function getCommentList(request: CommentListRequest) {
  // A visitor's first page of a post's comments may be in the page, taken once.
  const embedded = sessionStore.getState().isLoggedIn
    ? undefined
    : takeInitialData('/api/comment/getCommentList', request);
  const data = embedded
    ? Promise.resolve().then(() => unwrap(embedded as ApiEnvelope<CommentListData>, 200))
    : apiPost<CommentListData>('/api/comment/getCommentList', request);
  return data.then((answer) => answer.commentList);
}
