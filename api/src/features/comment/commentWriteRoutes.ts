import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CommentLikeRequest } from '@kfeed/contracts/comment';
import { commentRoutes as routes } from '@kfeed/contracts/routes/comment';
import type { AppContext } from '../../context.ts';
import { requireMember } from '../../auth/authenticate.ts';
import { ok } from '../../http/envelope.ts';
import { handle } from '../../http/routeTable.ts';
import { loadViewer } from '../feeds/viewer.ts';
import { answerCommentItem } from './commentAnswer.ts';
import { CommentService } from './commentService.ts';

/** Writing, editing and deleting comments, likes and reports; the work is commentService.ts's. */
export const commentWriteRoutes = (context: AppContext) => async (app: FastifyInstance) => {
  const { db } = context;
  const comments = new CommentService(context);

  handle(app, routes.insertComment, async (request) => {
    const member = requireMember(request);
    const { feedId, parentCommentId, commentText, isoCode } = request.body;
    const viewer = await loadViewer(db, request);
    const commentId = await comments.write(
      viewer,
      member.userId,
      feedId,
      parentCommentId ?? null,
      commentText,
    );
    return answerCommentItem(db, request, viewer, commentId, isoCode);
  });

  handle(app, routes.updateComment, async (request) => {
    const member = requireMember(request);
    const { feedId, commentId, commentText, isoCode } = request.body;
    const viewer = await loadViewer(db, request);
    await comments.edit(viewer, member.userId, feedId, commentId, commentText);
    return answerCommentItem(db, request, viewer, commentId, isoCode);
  });

  handle(app, routes.deleteComment, async (request) => {
    const member = requireMember(request);
    const viewer = await loadViewer(db, request);
    return ok(await comments.delete(viewer, member.userId, request.body.commentId));
  });

  async function setLike(request: FastifyRequest, body: CommentLikeRequest, like: boolean) {
    const member = requireMember(request);
    const { feedId, commentId } = body;
    const viewer = await loadViewer(db, request);
    const likeCount = await comments.setLike(viewer, member.userId, feedId, commentId, like);
    return ok({ commentId, isLiked: like ? ('Y' as const) : ('N' as const), likeCount });
  }

  handle(app, routes.likeComment, (request) => setLike(request, request.body, true));

  handle(app, routes.dislikeComment, (request) => setLike(request, request.body, false));

  handle(app, routes.reportComment, async (request) => {
    const member = requireMember(request);
    const { commentId, reasonCode, reasonText } = request.body;
    await comments.report(await loadViewer(db, request), member.userId, commentId, {
      reasonCode,
      reasonText,
    });
    return ok({ commentId });
  });
};
