import { categoriesRoutes } from '@kfeed/contracts/routes/categories';
import { call } from '@kfeed/platform/calls/apiCall';

/** The categories list with getType: the categories the member may post in. */
export const getWriteCategories = (isoCode: string, getType: 'write' | 'update') =>
  call(categoriesRoutes.getFeedCategoryList, { isoCode, isLoggedIn: true, getType });
