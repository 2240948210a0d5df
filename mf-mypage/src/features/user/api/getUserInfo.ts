import type { ApiEnvelope } from '@kfeed/kit/contracts/envelope';
import type { UserInfo } from '@kfeed/kit/contracts/user';
import { httpClient, unwrap } from '@kfeed/platform/httpClient';

/** POST /api/user/getUserInfo: without userId, the signed-in member (every field). */
export async function getUserInfo(userId?: number): Promise<UserInfo> {
  const response = await httpClient.post<ApiEnvelope<UserInfo>>(
    '/api/user/getUserInfo',
    userId === undefined ? {} : { userId },
  );
  return unwrap(response.data, response.status);
}
