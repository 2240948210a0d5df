import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as S from '@kfeed/contracts/schemas/feed';
import { Answers, NoData } from '@kfeed/contracts/schemas/primitives';
import type { AppContext } from '../../context.ts';
import { requireMember } from '../../auth/authenticate.ts';
import { strictBodies } from '../../http/validation.ts';
import { ok } from '../../http/envelope.ts';
import { FeedService } from './feedService.ts';
import { loadViewer } from './viewer.ts';

/** Likes and reports of posts; the work is feedService.ts's. */
export const feedReactionRoutes =
  (context: AppContext): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.setValidatorCompiler(strictBodies);
    const { db } = context;
    const feeds = new FeedService(context);

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
          const viewer = await loadViewer(db, request);
          const count = await feeds.setLike(viewer, member.userId, feedId, liked);
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
        await feeds.report(await loadViewer(db, request), member.userId, request.body.feedId);
        return ok(null);
      },
    );
  };
