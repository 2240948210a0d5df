import type { CategoryListRequest } from '@kfeed/contracts/feed';
import { categoriesRoutes } from '@kfeed/contracts/routes/categories';
import { call } from '@kfeed/platform/calls/apiCall';

/** The categories of the strip, in order. */
export const getFeedCategoryList = (request: CategoryListRequest) =>
  call(categoriesRoutes.getFeedCategoryList, request);
