import type { ApiEnvelope } from '@kfeed/contracts/envelope';
import type { CommentItem, CommentListData, CommentListRequest } from '@kfeed/contracts/comment';
import { apiPost } from '@kfeed/platform/calls/apiCall';
import { takeInitialData } from '@kfeed/kit/initialData';
import { unwrap } from '@kfeed/platform/httpClient';
import { sessionStore } from '@kfeed/platform/sessionStore';

/**
 * A visitor's first page of a post's comments as the shell's server put it into the page,
 * taken once; undefined when it is not there. Throws the API's error for a failure answer.
 */
export function takeEmbeddedCommentList(request: CommentListRequest): CommentItem[] | undefined {
  if (sessionStore.getState().isLoggedIn) return undefined;
  const embedded = takeInitialData('/api/comment/getCommentList', request);
  return embedded ? unwrap(embedded as ApiEnvelope<CommentListData>, 200).commentList : undefined;
}

/** POST /api/comment/getCommentList: one page (10) of comments, or of the replies to `parentCommentId`. */
export async function getCommentList(request: CommentListRequest): Promise<CommentItem[]> {
  return (
    takeEmbeddedCommentList(request) ??
    apiPost<CommentListData>('/api/comment/getCommentList', request).then(
      (answer) => answer.commentList,
    )
  );
}
