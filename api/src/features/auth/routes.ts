import type { FastifyInstance } from 'fastify';
import { authRoutes as routes } from '@kfeed/contracts/routes/auth';
import type { AppContext } from '../../context.ts';
import { ok } from '../../http/envelope.ts';
import { handle } from '../../http/routeTable.ts';
import { requireSameSiteJson } from '../../http/sameSite.ts';
import { acceptEmptyJsonBodies } from '../../http/validation.ts';
import { AuthService } from './authService.ts';

export const authRoutes = (context: AppContext) => async (app: FastifyInstance) => {
  const auth = new AuthService(context);
  acceptEmptyJsonBodies(app);
  /** The calls on the refresh cookie: the site's own JSON only, a stale bearer ignored. */
  const cookieCall = {
    config: { ignoreStaleBearer: true },
    preHandler: requireSameSiteJson(context.config),
  };

  handle(app, routes.getLoginVerificationNumber, async (request, reply) => {
    await auth.sendLoginCode(request, reply, request.body);
    return ok(null);
  });

  handle(app, routes.login, async (request, reply) =>
    ok(await auth.login(request, reply, request.body)),
  );

  handle(app, routes.getSignUpVerificationNumber, async (request, reply) => {
    await auth.sendSignUpCode(request, reply, request.body);
    return ok(null);
  });

  handle(app, routes.signUp, async (request, reply) =>
    ok(await auth.signUp(request, reply, request.body)),
  );

  handle(
    app,
    routes.refresh,
    async (request, reply) => ok(await auth.refresh(request, reply)),
    cookieCall,
  );

  handle(
    app,
    routes.logout,
    async (request, reply) => {
      await auth.logout(request, reply);
      return ok(null);
    },
    cookieCall,
  );
};
