import type { FastifyInstance } from 'fastify';
import { userRoutes as routes } from '@kfeed/contracts/routes/user';
import type { AppContext } from '../../context.ts';
import { requireMember } from '../../auth/authenticate.ts';
import { ok } from '../../http/envelope.ts';
import { handle } from '../../http/routeTable.ts';
import { UserService } from './userService.ts';

/** reportUser: a member reported from their profile; the work is userService.ts's. */
export const reportUserRoutes = (context: AppContext) => async (app: FastifyInstance) => {
  const users = new UserService(context);

  handle(app, routes.reportUser, async (request) => {
    const { userId, reasonCode, reasonText } = request.body;
    await users.report(requireMember(request).userId, userId, { reasonCode, reasonText });
    return ok(null);
  });
};
