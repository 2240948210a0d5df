import { searchRoutes } from '@kfeed/contracts/routes/search';
import { call } from '@kfeed/platform/calls/apiCall';

/** The member's recent searches, newest first. */
export const getSearchHistoryList = (isoCode: string) =>
  call(searchRoutes.getSearchHistoryList, { isoCode }, { silent: true });
