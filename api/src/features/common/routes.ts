import type { FastifyInstance } from 'fastify';
import { commonRoutes as routes } from '@kfeed/contracts/routes/common';
import type { AppContext } from '../../context.ts';
import { ok } from '../../http/envelope.ts';
import { handle } from '../../http/routeTable.ts';
import { CommonService } from './commonService.ts';

/** Languages, nations and share logs. */
export const commonRoutes = (context: AppContext) => async (app: FastifyInstance) => {
  const common = new CommonService(context);

  handle(app, routes.getLanguageList, async () => ok(await common.languages(false)));

  handle(app, routes.getSupportedLanguageList, async () => ok(await common.languages(true)));

  handle(app, routes.getNationList, async () => ok(await common.nations()));

  handle(app, routes.insertShareLog, async (request) => {
    const { shareId, userAgent, platform } = request.body;
    await common.logShare({ shareId, userAgent, platform, userId: request.member?.userId ?? null });
    return ok(null);
  });
};
