import type { FastifyInstance } from 'fastify';
import { systemRoutes } from '@kfeed/contracts/routes/system';
import type { AppContext } from '../../context.ts';
import { isLoopbackHost } from '../../config.ts';
import { ok } from '../../http/envelope.ts';
import { handle } from '../../http/routeTable.ts';

/**
 * The development outbox: the e-mails the server would have sent, newest first, when no
 * SMTP_URL is set. Registered only in development, and answered only to this machine.
 */
export const devOutboxRoutes = (context: AppContext) => async (app: FastifyInstance) => {
  if (!context.config.development) return;
  app.addHook('onRequest', async (request, reply) => {
    if (!isLoopbackHost(request.ip)) {
      await reply.code(404).send({ result: false, data: null, code: 'NOT_FOUND', message: '' });
    }
  });

  handle(app, systemRoutes.outbox, async (request) =>
    ok(context.mailer.outbox.list(request.query.to)),
  );
};
