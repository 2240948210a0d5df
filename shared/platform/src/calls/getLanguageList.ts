import type { Language } from '@kfeed/kit/contracts/common';
import { apiGet } from '@kfeed/kit/calls/apiCall';

/** GET /api/common/getLanguageList: every language a member may pick. */
export const getLanguageList = () => apiGet<Language[]>('/api/common/getLanguageList');
