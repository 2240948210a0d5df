import type { FastifyInstance } from 'fastify';
import { feedRoutes as routes } from '@kfeed/contracts/routes/feed';
import type { AppContext } from '../../context.ts';
import { requireMember } from '../../auth/authenticate.ts';
import { ok } from '../../http/envelope.ts';
import { handle } from '../../http/routeTable.ts';
import { FeedService } from './feedService.ts';
import { loadViewer } from './viewer.ts';

/** Likes and reports of posts; the work is feedService.ts's. */
export const feedReactionRoutes = (context: AppContext) => async (app: FastifyInstance) => {
  const { db } = context;
  const feeds = new FeedService(context);

  for (const [route, liked] of [
    [routes.likeFeed, true],
    [routes.dislikeFeed, false],
  ] as const) {
    handle(app, route, async (request) => {
      const member = requireMember(request);
      const { feedId } = request.body;
      const viewer = await loadViewer(db, request);
      const count = await feeds.setLike(viewer, member.userId, feedId, liked);
      return ok({
        feedId,
        isLiked: liked ? ('Y' as const) : ('N' as const),
        feedLikeCount: count,
      });
    });
  }

  handle(app, routes.reportFeed, async (request) => {
    const member = requireMember(request);
    const { feedId, reasonCode, reasonText } = request.body;
    await feeds.report(await loadViewer(db, request), member.userId, feedId, {
      reasonCode,
      reasonText,
    });
    return ok(null);
  });
};
