import type { Nation } from '@kfeed/kit/contracts/common';
import type { ApiEnvelope } from '@kfeed/kit/contracts/envelope';
import { httpClient, unwrap } from '@kfeed/platform/httpClient';

/** GET /api/common/getNationList: the nations a member may pick. */
export async function getNationList(): Promise<Nation[]> {
  const response = await httpClient.get<ApiEnvelope<Nation[]>>('/api/common/getNationList');
  return unwrap(response.data, response.status);
}
