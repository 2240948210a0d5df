import type { FastifyInstance } from 'fastify';
import { adminRoutes as routes } from '@kfeed/contracts/routes/admin';
import type { AppContext } from '../../context.ts';
import { requireMember } from '../../auth/authenticate.ts';
import { ok } from '../../http/envelope.ts';
import { requestLanguage as askedLanguage } from '../../http/isoCode.ts';
import { handle } from '../../http/routeTable.ts';
import { requestLanguage } from '../../i18n/messages.ts';
import { MemberAdmin } from './memberAdmin.ts';
import { ModerationService } from './moderationService.ts';
import { NoticeAdmin } from './noticeAdmin.ts';

/**
 * The moderation and admin calls (routes/admin.ts). Who may call each is the table's
 * `access`, checked by handle() against the roles the database holds now; the work is
 * moderationService.ts's, noticeAdmin.ts's and memberAdmin.ts's.
 */
export const moderationRoutes = (context: AppContext) => async (app: FastifyInstance) => {
  const moderation = new ModerationService(context);
  const notices = new NoticeAdmin(context);
  const members = new MemberAdmin(context);

  handle(app, routes.getReportList, async (request) => {
    const { status, page, isoCode } = request.query;
    // The moderator's language: asked for, else the one the request is in.
    const language = isoCode ? askedLanguage(isoCode) : requestLanguage(request);
    return ok(await moderation.queue(status, page, language));
  });

  handle(app, routes.resolveReport, async (request) =>
    ok(await moderation.resolve(requireMember(request).userId, request.body)),
  );

  handle(app, routes.getAuditLog, async (request) => ok(await moderation.auditLog(request.query)));

  handle(app, routes.getNoticeVersions, async (request) =>
    ok(await notices.versions(request.query.noticeId)),
  );

  handle(app, routes.saveNotice, async (request) =>
    ok(await notices.save(requireMember(request).userId, request.body, request.log)),
  );

  handle(app, routes.findUser, async (request) => ok(await members.find(request.query.query)));

  handle(app, routes.setOfficial, async (request) =>
    ok(await members.setOfficial(requireMember(request).userId, request.body)),
  );
};
