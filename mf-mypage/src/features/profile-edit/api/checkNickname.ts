import type { NicknameAvailability, NicknameCheckRequest } from '@kfeed/contracts/user';
import { apiPost } from '@kfeed/platform/calls/apiCall';

/** POST /api/user/checkNickname: whether the nickname is free for this member. */
export const checkNickname = (nickname: string, signal?: AbortSignal) =>
  apiPost<NicknameAvailability>(
    '/api/user/checkNickname',
    { nickname } satisfies NicknameCheckRequest,
    { silent: true, ...(signal ? { signal } : {}) },
  );
