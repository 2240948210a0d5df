import type { ApiEnvelope } from '@kfeed/kit/contracts/envelope';
import type { Language } from '@kfeed/kit/contracts/common';
import { httpClient, unwrap } from '@kfeed/platform/httpClient';

/** GET /api/common/getSupportedLanguageList: the languages the interface is translated into. */
export async function getSupportedLanguageList(): Promise<Language[]> {
  const response = await httpClient.get<ApiEnvelope<Language[]>>(
    '/api/common/getSupportedLanguageList',
  );
  return unwrap(response.data, response.status);
}
