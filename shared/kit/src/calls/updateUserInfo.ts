import type { ApiEnvelope } from '@kfeed/kit/contracts/envelope';
import type { SessionPayload } from '@kfeed/kit/contracts/auth';
import type { UpdateUserInfoRequest } from '@kfeed/kit/contracts/user';
import { httpClient, unwrap } from '@kfeed/platform/httpClient';

/** PUT /api/user/updateUserInfo: answers with a fresh session (its isoCode follows the language). */
export async function updateUserInfo(request: UpdateUserInfoRequest): Promise<SessionPayload> {
  const response = await httpClient.put<ApiEnvelope<SessionPayload>>(
    '/api/user/updateUserInfo',
    request,
  );
  return unwrap(response.data, response.status);
}
