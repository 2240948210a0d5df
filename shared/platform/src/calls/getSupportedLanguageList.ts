import type { Language } from '@kfeed/contracts/common';
import { apiGet } from '@kfeed/platform/calls/apiCall';

/** GET /api/common/getSupportedLanguageList: the languages the interface is translated into. */
export const getSupportedLanguageList = () =>
  apiGet<Language[]>('/api/common/getSupportedLanguageList');
