import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as S from '@kfeed/kit/contracts/schemas/comment';
import { Answers } from '@kfeed/kit/contracts/schemas/primitives';
import type { AppContext } from '../../context.ts';
import { ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/isoCode.ts';
import { feedErrors } from '../feeds/feedErrors.ts';
import { isVisible } from '../feeds/feedQuery.ts';
import { loadViewer } from '../feeds/viewer.ts';
import { commentErrors } from './commentErrors.ts';
import {
  COMMENT_PAGE_SIZE,
  findVisibleComment,
  loadCommentItems,
  visibleComments,
} from './commentQuery.ts';
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
        let query = visibleComments(db, viewer).where('c.feed_id', '=', feedId);
        if (parentCommentId != null) {
          const parent = await findVisibleComment(db, viewer, feedId, parentCommentId);
          if (!parent) throw commentErrors.notFound();
          query = query
            .where('c.parent_comment_id', '=', parentCommentId)
            .orderBy('c.created_at', 'asc')
            .orderBy('c.comment_id', 'asc');
        } else {
          query = query
            .where('c.parent_comment_id', 'is', null)
            .orderBy('c.created_at', 'desc')
            .orderBy('c.comment_id', 'desc');
        }
        const rows = await query
          .select('c.comment_id')
          .limit(COMMENT_PAGE_SIZE)
          .offset((page - 1) * COMMENT_PAGE_SIZE)
          .execute();
        const commentList = await loadCommentItems(
          db,
          rows.map((row) => row.comment_id),
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
        const [item] = await loadCommentItems(
          db,
          [commentId],
          viewer,
          requestLanguage(isoCode),
          readLanguagesOf(request, viewer),
        );
        if (!item) throw commentErrors.notFound();
        return ok(item);
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
        const row = await visibleComments(db, viewer)
          .select(['c.comment_text', 'c.feed_id'])
          .where('c.comment_id', '=', request.body.commentId)
          .executeTakeFirst();
        if (!row || !(await isVisible(db, viewer, row.feed_id))) throw commentErrors.notFound();
        return ok({ commentText: row.comment_text });
      },
    );
  };
