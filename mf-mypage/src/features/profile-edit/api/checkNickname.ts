import type { ApiEnvelope } from '@kfeed/kit/contracts/envelope';
import type { NicknameAvailability } from '@kfeed/kit/contracts/user';
import { httpClient, unwrap } from '@kfeed/platform/httpClient';

/** POST /api/user/checkNickname: whether the nickname is free for this member. */
export async function checkNickname(
  nickname: string,
  signal?: AbortSignal,
): Promise<NicknameAvailability> {
  const response = await httpClient.post<ApiEnvelope<NicknameAvailability>>(
    '/api/user/checkNickname',
    { nickname },
    { silent: true, ...(signal ? { signal } : {}) },
  );
  return unwrap(response.data, response.status);
}
