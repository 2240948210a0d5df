import { commentRoutes } from '@kfeed/contracts/routes/comment';
import { call } from '@kfeed/platform/calls/apiCall';

/** The comment as its author wrote it (untranslated). */
export const getOriginalCommentText = (commentId: number) =>
  call(commentRoutes.getOriginalCommentText, { commentId }).then((data) => data.commentText);
