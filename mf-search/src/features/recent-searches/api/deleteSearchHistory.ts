import { searchRoutes } from '@kfeed/contracts/routes/search';
import { call } from '@kfeed/platform/calls/apiCall';

/** Remove one search from the member's recent searches. */
export const deleteSearchHistory = (searchText: string): Promise<unknown> =>
  call(searchRoutes.deleteSearchHistory, { searchText }, { silent: true });
