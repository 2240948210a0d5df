import type { FastifyPluginAsync } from 'fastify';
import type {
  CommentIdRequest,
  CommentListRequest,
  ParentCommentRequest,
} from '@kfeed/kit/contracts/comment';
import type { AppContext } from '../../context.ts';
import { envelopeSchema, ok } from '../../http/envelope.ts';
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
import { commentItemSchema, id, isoCodeSchema } from './commentSchemas.ts';

export const commentReadRoutes =
  (context: AppContext): FastifyPluginAsync =>
  async (app) => {
    const { db } = context;

    app.post<{ Body: CommentListRequest }>(
      '/api/comment/getCommentList',
      {
        schema: {
          tags: ['comment'],
          summary: "A page of a post's comments, or of one comment's replies",
          description:
            'Ten per page, page counting from 1. Without parentCommentId: top-level comments, ' +
            'newest first. With it: the replies to that comment, oldest first. Comments of ' +
            'members you blocked, and comments you reported, are left out.',
          body: {
            type: 'object',
            properties: {
              feedId: id,
              isoCode: isoCodeSchema,
              page: { type: 'integer', minimum: 1, default: 1 },
              parentCommentId: { ...id, type: ['integer', 'null'] },
            },
            required: ['feedId'],
          },
          response: {
            200: envelopeSchema({
              type: 'object',
              properties: { commentList: { type: 'array', items: commentItemSchema } },
              required: ['commentList'],
            }),
          },
        },
      },
      async (request) => {
        const { feedId, page = 1, parentCommentId, isoCode } = request.body;
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
        );
        return ok({ commentList });
      },
    );

    app.post<{ Body: ParentCommentRequest }>(
      '/api/comment/getParentComment',
      {
        schema: {
          tags: ['comment'],
          summary: 'One comment of a post, as shown above its replies',
          body: {
            type: 'object',
            properties: {
              feedId: id,
              commentId: id,
              isoCode: isoCodeSchema,
              userId: {
                ...id,
                type: ['integer', 'null'],
                description: 'Ignored: the signed-in member comes from the token.',
              },
            },
            required: ['feedId', 'commentId'],
          },
          response: { 200: envelopeSchema(commentItemSchema) },
        },
      },
      async (request) => {
        const { feedId, commentId, isoCode } = request.body;
        const viewer = await loadViewer(db, request);
        if (!(await isVisible(db, viewer, feedId))) throw feedErrors.notFound();
        const comment = await findVisibleComment(db, viewer, feedId, commentId);
        if (!comment) throw commentErrors.notFound();
        const [item] = await loadCommentItems(db, [commentId], viewer, requestLanguage(isoCode));
        if (!item) throw commentErrors.notFound();
        return ok(item);
      },
    );

    app.post<{ Body: CommentIdRequest }>(
      '/api/comment/getOriginalCommentText',
      {
        schema: {
          tags: ['comment'],
          summary: 'The original (untranslated) text of a comment',
          body: {
            type: 'object',
            properties: { commentId: id },
            required: ['commentId'],
          },
          response: {
            200: envelopeSchema({
              type: 'object',
              properties: { commentText: { type: 'string' } },
              required: ['commentText'],
            }),
          },
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
