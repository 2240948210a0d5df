import type { FastifyPluginAsync } from 'fastify';
import type { ApiEnvelope } from '@kfeed/kit/contracts/envelope';
import type { AppContext } from '../../app.ts';
import { isLoopbackHost } from '../../config.ts';
import { envelopeSchema, ok } from '../../http/envelope.ts';
import { nullableString, responses } from '../../http/schemas.ts';
import type { OutboxEntry } from '../../mail/mailer.ts';

/**
 * GET /api/dev/outbox: the e-mails the server would have sent, newest first, when no
 * SMTP_URL is set. Registered only in development, and answered only to this machine.
 */
export const devOutboxRoutes =
  (context: AppContext): FastifyPluginAsync =>
  async (app) => {
    if (!context.config.development) return;
    app.addHook('onRequest', async (request, reply) => {
      if (!isLoopbackHost(request.ip)) {
        await reply.code(404).send({ result: false, data: null, code: 'NOT_FOUND', message: '' });
      }
    });
    app.get<{ Querystring: { to?: string } }>(
      '/api/dev/outbox',
      {
        schema: {
          tags: ['development'],
          summary: 'Development only: the e-mails kept instead of sent (no SMTP_URL)',
          querystring: {
            type: 'object',
            properties: { to: { type: 'string', maxLength: 254 } },
          },
          response: responses(
            envelopeSchema({
              type: 'array',
              items: {
                type: 'object',
                properties: {
                  to: { type: 'string' },
                  subject: { type: 'string' },
                  text: { type: 'string' },
                  html: { type: 'string' },
                  code: nullableString,
                  sentAt: { type: 'string' },
                },
              },
            }),
          ),
        },
      },
      async (request): Promise<ApiEnvelope<OutboxEntry[]>> =>
        ok(context.mailer.outbox.list(request.query.to)),
    );
  };
