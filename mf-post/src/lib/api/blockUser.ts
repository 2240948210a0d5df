import type { BlockUserRequest } from '@kfeed/contracts/user';
import { apiPost } from '@kfeed/platform/calls/apiCall';

/** POST /api/user/blockUser: USER-005 when already blocked. */
export const blockUser = (blockedUserId: number) =>
  apiPost<null>('/api/user/blockUser', { blockedUserId } satisfies BlockUserRequest);
