import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ApiEnvelope } from '@kfeed/kit/contracts/envelope';
import type { AppContext } from '../../context.ts';
import { Outbox, OutboxQuery } from '@kfeed/kit/contracts/schemas/dev';
import { Answers } from '@kfeed/kit/contracts/schemas/primitives';
import { ok } from '../../http/envelope.ts';
import type { OutboxEntry } from '../../mail/mailer.ts';

/**
 * GET /api/dev/outbox: the e-mails the server would have sent, newest first, when no
 * SMTP_URL is set. Never registered with NODE_ENV=production.
 */
export const devOutboxRoutes =
  (context: AppContext): FastifyPluginAsyncTypebox =>
  async (app) => {
    if (context.config.production) return;
    app.get(
      '/api/dev/outbox',
      {
        schema: {
          tags: ['development'],
          summary: 'Development only: the e-mails kept instead of sent (no SMTP_URL)',
          querystring: OutboxQuery,
          response: Answers(Outbox),
        },
      },
      async (request): Promise<ApiEnvelope<OutboxEntry[]>> =>
        ok(context.mailer.outbox.list(request.query.to)),
    );
  };
