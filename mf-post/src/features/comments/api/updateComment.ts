import type { UpdateCommentRequest } from '@kfeed/contracts/comment';
import { commentRoutes } from '@kfeed/contracts/routes/comment';
import { call } from '@kfeed/platform/calls/apiCall';

/** Changes the text of a comment or reply (owner only). */
export const updateComment = (request: UpdateCommentRequest) =>
  call(commentRoutes.updateComment, request);
