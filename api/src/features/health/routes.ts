import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context.ts';
import { envelopeSchema, ok } from '../../http/envelope.ts';

export const healthRoutes =
  (_context: AppContext): FastifyPluginAsync =>
  async (app) => {
    app.get(
      '/api/health',
      {
        schema: {
          tags: ['health'],
          summary: 'Liveness check',
          response: {
            200: envelopeSchema({ type: 'object', properties: { status: { type: 'string' } } }),
          },
        },
      },
      async () => ok({ status: 'ok' }),
    );
  };
