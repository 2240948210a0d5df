import type { ApiEnvelope } from '@kfeed/kit/contracts/envelope';
import type { Language } from '@kfeed/kit/contracts/common';
import { httpClient, unwrap } from '@kfeed/platform/httpClient';

/** GET /api/common/getLanguageList: every language a member may pick. */
export async function getLanguageList(): Promise<Language[]> {
  const response = await httpClient.get<ApiEnvelope<Language[]>>('/api/common/getLanguageList');
  return unwrap(response.data, response.status);
}
