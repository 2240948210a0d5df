import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as S from '@kfeed/kit/contracts/schemas/feed';
import { Answers, NoData } from '@kfeed/kit/contracts/schemas/primitives';
import type { AppContext } from '../../context.ts';
import { requireMember } from '../../auth/authenticate.ts';
import { toUtcString } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import { strictBodies } from '../../http/validation.ts';
import { ok } from '../../http/envelope.ts';
import { feedErrors } from './feedErrors.ts';
import { isVisible } from './feedQuery.ts';
import { loadViewer } from './viewer.ts';

/** like_count is recounted from the likes in the same transaction, so it cannot drift. */
async function setLike(db: Db, feedId: number, userId: number, liked: boolean, at: string) {
  return db.transaction().execute(async (trx) => {
    if (liked) {
      await trx
        .insertInto('feed_likes')
        .values({ feed_id: feedId, user_id: userId, created_at: at })
        .onConflict((conflict) => conflict.columns(['feed_id', 'user_id']).doNothing())
        .execute();
    } else {
      await trx
        .deleteFrom('feed_likes')
        .where('feed_id', '=', feedId)
        .where('user_id', '=', userId)
        .execute();
    }
    const { count } = await trx
      .selectFrom('feed_likes')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('feed_id', '=', feedId)
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('feeds')
      .set({ like_count: Number(count) })
      .where('feed_id', '=', feedId)
      .execute();
    return Number(count);
  });
}

export const feedReactionRoutes =
  (context: AppContext): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.setValidatorCompiler(strictBodies);
    const { db, clock } = context;

    for (const [path, liked] of [
      ['/api/feed/likeFeed', true],
      ['/api/feed/dislikeFeed', false],
    ] as const) {
      app.post(
        path,
        {
          schema: {
            tags: ['feed'],
            summary: liked
              ? 'Like a post (members; liking twice changes nothing)'
              : 'Take back my like (members; idempotent)',
            body: S.FeedIdRequest,
            response: Answers(S.FeedLikeAnswer),
          },
        },
        async (request) => {
          const member = requireMember(request);
          const { feedId } = request.body;
          if (!(await isVisible(db, await loadViewer(db, request), feedId)))
            throw feedErrors.notFound();
          const count = await setLike(db, feedId, member.userId, liked, toUtcString(clock.now()));
          return ok({
            feedId,
            isLiked: liked ? ('Y' as const) : ('N' as const),
            feedLikeCount: count,
          });
        },
      );
    }

    app.post(
      '/api/feed/reportFeed',
      {
        schema: {
          tags: ['feed'],
          summary: 'Report a post, once per member (REPORT-001 on a repeat); it leaves my lists',
          body: S.FeedIdRequest,
          response: Answers(NoData),
        },
      },
      async (request) => {
        const member = requireMember(request);
        const { feedId } = request.body;
        const already = await db
          .selectFrom('feed_reports')
          .select('feed_id')
          .where('feed_id', '=', feedId)
          .where('user_id', '=', member.userId)
          .executeTakeFirst();
        if (already) throw feedErrors.alreadyReported();
        const viewer = await loadViewer(db, request);
        if (!(await isVisible(db, viewer, feedId))) throw feedErrors.notFound();
        const feed = await db
          .selectFrom('feeds')
          .select('user_id')
          .where('feed_id', '=', feedId)
          .executeTakeFirstOrThrow();
        if (feed.user_id === member.userId) throw feedErrors.ownPostReport();
        const inserted = await db
          .insertInto('feed_reports')
          .values({ feed_id: feedId, user_id: member.userId, created_at: toUtcString(clock.now()) })
          .onConflict((conflict) => conflict.columns(['feed_id', 'user_id']).doNothing())
          .executeTakeFirst();
        // Two reports racing: the second one lost to the first.
        if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0)
          throw feedErrors.alreadyReported();
        return ok(null);
      },
    );
  };
