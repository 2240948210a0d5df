import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as S from '@kfeed/contracts/schemas/comment';
import { Answers } from '@kfeed/contracts/schemas/primitives';
import type { AppContext } from '../../context.ts';
import { ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/isoCode.ts';
import { feedErrors } from '../feeds/feedErrors.ts';
import { isVisible } from '../feeds/feedQuery.ts';
import { loadViewer } from '../feeds/viewer.ts';
import { answerCommentItem } from './commentAnswer.ts';
import { commentErrors } from './commentErrors.ts';
import { findVisibleComment, loadCommentItems } from './commentQuery.ts';
import * as commentRepository from './commentRepository.ts';
import { readLanguagesOf } from '../user/readLanguages.ts';

export const commentReadRoutes =
  (context: AppContext): FastifyPluginAsyncTypebox =>
  async (app) => {
    const { db } = context;

    app.post(
      '/api/comment/getCommentList',
      {
        schema: {
          tags: ['comment'],
          summary: "A page of a post's comments, or of one comment's replies",
          description:
            'Ten per page, page counting from 1. Without parentCommentId: top-level comments, ' +
            'newest first. With it: the replies to that comment, oldest first. Comments of ' +
            'members you blocked, and comments you reported, are left out.',
          body: S.CommentListRequest,
          response: Answers(S.CommentListData),
        },
      },
      async (request) => {
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
      },
    );

    app.post(
      '/api/comment/getParentComment',
      {
        schema: {
          tags: ['comment'],
          summary: 'One comment of a post, as shown above its replies',
          body: S.ParentCommentRequest,
          response: Answers(S.CommentItem),
        },
      },
      async (request) => {
        const { feedId, commentId, isoCode } = request.body;
        const viewer = await loadViewer(db, request);
        if (!(await isVisible(db, viewer, feedId))) throw feedErrors.notFound();
        const comment = await findVisibleComment(db, viewer, feedId, commentId);
        if (!comment) throw commentErrors.notFound();
        return answerCommentItem(db, request, viewer, commentId, isoCode);
      },
    );

    app.post(
      '/api/comment/getOriginalCommentText',
      {
        schema: {
          tags: ['comment'],
          summary: 'The original (untranslated) text of a comment',
          body: S.CommentIdRequest,
          response: Answers(S.OriginalCommentText),
        },
      },
      async (request) => {
        const viewer = await loadViewer(db, request);
        const row = await commentRepository.findVisibleCommentText(
          db,
          viewer,
          request.body.commentId,
        );
        if (!row || !(await isVisible(db, viewer, row.feed_id))) throw commentErrors.notFound();
        return ok({ commentText: row.comment_text });
      },
    );
  };
