import type { ApiEnvelope } from '@kfeed/kit/contracts/envelope';
import type { Category, CategoryListRequest } from '@kfeed/kit/contracts/feed';
import { httpClient, unwrap } from '@kfeed/platform/httpClient';

/** POST /api/feed/getFeedCategoryList: the categories of the strip, in order. */
export async function getFeedCategoryList(request: CategoryListRequest): Promise<Category[]> {
  const response = await httpClient.post<ApiEnvelope<Category[]>>(
    '/api/feed/getFeedCategoryList',
    request,
  );
  return unwrap(response.data, response.status);
}
