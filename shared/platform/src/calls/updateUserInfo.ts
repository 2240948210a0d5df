import type { SessionPayload } from '@kfeed/contracts/auth';
import type { UpdateUserInfoRequest } from '@kfeed/contracts/user';
import { apiPut } from '@kfeed/platform/calls/apiCall';

/** PUT /api/user/updateUserInfo: answers with a fresh session (its isoCode follows the language). */
export const updateUserInfo = (request: UpdateUserInfoRequest) =>
  apiPut<SessionPayload>('/api/user/updateUserInfo', request);
