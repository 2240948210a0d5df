import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { SessionPayload } from '@kfeed/contracts/auth';
import type { ApiEnvelope } from '@kfeed/contracts/envelope';
import type { NicknameAvailability, UserInfo } from '@kfeed/contracts/user';
import type { AppContext } from '../../context.ts';
import { requireMember } from '../../auth/authenticate.ts';
import {
  activeMemberClaims,
  clearRefreshCookie,
  sessionPayload,
} from '../../auth/memberSession.ts';
import * as S from '@kfeed/contracts/schemas/user';
import { SessionPayload as SessionPayloadSchema } from '@kfeed/contracts/schemas/auth';
import { Answers, NoData } from '@kfeed/contracts/schemas/primitives';
import { forbidden, ok } from '../../http/envelope.ts';
import { acceptEmptyJsonBodies, strictBodies } from '../../http/validation.ts';
import { requestLanguage } from '../../i18n/messages.ts';
import { readUserInfo, userNotFound } from './userInfo.ts';
import { UserService } from './userService.ts';

/** getUserInfo, updateUserInfo and deleteUser (withdrawal). */
export const userRoutes =
  (context: AppContext): FastifyPluginAsyncTypebox =>
  async (app) => {
    const { db, tokens } = context;
    const users = new UserService(context);
    app.setValidatorCompiler(strictBodies);
    acceptEmptyJsonBodies(app);

    app.post(
      '/api/user/getUserInfo',
      {
        schema: {
          tags: ['user'],
          summary: 'A member’s profile: all fields for yourself, public ones for others',
          description: 'Without userId, the signed-in member.',
          body: S.UserInfoRequest,
          response: Answers(S.UserInfo),
        },
      },
      async (request): Promise<ApiEnvelope<UserInfo>> => {
        const userId = request.body.userId ?? requireMember(request).userId;
        return ok(await readUserInfo(db, userId, request.member?.userId === userId));
      },
    );

    app.post(
      '/api/user/checkNickname',
      {
        schema: {
          tags: ['user'],
          summary: 'Whether a nickname is free (sign-up and profile edit check it as it is typed)',
          description:
            'Open to visitors (sign-up). The nickname is NFKC-normalised, trimmed and checked by the shared rule first (USER-003); a member’s own counts as free. Counted per member and per client address (429 RATE-001).',
          body: S.NicknameCheckRequest,
          response: Answers(S.NicknameAvailability),
        },
      },
      async (request): Promise<ApiEnvelope<NicknameAvailability>> => {
        return ok(
          await users.nicknameAvailability(
            request.member?.userId,
            request.body.nickname,
            requestLanguage(request),
          ),
        );
      },
    );

    app.put(
      '/api/user/updateUserInfo',
      {
        schema: {
          tags: ['user'],
          summary: 'Change nickname, nation, language or introduction; answers a fresh session',
          security: [{ bearer: [] }],
          body: S.UpdateUserInfoRequest,
          response: Answers(SessionPayloadSchema),
        },
      },
      async (request): Promise<ApiEnvelope<SessionPayload>> => {
        const member = requireMember(request);
        await users.updateProfile(member.userId, request.body, requestLanguage(request));
        const claims = await activeMemberClaims(db, member.userId);
        if (!claims) throw userNotFound();
        return ok(await sessionPayload(tokens, claims, member.sessionId));
      },
    );

    app.post(
      '/api/user/deleteUser',
      {
        schema: {
          tags: ['user'],
          summary: 'Withdraw: close your account and end its sessions; posts and comments stay',
          security: [{ bearer: [] }],
          body: S.DeleteUserRequest,
          response: Answers(NoData),
        },
      },
      async (request, reply): Promise<ApiEnvelope<null>> => {
        const member = requireMember(request);
        if (request.body.userId !== member.userId) {
          throw forbidden('USER-008', 'You can only close your own account.');
        }
        await users.withdraw(member.userId, request.log);
        clearRefreshCookie(reply);
        return ok(null);
      },
    );
  };
