import type { FastifyInstance } from 'fastify';
import { commentRoutes as routes } from '@kfeed/contracts/routes/comment';
import type { AppContext } from '../../context.ts';
import { ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/isoCode.ts';
import { handle } from '../../http/routeTable.ts';
import { feedErrors } from '../feeds/feedErrors.ts';
import { isVisible } from '../feeds/feedQuery.ts';
import { loadViewer } from '../feeds/viewer.ts';
import { answerCommentItem } from './commentAnswer.ts';
import { commentErrors } from './commentErrors.ts';
import { findVisibleComment, loadCommentItems } from './commentQuery.ts';
import * as commentRepository from './commentRepository.ts';
import { readLanguagesOf } from '../user/readLanguages.ts';

export const commentReadRoutes = (context: AppContext) => async (app: FastifyInstance) => {
  const { db } = context;

  handle(app, routes.getCommentList, async (request) => {
    const { feedId, page, parentCommentId, isoCode } = request.body;
    const viewer = await loadViewer(db, request);
    if (!(await isVisible(db, viewer, feedId))) throw feedErrors.notFound();
    if (parentCommentId != null) {
      const parent = await findVisibleComment(db, viewer, feedId, parentCommentId);
      if (!parent) throw commentErrors.notFound();
    }
    const ids = await commentRepository.pageOfCommentIds(
      db,
      viewer,
      feedId,
      parentCommentId ?? null,
      page,
    );
    const commentList = await loadCommentItems(
      db,
      ids,
      viewer,
      requestLanguage(isoCode),
      readLanguagesOf(request, viewer),
    );
    return ok({ commentList });
  });

  handle(app, routes.getParentComment, async (request) => {
    const { feedId, commentId, isoCode } = request.body;
    const viewer = await loadViewer(db, request);
    if (!(await isVisible(db, viewer, feedId))) throw feedErrors.notFound();
    const comment = await findVisibleComment(db, viewer, feedId, commentId);
    if (!comment) throw commentErrors.notFound();
    return answerCommentItem(db, request, viewer, commentId, isoCode);
  });

  handle(app, routes.getOriginalCommentText, async (request) => {
    const viewer = await loadViewer(db, request);
    const row = await commentRepository.findVisibleCommentText(db, viewer, request.body.commentId);
    if (!row || !(await isVisible(db, viewer, row.feed_id))) throw commentErrors.notFound();
    return ok({ commentText: row.comment_text });
  });
};
