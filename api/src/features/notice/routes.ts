import type { FastifyInstance, FastifyRequest } from 'fastify';
import { noticeRoutes as routes } from '@kfeed/contracts/routes/notice';
import type { AppContext } from '../../context.ts';
import { ok } from '../../http/envelope.ts';
import { handle } from '../../http/routeTable.ts';
import { requestLanguage } from '../../i18n/messages.ts';
import { NoticeService } from './noticeService.ts';

export const noticeRoutes = (context: AppContext) => async (app: FastifyInstance) => {
  const notices = new NoticeService(context);

  /** isoCode when given, else the interface language the client asks in. */
  const languageOf = async (request: FastifyRequest, wanted: string | undefined) =>
    wanted ? notices.language(wanted) : requestLanguage(request);

  handle(app, routes.getNoticeList, async (request) => {
    const { page, size } = request.query;
    const language = await languageOf(request, request.query.isoCode);
    return ok(await notices.list(language, page, size));
  });

  handle(app, routes.getNoticeData, async (request) => {
    const language = await languageOf(request, request.query.isoCode);
    return ok(await notices.one(language, request.query.noticeId));
  });
};
