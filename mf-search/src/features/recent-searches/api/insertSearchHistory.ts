import type { SearchTextRequest } from '@kfeed/contracts/feed';
import { apiPost } from '@kfeed/platform/calls/apiCall';

/** POST /api/common/insertSearchHistory: put a search at the front of the member's list. */
export const insertSearchHistory = (searchText: string) =>
  apiPost<unknown>('/api/common/insertSearchHistory', { searchText } satisfies SearchTextRequest, {
    silent: true,
  });
