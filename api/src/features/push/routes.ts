import type { FastifyInstance } from 'fastify';
import { pushRoutes as routes } from '@kfeed/contracts/routes/push';
import type { AppContext } from '../../context.ts';
import { requireMember } from '../../auth/authenticate.ts';
import { ok } from '../../http/envelope.ts';
import { handle } from '../../http/routeTable.ts';

/** Web push: the server's public key, and a member's devices on and off (pushService.ts). */
export const pushRoutes = (context: AppContext) => async (app: FastifyInstance) => {
  const { push } = context;

  handle(app, routes.getPublicKey, async () => ok({ publicKey: push.publicKey }));

  handle(app, routes.subscribe, async (request) => {
    await push.subscribe(requireMember(request).userId, request.body);
    return ok({ subscribed: true });
  });

  handle(app, routes.unsubscribe, async (request) => {
    await push.unsubscribe(requireMember(request).userId, request.body.endpoint);
    return ok({ subscribed: false });
  });
};
