import type { CommentLikeRequest } from '@kfeed/contracts/comment';
import { commentRoutes } from '@kfeed/contracts/routes/comment';
import { call } from '@kfeed/platform/calls/apiCall';

/** Takes a like of a comment back. */
export const dislikeComment = (request: CommentLikeRequest) =>
  call(commentRoutes.dislikeComment, request);
