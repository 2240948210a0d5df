import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ApiEnvelope } from '@kfeed/contracts/envelope';
import type { AppContext } from '../../context.ts';
import { Outbox, OutboxQuery } from '@kfeed/contracts/schemas/dev';
import { Answers } from '@kfeed/contracts/schemas/primitives';
import { isLoopbackHost } from '../../config.ts';
import { ok } from '../../http/envelope.ts';
import type { OutboxEntry } from '../../mail/mailer.ts';

/**
 * GET /api/dev/outbox: the e-mails the server would have sent, newest first, when no
 * SMTP_URL is set. Registered only in development, and answered only to this machine.
 */
export const devOutboxRoutes =
  (context: AppContext): FastifyPluginAsyncTypebox =>
  async (app) => {
    if (!context.config.development) return;
    app.addHook('onRequest', async (request, reply) => {
      if (!isLoopbackHost(request.ip)) {
        await reply.code(404).send({ result: false, data: null, code: 'NOT_FOUND', message: '' });
      }
    });
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
