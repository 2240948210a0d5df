import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import fastifyRateLimit from '@fastify/rate-limit';
import type { LinkPreview } from '@kfeed/contracts/feed';
import type { AppContext } from '../../context.ts';
import * as S from '@kfeed/contracts/schemas/feed';
import { Answers } from '@kfeed/contracts/schemas/primitives';
import { AppError, ok } from '../../http/envelope.ts';
import { LINK_PREVIEW_LIMITS, LinkPreviewService } from './linkPreviewService.ts';

export const linkPreviewRoutes =
  (context: AppContext): FastifyPluginAsyncTypebox =>
  async (app) => {
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

    app.post(
      '/api/feed/getMetaInfo',
      {
        config: { rateLimit: { max: LINK_PREVIEW_LIMITS.perClientPerMinute, timeWindow: 60_000 } },
        schema: {
          tags: ['feed'],
          summary:
            'Link preview of a URL in a post (Open Graph and meta tags, fetched server-side)',
          description:
            'Only public http(s) addresses are fetched (checked after DNS and on each of at most ' +
            `${LINK_PREVIEW_LIMITS.maxRedirects} redirects), within 5 s and 1 MB. A page that ` +
            'cannot be previewed answers success false with its domain as title.',
          body: S.LinkPreviewRequest,
          response: Answers(S.LinkPreview),
        },
      },
      async (request) => ok<LinkPreview>(await service.preview(request.body.url)),
    );
  };
