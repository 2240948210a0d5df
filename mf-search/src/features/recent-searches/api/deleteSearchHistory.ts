import type { SearchTextRequest } from '@kfeed/contracts/feed';
import { apiPost } from '@kfeed/platform/calls/apiCall';

/** POST /api/common/deleteSearchHistory: remove one search from the member's list. */
export const deleteSearchHistory = (searchText: string) =>
  apiPost<unknown>('/api/common/deleteSearchHistory', { searchText } satisfies SearchTextRequest, {
    silent: true,
  });
