import type { ApiEnvelope } from '@kfeed/contracts/envelope';
import type { NicknameAvailability } from '@kfeed/contracts/user';
import { httpClient, unwrap } from '@kfeed/platform/httpClient';

/** POST /api/user/checkNickname (open to visitors): whether the nickname is free. */
export async function checkNickname(nickname: string): Promise<NicknameAvailability> {
  const response = await httpClient.post<ApiEnvelope<NicknameAvailability>>(
    '/api/user/checkNickname',
    { nickname },
    { silent: true },
  );
  return unwrap(response.data, response.status);
}
