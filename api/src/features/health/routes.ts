import type { FastifyInstance } from 'fastify';
import { systemRoutes } from '@kfeed/contracts/routes/system';
import type { AppContext } from '../../context.ts';
import { ok } from '../../http/envelope.ts';
import { handle } from '../../http/routeTable.ts';

export const healthRoutes = (_context: AppContext) => async (app: FastifyInstance) => {
  handle(app, systemRoutes.health, async () => ok({ status: 'ok' }));
};
