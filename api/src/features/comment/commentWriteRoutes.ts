import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { CommentLikeRequest } from '@kfeed/kit/contracts/comment';
import * as S from '@kfeed/kit/contracts/schemas/comment';
import { Answers } from '@kfeed/kit/contracts/schemas/primitives';
import type { AppContext } from '../../context.ts';
import { requireMember } from '../../auth/authenticate.ts';
import { toUtcString } from '../../clock.ts';
import { ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/isoCode.ts';
import { feedErrors } from '../feeds/feedErrors.ts';
import { isVisible } from '../feeds/feedQuery.ts';
import { loadViewer } from '../feeds/viewer.ts';
import { detectLanguage } from '../translation/languageDetector.ts';
import { commentErrors, validCommentText } from './commentErrors.ts';
import { findVisibleComment, loadCommentItems } from './commentQuery.ts';
import { readLanguagesOf } from '../user/readLanguages.ts';

export const commentWriteRoutes =
  (context: AppContext): FastifyPluginAsyncTypebox =>
  async (app) => {
    const { db, clock, translations } = context;

    /** The member's own live comment on a live post: 404 when there is none, 403 when not theirs. */
    async function ownComment(userId: number, commentId: number, feedId?: number) {
      const comment = await db
        .selectFrom('comments as c')
        .innerJoin('feeds as f', 'f.feed_id', 'c.feed_id')
        .select(['c.comment_id', 'c.feed_id', 'c.user_id', 'c.parent_comment_id'])
        .where('c.comment_id', '=', commentId)
        .where('c.deleted_at', 'is', null)
        .where('f.deleted_at', 'is', null)
        .executeTakeFirst();
      if (!comment || (feedId !== undefined && comment.feed_id !== feedId)) {
        throw commentErrors.notFound();
      }
      if (comment.user_id !== userId) throw commentErrors.notOwner();
      return comment;
    }

    app.post(
      '/api/comment/insertComment',
      {
        schema: {
          tags: ['comment'],
          summary: 'Write a comment on a post, or a reply to one of its comments (members)',
          body: S.InsertCommentRequest,
          response: Answers(S.CommentItem),
        },
      },
      async (request) => {
        const member = requireMember(request);
        const { feedId, parentCommentId, isoCode } = request.body;
        const text = validCommentText(request.body.commentText);
        const viewer = await loadViewer(db, request);
        if (!(await isVisible(db, viewer, feedId))) throw feedErrors.notFound();
        if (parentCommentId != null) {
          const parent = await findVisibleComment(db, viewer, feedId, parentCommentId);
          if (!parent) throw commentErrors.notFound();
          if (parent.parent_comment_id !== null) throw commentErrors.replyToReply();
        }
        const detected = await detectLanguage(text);
        const now = toUtcString(clock.now());
        const commentId = await db.transaction().execute(async (trx) => {
          const inserted = await trx
            .insertInto('comments')
            .values({
              feed_id: feedId,
              user_id: member.userId,
              parent_comment_id: parentCommentId ?? null,
              comment_text: text,
              detected_language_code: detected,
              created_at: now,
              updated_at: now,
            })
            .returning('comment_id')
            .executeTakeFirstOrThrow();
          await trx
            .updateTable('feeds')
            .set((eb) => ({ comment_count: eb('comment_count', '+', 1) }))
            .where('feed_id', '=', feedId)
            .execute();
          if (parentCommentId != null) {
            await trx
              .updateTable('comments')
              .set((eb) => ({ child_comment_count: eb('child_comment_count', '+', 1) }))
              .where('comment_id', '=', parentCommentId)
              .execute();
          }
          return inserted.comment_id;
        });
        await translations.enqueueComment(commentId);
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

    app.put(
      '/api/comment/updateComment',
      {
        schema: {
          tags: ['comment'],
          summary: 'Change the text of my comment or reply',
          body: S.UpdateCommentRequest,
          response: Answers(S.CommentItem),
        },
      },
      async (request) => {
        const member = requireMember(request);
        const { feedId, commentId, isoCode } = request.body;
        const comment = await ownComment(member.userId, commentId, feedId);
        const text = validCommentText(request.body.commentText);
        const detected = await detectLanguage(text);
        await db
          .updateTable('comments')
          .set({
            comment_text: text,
            detected_language_code: detected,
            updated_at: toUtcString(clock.now()),
          })
          .where('comment_id', '=', comment.comment_id)
          .execute();
        await translations.enqueueComment(comment.comment_id);
        const viewer = await loadViewer(db, request);
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
      '/api/comment/deleteComment',
      {
        schema: {
          tags: ['comment'],
          summary: 'Delete my comment (with its replies) or my reply',
          body: S.CommentIdRequest,
          response: Answers(S.DeletedComment),
        },
      },
      async (request) => {
        const member = requireMember(request);
        const comment = await ownComment(member.userId, request.body.commentId);
        const now = toUtcString(clock.now());
        const deletedCount = await db.transaction().execute(async (trx) => {
          const replies =
            comment.parent_comment_id === null
              ? await trx
                  .updateTable('comments')
                  .set({ deleted_at: now })
                  .where('parent_comment_id', '=', comment.comment_id)
                  .where('deleted_at', 'is', null)
                  .executeTakeFirst()
              : { numUpdatedRows: 0n };
          await trx
            .updateTable('comments')
            .set({ deleted_at: now, child_comment_count: 0 })
            .where('comment_id', '=', comment.comment_id)
            .execute();
          const removed = 1 + Number(replies.numUpdatedRows);
          await trx
            .updateTable('feeds')
            .set((eb) => ({ comment_count: eb('comment_count', '-', removed) }))
            .where('feed_id', '=', comment.feed_id)
            .execute();
          if (comment.parent_comment_id !== null) {
            await trx
              .updateTable('comments')
              .set((eb) => ({ child_comment_count: eb('child_comment_count', '-', 1) }))
              .where('comment_id', '=', comment.parent_comment_id)
              .execute();
          }
          return removed;
        });
        return ok({ commentId: comment.comment_id, deletedCount });
      },
    );

    async function setLike(request: FastifyRequest, body: CommentLikeRequest, like: boolean) {
      const member = requireMember(request);
      const { feedId, commentId } = body;
      const viewer = await loadViewer(db, request);
      if (!(await isVisible(db, viewer, feedId))) throw feedErrors.notFound();
      if (!(await findVisibleComment(db, viewer, feedId, commentId))) {
        throw commentErrors.notFound();
      }
      const now = toUtcString(clock.now());
      const likeCount = await db.transaction().execute(async (trx) => {
        const changed = like
          ? Number(
              (
                await trx
                  .insertInto('comment_likes')
                  .values({ comment_id: commentId, user_id: member.userId, created_at: now })
                  .onConflict((oc) => oc.doNothing())
                  .executeTakeFirst()
              ).numInsertedOrUpdatedRows ?? 0n,
            )
          : Number(
              (
                await trx
                  .deleteFrom('comment_likes')
                  .where('comment_id', '=', commentId)
                  .where('user_id', '=', member.userId)
                  .executeTakeFirst()
              ).numDeletedRows,
            );
        if (changed > 0) {
          await trx
            .updateTable('comments')
            .set((eb) => ({ like_count: eb('like_count', like ? '+' : '-', 1) }))
            .where('comment_id', '=', commentId)
            .execute();
        }
        const row = await trx
          .selectFrom('comments')
          .select('like_count')
          .where('comment_id', '=', commentId)
          .executeTakeFirstOrThrow();
        return row.like_count;
      });
      return ok({ commentId, isLiked: like ? ('Y' as const) : ('N' as const), likeCount });
    }

    const likeSchema = (summary: string) => ({
      tags: ['comment'],
      summary,
      body: S.CommentLikeRequest,
      response: Answers(S.CommentLikeAnswer),
    });

    app.post(
      '/api/comment/likeComment',
      { schema: likeSchema('Like a comment (members; liking twice changes nothing)') },
      (request) => setLike(request, request.body, true),
    );

    app.post(
      '/api/comment/dislikeComment',
      { schema: likeSchema('Take back my like of a comment (members; idempotent)') },
      (request) => setLike(request, request.body, false),
    );

    app.post(
      '/api/comment/reportComment',
      {
        schema: {
          tags: ['comment'],
          summary: "Report another member's comment, once (REPORT-001 on a repeat)",
          description: 'A reported comment is no longer shown to the member who reported it.',
          body: S.CommentIdRequest,
          response: Answers(S.CommentIdData),
        },
      },
      async (request) => {
        const member = requireMember(request);
        const { commentId } = request.body;
        const viewer = await loadViewer(db, request);
        const comment = await db
          .selectFrom('comments as c')
          .select(['c.comment_id', 'c.feed_id', 'c.user_id'])
          .where('c.comment_id', '=', commentId)
          .where('c.deleted_at', 'is', null)
          .executeTakeFirst();
        if (!comment) throw commentErrors.notFound();
        if (comment.user_id === member.userId) throw commentErrors.ownCommentReport();
        const reported = await db
          .selectFrom('comment_reports')
          .select('comment_id')
          .where('comment_id', '=', commentId)
          .where('user_id', '=', member.userId)
          .executeTakeFirst();
        if (reported) throw commentErrors.alreadyReported();
        if (!(await findVisibleComment(db, viewer, comment.feed_id, commentId))) {
          throw commentErrors.notFound();
        }
        if (!(await isVisible(db, viewer, comment.feed_id))) throw commentErrors.notFound();
        const inserted = await db
          .insertInto('comment_reports')
          .values({
            comment_id: commentId,
            user_id: member.userId,
            created_at: toUtcString(clock.now()),
          })
          .onConflict((oc) => oc.doNothing())
          .executeTakeFirst();
        if (!inserted.numInsertedOrUpdatedRows) throw commentErrors.alreadyReported();
        return ok({ commentId });
      },
    );
  };
