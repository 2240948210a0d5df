import { userRoutes } from '@kfeed/contracts/routes/user';
import { call } from '@kfeed/platform/calls/apiCall';

/** Withdrawal; posts and comments stay. The caller says what failed. */
export const deleteUser = async (userId: number): Promise<void> => {
  await call(userRoutes.deleteUser, { userId }, { silent: true });
};
