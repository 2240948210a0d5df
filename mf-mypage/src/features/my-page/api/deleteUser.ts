import type { ApiEnvelope } from '@kfeed/kit/contracts/envelope';
import { httpClient, unwrap } from '@kfeed/platform/httpClient';

/** POST /api/user/deleteUser: withdrawal; posts and comments stay. The caller says what failed. */
export async function deleteUser(userId: number): Promise<void> {
  const response = await httpClient.post<ApiEnvelope<null>>(
    '/api/user/deleteUser',
    { userId },
    { silent: true },
  );
  unwrap(response.data, response.status);
}
