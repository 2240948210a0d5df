import type { FastifyInstance } from 'fastify';
import { userRoutes as routes } from '@kfeed/contracts/routes/user';
import type { AppContext } from '../../context.ts';
import { requireMember } from '../../auth/authenticate.ts';
import { ok } from '../../http/envelope.ts';
import { handle } from '../../http/routeTable.ts';
import { acceptEmptyJsonBodies } from '../../http/validation.ts';
import { UserService } from './userService.ts';

/** blockUser, unblockUser/{userId} and getBlockedUserList. */
export const blockRoutes = (context: AppContext) => async (app: FastifyInstance) => {
  const users = new UserService(context);
  acceptEmptyJsonBodies(app);

  handle(app, routes.blockUser, async (request) => {
    await users.block(requireMember(request).userId, request.body.blockedUserId);
    return ok(null);
  });

  handle(app, routes.unblockUser, async (request) => {
    await users.unblock(requireMember(request).userId, request.params.userId);
    return ok(null);
  });

  handle(app, routes.getBlockedUserList, async (request) => {
    const { page, size } = request.query;
    return ok(await users.blockedUsers(requireMember(request).userId, page, size));
  });
};
