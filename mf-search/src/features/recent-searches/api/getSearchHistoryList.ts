import type { SearchHistoryEntry } from '@kfeed/contracts/common';
import { apiGet } from '@kfeed/platform/calls/apiCall';

/** GET /api/common/getSearchHistoryList: the member's recent searches, newest first. */
export const getSearchHistoryList = (isoCode: string) =>
  apiGet<SearchHistoryEntry[]>('/api/common/getSearchHistoryList', { isoCode }, { silent: true });
