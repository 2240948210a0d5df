import { PAGE_SIZE } from '@kfeed/contracts/limits';
import type { BlockedUserListData } from '@kfeed/contracts/user';
import { apiDelete, apiGet } from '@kfeed/platform/calls/apiCall';

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
