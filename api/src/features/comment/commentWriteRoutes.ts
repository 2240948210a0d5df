import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { CommentLikeRequest } from '@kfeed/contracts/comment';
import * as S from '@kfeed/contracts/schemas/comment';
import { Answers } from '@kfeed/contracts/schemas/primitives';
import type { AppContext } from '../../context.ts';
import { requireMember } from '../../auth/authenticate.ts';
import { ok } from '../../http/envelope.ts';
import { loadViewer } from '../feeds/viewer.ts';
import { answerCommentItem } from './commentAnswer.ts';
import { CommentService } from './commentService.ts';

/** Writing, editing and deleting comments, likes and reports; the work is commentService.ts's. */
export const commentWriteRoutes =
  (context: AppContext): FastifyPluginAsyncTypebox =>
  async (app) => {
    const { db } = context;
    const comments = new CommentService(context);

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
        const { feedId, commentId, commentText, isoCode } = request.body;
        await comments.edit(member.userId, feedId, commentId, commentText);
        return answerCommentItem(db, request, await loadViewer(db, request), commentId, isoCode);
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
        return ok(await comments.delete(member.userId, request.body.commentId));
      },
    );

    async function setLike(request: FastifyRequest, body: CommentLikeRequest, like: boolean) {
      const member = requireMember(request);
      const { feedId, commentId } = body;
      const viewer = await loadViewer(db, request);
      const likeCount = await comments.setLike(viewer, member.userId, feedId, commentId, like);
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
        await comments.report(await loadViewer(db, request), member.userId, commentId);
        return ok({ commentId });
      },
    );
  };
