import type { ApiEnvelope } from '@kfeed/kit/contracts/envelope';
import { httpClient, unwrap } from '@kfeed/platform/httpClient';

/** POST /api/user/blockUser: USER-005 when already blocked. */
export async function blockUser(blockedUserId: number): Promise<void> {
  const response = await httpClient.post<ApiEnvelope<unknown>>('/api/user/blockUser', {
    blockedUserId,
  });
  unwrap(response.data, response.status);
}
