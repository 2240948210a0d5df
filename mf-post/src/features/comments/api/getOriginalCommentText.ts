import type { CommentIdRequest, OriginalCommentText } from '@kfeed/contracts/comment';
import { apiPost } from '@kfeed/platform/calls/apiCall';

/** POST /api/comment/getOriginalCommentText: the comment as its author wrote it. */
export const getOriginalCommentText = (commentId: number) =>
  apiPost<OriginalCommentText>('/api/comment/getOriginalCommentText', {
    commentId,
  } satisfies CommentIdRequest).then((data) => data.commentText);
