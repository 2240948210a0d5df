import type { UpdateUserInfoRequest } from '@kfeed/contracts/user';
import { userRoutes } from '@kfeed/contracts/routes/user';
import { call } from '@kfeed/platform/calls/apiCall';

/** Change the profile; answers with a fresh session (its isoCode follows the language). */
export const updateUserInfo = (request: UpdateUserInfoRequest) =>
  call(userRoutes.updateUserInfo, request);
