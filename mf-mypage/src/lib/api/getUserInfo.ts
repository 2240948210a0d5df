import { userRoutes } from '@kfeed/contracts/routes/user';
import { call } from '@kfeed/platform/calls/apiCall';

/** A member's profile; without userId, the signed-in member (every field). */
export const getUserInfo = (userId?: number) =>
  call(userRoutes.getUserInfo, userId === undefined ? {} : { userId });
