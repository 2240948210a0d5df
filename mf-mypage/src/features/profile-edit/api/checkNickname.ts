import { userRoutes } from '@kfeed/contracts/routes/user';
import { call } from '@kfeed/platform/calls/apiCall';

/** Whether the nickname is free for this member. */
export const checkNickname = (nickname: string, signal?: AbortSignal) =>
  call(userRoutes.checkNickname, { nickname }, { silent: true, ...(signal ? { signal } : {}) });
