import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ApiEnvelope } from '@kfeed/contracts/envelope';
import type { BlockedUserListData } from '@kfeed/contracts/user';
import type { AppContext } from '../../context.ts';
import { requireMember } from '../../auth/authenticate.ts';
import * as S from '@kfeed/contracts/schemas/user';
import { Answers, NoData } from '@kfeed/contracts/schemas/primitives';
import { ok } from '../../http/envelope.ts';
import { pagination } from '../../http/pagination.ts';
import { acceptEmptyJsonBodies, strictBodies } from '../../http/validation.ts';
import { fileUrl } from '../files/fileUrl.ts';
import * as userRepository from './userRepository.ts';
import { UserService } from './userService.ts';

/** blockUser, unblockUser/{userId} and getBlockedUserList. */
export const blockRoutes =
  (context: AppContext): FastifyPluginAsyncTypebox =>
  async (app) => {
    const { db } = context;
    const users = new UserService(context);
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
        await users.block(member.userId, request.body.blockedUserId);
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
        await users.unblock(member.userId, request.params.userId);
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
        const { total, rows } = await userRepository.blockedMembers(db, member.userId, {
          page,
          size,
        });
        return ok({
          blockedUserList: rows.map((row) => ({
            userId: row.user_id,
            userNickname: row.nickname,
            userProfileImageUrl: fileUrl(row.profile_image_path),
          })),
          pagination: pagination(page, size, total, rows.length),
        });
      },
    );
  };
