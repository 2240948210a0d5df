import type { ApiEnvelope } from '@kfeed/contracts/envelope';
import type { CommentItem, CommentListData, CommentListRequest } from '@kfeed/contracts/comment';
import { commentRoutes } from '@kfeed/contracts/routes/comment';
import { call } from '@kfeed/platform/calls/apiCall';
import { takeInitialData } from '@kfeed/kit/initialData';
import { unwrap } from '@kfeed/platform/httpClient';
import { sessionStore } from '@kfeed/platform/sessionStore';

/**
 * A visitor's first page of a post's comments as the shell's server put it into the page,
 * taken once; undefined when it is not there. Throws the API's error for a failure answer.
 */
export function takeEmbeddedCommentList(request: CommentListRequest): CommentItem[] | undefined {
  if (sessionStore.getState().isLoggedIn) return undefined;
  const embedded = takeInitialData(commentRoutes.getCommentList.path, request);
  return embedded ? unwrap(embedded as ApiEnvelope<CommentListData>, 200).commentList : undefined;
}

/** One page (10) of a post's comments, or of the replies to `parentCommentId`. */
export async function getCommentList(request: CommentListRequest): Promise<CommentItem[]> {
  return (
    takeEmbeddedCommentList(request) ??
    call(commentRoutes.getCommentList, request).then((answer) => answer.commentList)
  );
}
