import type { UserInfo, UserInfoRequest } from '@kfeed/contracts/user';
import { apiPost } from '@kfeed/platform/calls/apiCall';

/** POST /api/user/getUserInfo: without userId, the signed-in member (every field). */
export const getUserInfo = (userId?: number) =>
  apiPost<UserInfo>(
    '/api/user/getUserInfo',
    (userId === undefined ? {} : { userId }) satisfies UserInfoRequest,
  );
