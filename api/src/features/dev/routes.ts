import type { FastifyPluginAsync } from 'fastify';
import type { ApiEnvelope } from '@kfeed/kit/contracts/envelope';
import type { AppContext } from '../../context.ts';
import { envelopeSchema, ok } from '../../http/envelope.ts';
import { nullableString, responses } from '../../http/schemas.ts';
import type { OutboxEntry } from '../../mail/mailer.ts';

/**
 * GET /api/dev/outbox: the e-mails the server would have sent, newest first, when no
 * SMTP_URL is set. Never registered with NODE_ENV=production.
 */
export const devOutboxRoutes =
  (context: AppContext): FastifyPluginAsync =>
  async (app) => {
    if (context.config.production) return;
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
