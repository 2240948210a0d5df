import { userRoutes } from '@kfeed/contracts/routes/user';
import { call } from '@kfeed/platform/calls/apiCall';

/** Block a member: USER-005 when already blocked. */
export const blockUser = (blockedUserId: number) => call(userRoutes.blockUser, { blockedUserId });
