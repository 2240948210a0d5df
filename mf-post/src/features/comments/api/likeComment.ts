import type { CommentLikeRequest } from '@kfeed/contracts/comment';
import { commentRoutes } from '@kfeed/contracts/routes/comment';
import { call } from '@kfeed/platform/calls/apiCall';

/** Likes a comment (liking twice changes nothing). */
export const likeComment = (request: CommentLikeRequest) =>
  call(commentRoutes.likeComment, request);
