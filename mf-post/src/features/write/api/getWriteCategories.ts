import type { Category, CategoryListRequest } from '@kfeed/contracts/feed';
import { apiPost } from '@kfeed/platform/calls/apiCall';

/** POST /api/feed/getFeedCategoryList with getType: the categories the member may post in. */
export const getWriteCategories = (isoCode: string, getType: 'write' | 'update') =>
  apiPost<Category[]>('/api/feed/getFeedCategoryList', {
    isoCode,
    isLoggedIn: true,
    getType,
  } satisfies CategoryListRequest);
