import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notificationRoutes as routes } from '@kfeed/contracts/routes/notification';
import type { AppContext } from '../../context.ts';
import { requireMember } from '../../auth/authenticate.ts';
import { ok } from '../../http/envelope.ts';
import { requestLanguage as isoCodeLanguage } from '../../http/isoCode.ts';
import { handle } from '../../http/routeTable.ts';
import { requestLanguage } from '../../i18n/messages.ts';
import { loadViewer } from '../feeds/viewer.ts';
import { readLanguagesOf } from '../user/readLanguages.ts';
import { NotificationService } from './notificationService.ts';

/** My notifications and their settings; the work is notificationService.ts's. */
export const notificationRoutes = (context: AppContext) => async (app: FastifyInstance) => {
  const notifications = new NotificationService(context);

  /** The signed-in member as the visibility rules see them (401 for a visitor). */
  const member = async (request: FastifyRequest) => {
    const claims = requireMember(request);
    return (
      (await loadViewer(context.db, request)) ?? {
        userId: claims.userId,
        nationId: null,
        isOfficial: false,
        readLanguages: null,
        isModerator: false,
      }
    );
  };

  handle(app, routes.getNotificationList, async (request) => {
    const viewer = await member(request);
    const { page, size, isoCode } = request.query;
    // isoCode when given, else the interface language the client asks in.
    const language = isoCode ? isoCodeLanguage(isoCode) : requestLanguage(request);
    const readLanguages = readLanguagesOf(request, viewer);
    return ok(await notifications.list(viewer, page, size, language, readLanguages));
  });

  handle(app, routes.getUnreadCount, async (request) =>
    ok({ unreadCount: await notifications.unreadCount(await member(request)) }),
  );

  handle(app, routes.readNotification, async (request) => {
    const viewer = await member(request);
    const { body } = request;
    const ids = 'all' in body ? 'all' : body.notificationIdList;
    return ok({ unreadCount: await notifications.markRead(viewer, ids) });
  });

  handle(app, routes.getSettings, async (request) =>
    ok(await notifications.settings(requireMember(request).userId)),
  );

  handle(app, routes.updateSettings, async (request) =>
    ok(await notifications.updateSettings(await member(request), request.body)),
  );
};
