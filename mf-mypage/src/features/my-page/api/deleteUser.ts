import type { DeleteUserRequest } from '@kfeed/kit/contracts/user';
import { apiPost } from '@kfeed/kit/calls/apiCall';

/** POST /api/user/deleteUser: withdrawal; posts and comments stay. The caller says what failed. */
export const deleteUser = (userId: number) =>
  apiPost<void>('/api/user/deleteUser', { userId } satisfies DeleteUserRequest, { silent: true });
