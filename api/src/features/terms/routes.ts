import type { FastifyInstance } from 'fastify';
import { termsRoutes as routes } from '@kfeed/contracts/routes/terms';
import type { AppContext } from '../../context.ts';
import { ok } from '../../http/envelope.ts';
import { handle } from '../../http/routeTable.ts';
import { TermsService } from './termsService.ts';

export const termsRoutes = (context: AppContext) => async (app: FastifyInstance) => {
  const terms = new TermsService(context);

  handle(app, routes.getTermsDataList, async (request) => {
    const { termsType, isoCode } = request.body;
    return ok(await terms.documents(termsType, request.query.isoCode ?? isoCode));
  });
};
