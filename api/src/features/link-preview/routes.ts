import type { FastifyInstance } from 'fastify';
import fastifyRateLimit from '@fastify/rate-limit';
import {
  LINK_PREVIEW_LIMITS,
  linkPreviewRoutes as routes,
} from '@kfeed/contracts/routes/linkPreview';
import type { AppContext } from '../../context.ts';
import { AppError, ok } from '../../http/envelope.ts';
import { handle } from '../../http/routeTable.ts';
import { LinkPreviewService } from './linkPreviewService.ts';

export const linkPreviewRoutes = (context: AppContext) => async (app: FastifyInstance) => {
  // Each preview makes the server fetch a page: a client gets a bounded number a minute.
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: (_request, limit) =>
      new AppError(
        429,
        'LINK-003',
        `Too many link previews; try again in ${Math.ceil(limit.ttl / 1000)} s.`,
      ),
  });
  const service = new LinkPreviewService(context.db, context.clock, app.log, {
    allowLoopback: context.config.linkPreviewAllowLoopback,
  });

  handle(app, routes.getMetaInfo, async (request) => ok(await service.preview(request.body.url)), {
    config: { rateLimit: { max: LINK_PREVIEW_LIMITS.perClientPerMinute, timeWindow: 60_000 } },
  });
};
