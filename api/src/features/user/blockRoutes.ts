import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ApiEnvelope } from '@kfeed/kit/contracts/envelope';
import type { BlockedUserListData } from '@kfeed/kit/contracts/user';
import type { AppContext } from '../../context.ts';
import { requireMember } from '../../auth/authenticate.ts';
import { toUtcString } from '../../clock.ts';
import * as S from '@kfeed/kit/contracts/schemas/user';
import { Answers, NoData } from '@kfeed/kit/contracts/schemas/primitives';
import { badRequest, conflict, notFound, ok } from '../../http/envelope.ts';
import { pagination } from '../../http/pagination.ts';
import { acceptEmptyJsonBodies, strictBodies } from '../../http/validation.ts';
import { fileUrl } from '../files/fileUrl.ts';
import { isUniqueViolation } from '../auth/signUp.ts';
import { userNotFound } from './userInfo.ts';

/** blockUser, unblockUser/{userId} and getBlockedUserList. */
export const blockRoutes =
  (context: AppContext): FastifyPluginAsyncTypebox =>
  async (app) => {
    const { db, clock } = context;
    app.setValidatorCompiler(strictBodies);
    acceptEmptyJsonBodies(app);

    app.post(
      '/api/user/blockUser',
      {
        schema: {
          tags: ['user'],
          summary: 'Block a member: their posts and comments disappear for you',
          security: [{ bearer: [] }],
          body: S.BlockUserRequest,
          response: Answers(NoData),
        },
      },
      async (request): Promise<ApiEnvelope<null>> => {
        const member = requireMember(request);
        const blockedId = request.body.blockedUserId;
        if (blockedId === member.userId) {
          throw badRequest('USER-006', 'You cannot block yourself.');
        }
        const target = await db
          .selectFrom('users')
          .select('user_id')
          .where('user_id', '=', blockedId)
          .where('status', '=', 'ACTIVE')
          .executeTakeFirst();
        if (!target) throw userNotFound();
        const alreadyBlocked = conflict('USER-005', 'You have already blocked this member.');
        try {
          const result = await db
            .insertInto('user_blocks')
            .values({
              blocker_id: member.userId,
              blocked_id: blockedId,
              created_at: toUtcString(clock.now()),
            })
            .onConflict((oc) => oc.doNothing())
            .executeTakeFirst();
          if (result.numInsertedOrUpdatedRows === 0n) throw alreadyBlocked;
        } catch (error) {
          if (isUniqueViolation(error)) throw alreadyBlocked;
          throw error;
        }
        return ok(null);
      },
    );

    app.delete(
      '/api/user/unblockUser/:userId',
      {
        schema: {
          tags: ['user'],
          summary: 'Unblock a member',
          security: [{ bearer: [] }],
          params: S.UserIdParams,
          response: Answers(NoData),
        },
      },
      async (request): Promise<ApiEnvelope<null>> => {
        const member = requireMember(request);
        const result = await db
          .deleteFrom('user_blocks')
          .where('blocker_id', '=', member.userId)
          .where('blocked_id', '=', request.params.userId)
          .executeTakeFirst();
        if (result.numDeletedRows === 0n) {
          throw notFound('USER-007', 'This member is not blocked.');
        }
        return ok(null);
      },
    );

    app.get(
      '/api/user/getBlockedUserList',
      {
        schema: {
          tags: ['user'],
          summary: 'The members you blocked, newest first, 10 a page',
          security: [{ bearer: [] }],
          querystring: S.BlockedUserListQuery,
          response: Answers(S.BlockedUserListData),
        },
      },
      async (request): Promise<ApiEnvelope<BlockedUserListData>> => {
        const member = requireMember(request);
        const { page, size } = request.query;
        const blocked = db
          .selectFrom('user_blocks')
          .innerJoin('users', 'users.user_id', 'user_blocks.blocked_id')
          .where('user_blocks.blocker_id', '=', member.userId)
          .where('users.status', '=', 'ACTIVE');
        const total = await blocked
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .executeTakeFirstOrThrow();
        const rows = await blocked
          .select(['users.user_id', 'users.nickname', 'users.profile_image_path'])
          .orderBy('user_blocks.created_at', 'desc')
          .orderBy('users.user_id', 'desc')
          .limit(size)
          .offset((page - 1) * size)
          .execute();
        return ok({
          blockedUserList: rows.map((row) => ({
            userId: row.user_id,
            userNickname: row.nickname,
            userProfileImageUrl: fileUrl(row.profile_image_path),
          })),
          pagination: pagination(page, size, Number(total.count), rows.length),
        });
      },
    );
  };
