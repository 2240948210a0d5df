import { PAGE_SIZE } from '@kfeed/kit/contracts/limits';
import type { BlockedUserListData } from '@kfeed/kit/contracts/user';
import { apiDelete, apiGet } from '@kfeed/kit/calls/apiCall';

/** GET /api/user/getBlockedUserList: one page of the members this member blocked. */
export const getBlockedUserList = (page: number) =>
  apiGet<BlockedUserListData>(
    '/api/user/getBlockedUserList',
    { page, size: PAGE_SIZE },
    { silent: true },
  );

/** DELETE /api/user/unblockUser/{userId}. */
export const unblockUser = (userId: number) =>
  apiDelete<void>(`/api/user/unblockUser/${userId}`, { silent: true });
