import type { ApiEnvelope } from '@kfeed/kit/contracts/envelope';
import { PAGE_SIZE } from '@kfeed/kit/contracts/envelope';
import type { BlockedUserListData } from '@kfeed/kit/contracts/user';
import { httpClient, unwrap } from '@kfeed/platform/httpClient';

/** GET /api/user/getBlockedUserList: one page of the members this member blocked. */
export async function getBlockedUserList(page: number): Promise<BlockedUserListData> {
  const response = await httpClient.get<ApiEnvelope<BlockedUserListData>>(
    '/api/user/getBlockedUserList',
    { params: { page, size: PAGE_SIZE }, silent: true },
  );
  return unwrap(response.data, response.status);
}

/** DELETE /api/user/unblockUser/{userId}. */
export async function unblockUser(userId: number): Promise<void> {
  const response = await httpClient.delete<ApiEnvelope<null>>(`/api/user/unblockUser/${userId}`, {
    silent: true,
  });
  unwrap(response.data, response.status);
}
