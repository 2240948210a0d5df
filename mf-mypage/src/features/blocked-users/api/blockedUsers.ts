import { PAGE_SIZE } from '@kfeed/contracts/limits';
import { userRoutes } from '@kfeed/contracts/routes/user';
import { call } from '@kfeed/platform/calls/apiCall';

/** One page of the members this member blocked. */
export const getBlockedUserList = (page: number) =>
  call(userRoutes.getBlockedUserList, { page, size: PAGE_SIZE }, { silent: true });

/** Unblock a member. */
export const unblockUser = async (userId: number): Promise<void> => {
  await call(userRoutes.unblockUser, { userId }, { silent: true });
};
