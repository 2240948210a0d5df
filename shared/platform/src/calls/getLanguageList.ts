import type { Language } from '@kfeed/contracts/common';
import { apiGet } from '@kfeed/platform/calls/apiCall';

/** GET /api/common/getLanguageList: every language a member may pick. */
export const getLanguageList = () => apiGet<Language[]>('/api/common/getLanguageList');
