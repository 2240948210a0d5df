import type { FastifyInstance } from 'fastify';
import { userRoutes as routes } from '@kfeed/contracts/routes/user';
import type { AppContext } from '../../context.ts';
import { requireMember } from '../../auth/authenticate.ts';
import { ok } from '../../http/envelope.ts';
import { handle } from '../../http/routeTable.ts';
import { UserService } from './userService.ts';

/** The languages a member reads as written: read with getReadLanguages, saved whole. */
export const readLanguageRoutes = (context: AppContext) => async (app: FastifyInstance) => {
  const users = new UserService(context);

  handle(app, routes.getReadLanguages, async (request) =>
    ok(await users.readLanguages(requireMember(request).userId)),
  );

  handle(app, routes.updateReadLanguages, async (request) =>
    ok(await users.saveReadLanguages(requireMember(request).userId, request.body.readLanguages)),
  );
};
