import type { FastifyPluginAsync } from 'fastify';
import type { ApiEnvelope } from '@kfeed/kit/contracts/envelope';
import type { BlockedUserListData, BlockUserRequest } from '@kfeed/kit/contracts/user';
import type { AppContext } from '../../context.ts';
import { requireMember } from '../../auth/authenticate.ts';
import { toUtcString } from '../../clock.ts';
import { badRequest, conflict, envelopeSchema, notFound, ok } from '../../http/envelope.ts';
import { pagination } from '../../http/pagination.ts';
import {
  id,
  nullableString,
  pageQuerySchema,
  paginationSchema,
  responses,
} from '../../http/schemas.ts';
import { acceptEmptyJsonBodies, strictBodies } from '../../http/validation.ts';
import { fileUrl } from '../files/fileUrl.ts';
import { isUniqueViolation } from '../auth/signUp.ts';
import { userNotFound } from './userInfo.ts';

const blockedUserSchema = {
  type: 'object',
  properties: {
    userId: { type: 'integer' },
    userNickname: { type: 'string' },
    userProfileImageUrl: nullableString,
  },
} as const;

/** blockUser, unblockUser/{userId} and getBlockedUserList. */
export const blockRoutes =
  (context: AppContext): FastifyPluginAsync =>
  async (app) => {
    const { db, clock } = context;
    app.setValidatorCompiler(strictBodies);
    acceptEmptyJsonBodies(app);

    app.post<{ Body: BlockUserRequest }>(
      '/api/user/blockUser',
      {
        schema: {
          tags: ['user'],
          summary: 'Block a member: their posts and comments disappear for you',
          security: [{ bearer: [] }],
          body: {
            type: 'object',
            required: ['blockedUserId'],
            properties: { blockedUserId: id },
          },
          response: responses(envelopeSchema({ type: 'null' })),
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

    app.delete<{ Params: { userId: number } }>(
      '/api/user/unblockUser/:userId',
      {
        schema: {
          tags: ['user'],
          summary: 'Unblock a member',
          security: [{ bearer: [] }],
          params: { type: 'object', required: ['userId'], properties: { userId: id } },
          response: responses(envelopeSchema({ type: 'null' })),
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

    app.get<{ Querystring: { page: number; size: number } }>(
      '/api/user/getBlockedUserList',
      {
        schema: {
          tags: ['user'],
          summary: 'The members you blocked, newest first, 10 a page',
          security: [{ bearer: [] }],
          querystring: pageQuerySchema,
          response: responses(
            envelopeSchema({
              type: 'object',
              properties: {
                blockedUserList: { type: 'array', items: blockedUserSchema },
                pagination: paginationSchema,
              },
            }),
          ),
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
