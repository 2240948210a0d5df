import type { FastifyInstance } from 'fastify';
import { userRoutes as routes } from '@kfeed/contracts/routes/user';
import type { AppContext } from '../../context.ts';
import { requireMember } from '../../auth/authenticate.ts';
import { clearRefreshCookie } from '../../auth/memberSession.ts';
import { forbidden, ok } from '../../http/envelope.ts';
import { handle } from '../../http/routeTable.ts';
import { acceptEmptyJsonBodies } from '../../http/validation.ts';
import { requestLanguage } from '../../i18n/messages.ts';
import { requestLanguage as askedLanguage } from '../../http/isoCode.ts';
import { loadViewer } from '../feeds/viewer.ts';
import { readLanguagesOf } from './readLanguages.ts';
import { UserService } from './userService.ts';

/** getUserInfo, checkNickname, updateUserInfo and deleteUser (withdrawal). */
export const userRoutes = (context: AppContext) => async (app: FastifyInstance) => {
  const users = new UserService(context);
  acceptEmptyJsonBodies(app);

  handle(app, routes.getUserInfo, async (request) => {
    const { isoCode, getOriginal } = request.body;
    const userId = request.body.userId ?? requireMember(request).userId;
    const viewer = await loadViewer(context.db, request);
    return ok(
      await users.info(userId, request.member?.userId === userId, {
        isoCode: isoCode ? askedLanguage(isoCode) : requestLanguage(request),
        readLanguages: readLanguagesOf(request, viewer),
        original: getOriginal === true,
      }),
    );
  });

  handle(app, routes.checkNickname, async (request) =>
    ok(
      await users.nicknameAvailability(
        request.member?.userId,
        request.body.nickname,
        requestLanguage(request),
      ),
    ),
  );

  handle(app, routes.updateUserInfo, async (request) => {
    const member = requireMember(request);
    await users.updateProfile(member.userId, request.body, requestLanguage(request), request.log);
    return ok(await users.freshSession(member.userId, member.sessionId));
  });

  handle(app, routes.deleteUser, async (request, reply) => {
    const member = requireMember(request);
    if (request.body.userId !== member.userId) {
      throw forbidden('USER-008', 'You can only close your own account.');
    }
    await users.withdraw(member.userId, request.log);
    clearRefreshCookie(reply);
    return ok(null);
  });
};
