import type { ApiEnvelope } from '@kfeed/shared/contracts/envelope';
import type { Language } from '@kfeed/shared/contracts/common';
import { httpClient, unwrap } from '@kfeed/shared/httpClient';

/** GET /api/common/getSupportedLanguageList: the languages the interface is translated into. */
export async function getSupportedLanguageList(): Promise<Language[]> {
  const response = await httpClient.get<ApiEnvelope<Language[]>>(
    '/api/common/getSupportedLanguageList',
  );
  return unwrap(response.data, response.status);
}
