import { searchRoutes } from '@kfeed/contracts/routes/search';
import { call } from '@kfeed/platform/calls/apiCall';

/** Put a search at the front of the member's recent searches. */
export const insertSearchHistory = (searchText: string): Promise<unknown> =>
  call(searchRoutes.insertSearchHistory, { searchText }, { silent: true });
