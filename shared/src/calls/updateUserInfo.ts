import type { ApiEnvelope } from '@kfeed/shared/contracts/envelope';
import type { SessionPayload } from '@kfeed/shared/contracts/auth';
import type { UpdateUserInfoRequest } from '@kfeed/shared/contracts/user';
import { httpClient, unwrap } from '@kfeed/shared/httpClient';

/** PUT /api/user/updateUserInfo: answers with a fresh session (its isoCode follows the language). */
export async function updateUserInfo(request: UpdateUserInfoRequest): Promise<SessionPayload> {
  const response = await httpClient.put<ApiEnvelope<SessionPayload>>(
    '/api/user/updateUserInfo',
    request,
  );
  return unwrap(response.data, response.status);
}
