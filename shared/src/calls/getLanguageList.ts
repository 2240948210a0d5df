import type { ApiEnvelope } from '@kfeed/shared/contracts/envelope';
import type { Language } from '@kfeed/shared/contracts/common';
import { httpClient, unwrap } from '@kfeed/shared/httpClient';

/** GET /api/common/getLanguageList: every language a member may pick. */
export async function getLanguageList(): Promise<Language[]> {
  const response = await httpClient.get<ApiEnvelope<Language[]>>('/api/common/getLanguageList');
  return unwrap(response.data, response.status);
}
