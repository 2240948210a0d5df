import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { SessionPayload } from '@kfeed/kit/contracts/auth';
import type { ApiEnvelope } from '@kfeed/kit/contracts/envelope';
import type { NicknameAvailability, UserInfo } from '@kfeed/kit/contracts/user';
import { introProblem } from '@kfeed/kit/utils/validation';
import type { AppContext } from '../../context.ts';
import { requireMember } from '../../auth/authenticate.ts';
import {
  activeMemberClaims,
  clearRefreshCookie,
  sessionPayload,
} from '../../auth/memberSession.ts';
import { toUtcString } from '../../clock.ts';
import type { Updateable } from 'kysely';
import type { UsersTable } from '../../db/schema.ts';
import * as S from '@kfeed/kit/contracts/schemas/user';
import { SessionPayload as SessionPayloadSchema } from '@kfeed/kit/contracts/schemas/auth';
import { Answers, NoData } from '@kfeed/kit/contracts/schemas/primitives';
import { badRequest, forbidden, ok } from '../../http/envelope.ts';
import { acceptEmptyJsonBodies, strictBodies } from '../../http/validation.ts';
import { requestLanguage } from '../../i18n/messages.ts';
import { authError } from '../auth/authMessages.ts';
import {
  checkNation,
  checkNickname,
  findSupportedLanguage,
  isUniqueViolation,
  nicknameTaken,
} from '../auth/signUp.ts';
import { readUserInfo, userNotFound } from './userInfo.ts';

/** getUserInfo, updateUserInfo and deleteUser (withdrawal). */
export const userRoutes =
  (context: AppContext): FastifyPluginAsyncTypebox =>
  async (app) => {
    const { db, clock, sessions, tokens } = context;
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
        const userId = request.member?.userId;
        const official =
          userId !== undefined &&
          (
            await db
              .selectFrom('users')
              .select('is_official')
              .where('user_id', '=', userId)
              .executeTakeFirst()
          )?.is_official === 'Y';
        const nickname = checkNickname(request.body.nickname, requestLanguage(request), official);
        return ok({ nickname, available: !(await nicknameTaken(db, nickname, userId)) });
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
        const language = requestLanguage(request);
        const body = request.body;
        const changes: Updateable<UsersTable> = {};
        if (body.userNickname !== undefined) {
          const official = await db
            .selectFrom('users')
            .select('is_official')
            .where('user_id', '=', member.userId)
            .executeTakeFirst();
          changes.nickname = checkNickname(
            body.userNickname,
            language,
            official?.is_official === 'Y',
          );
          if (await nicknameTaken(db, changes.nickname, member.userId)) {
            throw authError(409, 'USER-002', 'nickname_taken', language);
          }
        }
        if (body.userNationId !== undefined) {
          await checkNation(db, body.userNationId, language);
          changes.nation_id = body.userNationId;
        }
        if (body.userLanguageId !== undefined) {
          await findSupportedLanguage(db, body.userLanguageId, language);
          changes.language_id = body.userLanguageId;
        }
        if (body.userSelfIntroduce !== undefined) {
          const intro = body.userSelfIntroduce.trim();
          if (introProblem(intro)) {
            throw badRequest(
              'USER-004',
              'The introduction can have at most 50 characters and 4 lines.',
            );
          }
          changes.self_introduce = intro || null;
        }
        if (Object.keys(changes).length > 0) {
          try {
            await db
              .updateTable('users')
              .set(changes)
              .where('user_id', '=', member.userId)
              .execute();
          } catch (error) {
            if (isUniqueViolation(error)) {
              throw authError(409, 'USER-002', 'nickname_taken', language);
            }
            throw error;
          }
        }
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
        const user = await db
          .selectFrom('users')
          .select('profile_image_path')
          .where('user_id', '=', member.userId)
          .executeTakeFirst();
        const now = toUtcString(clock.now());
        await db.transaction().execute(async (trx) => {
          // The address is released so it may sign up again; the nickname stays on old posts.
          await trx
            .updateTable('users')
            .set({
              status: 'WITHDRAWN',
              withdrawn_at: now,
              email: `withdrawn-${member.userId}@withdrawn.invalid`,
              self_introduce: null,
              profile_image_path: null,
            })
            .where('user_id', '=', member.userId)
            .execute();
          await trx
            .deleteFrom('user_blocks')
            .where((eb) =>
              eb.or([eb('blocker_id', '=', member.userId), eb('blocked_id', '=', member.userId)]),
            )
            .execute();
          await sessions.endAllForUser(trx, member.userId, 'WITHDRAWN');
        });
        if (user?.profile_image_path) {
          await context.storage
            .remove([user.profile_image_path])
            .catch((error: unknown) =>
              request.log.warn({ err: error }, 'a withdrawn member’s profile image stayed on disk'),
            );
        }
        clearRefreshCookie(reply);
        return ok(null);
      },
    );
  };
