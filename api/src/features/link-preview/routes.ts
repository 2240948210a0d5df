import type { FastifyInstance } from 'fastify';
import {
  LINK_PREVIEW_LIMITS,
  linkPreviewRoutes as routes,
} from '@kfeed/contracts/routes/linkPreview';
import type { AppContext } from '../../context.ts';
import { requireMember } from '../../auth/authenticate.ts';
import { ok } from '../../http/envelope.ts';
import { limitReached } from '../../http/limitMessages.ts';
import { handle } from '../../http/routeTable.ts';
import { requestLanguage } from '../../i18n/messages.ts';
import { LinkPreviewService } from './linkPreviewService.ts';

export const linkPreviewRoutes = (context: AppContext) => async (app: FastifyInstance) => {
  const { config, rateLimits } = context;
  const service = new LinkPreviewService(context.db, context.clock, app.log, {
    allowLoopback: config.linkPreviewAllowLoopback,
  });
  const perMember = LINK_PREVIEW_LIMITS.perMemberPerMinute * config.writeLimitFactor;

  // Each preview makes the server fetch a page: a member, and a client address, get a bounded
  // number a minute, counted in the database like the write limits (every process sees them).
  handle(app, routes.getMetaInfo, async (request, reply) => {
    const member = requireMember(request);
    const refused = await rateLimits.reserveAll([
      [{ bucket: 'link-preview-member', max: perMember, windowSeconds: 60 }, String(member.userId)],
      [
        {
          bucket: 'link-preview-client',
          max: perMember * config.writeClientFactor,
          windowSeconds: 60,
        },
        request.ip,
      ],
    ]);
    if (refused) {
      reply.header('retry-after', String(refused.retryAfterSeconds));
      throw limitReached('LINK-003', requestLanguage(request), {
        action: 'linkPreview',
        max: refused.limit.max,
        windowSeconds: refused.limit.windowSeconds,
        byClient: refused.limit.bucket === 'link-preview-client',
        retryAt: refused.retryAt,
      });
    }
    return ok(await service.preview(request.body.url));
  });
};
