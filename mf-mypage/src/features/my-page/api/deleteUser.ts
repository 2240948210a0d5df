import type { DeleteUserRequest } from '@kfeed/contracts/user';
import { apiPost } from '@kfeed/platform/calls/apiCall';

/** POST /api/user/deleteUser: withdrawal; posts and comments stay. The caller says what failed. */
export const deleteUser = (userId: number) =>
  apiPost<void>('/api/user/deleteUser', { userId } satisfies DeleteUserRequest, { silent: true });
