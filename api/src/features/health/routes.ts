import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppContext } from '../../context.ts';
import { Health } from '@kfeed/contracts/schemas/dev';
import { Answers } from '@kfeed/contracts/schemas/primitives';
import { ok } from '../../http/envelope.ts';

export const healthRoutes =
  (_context: AppContext): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.get(
      '/api/health',
      {
        schema: {
          tags: ['health'],
          summary: 'Liveness check',
          response: Answers(Health),
        },
      },
      async () => ok({ status: 'ok' }),
    );
  };
