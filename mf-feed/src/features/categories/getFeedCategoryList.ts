import type { Category, CategoryListRequest } from '@kfeed/contracts/feed';
import { apiPost } from '@kfeed/platform/calls/apiCall';

/** POST /api/feed/getFeedCategoryList: the categories of the strip, in order. */
export const getFeedCategoryList = (request: CategoryListRequest) =>
  apiPost<Category[]>('/api/feed/getFeedCategoryList', request);
