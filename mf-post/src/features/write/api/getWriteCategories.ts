import type { ApiEnvelope } from '@kfeed/kit/contracts/envelope';
import type { Category } from '@kfeed/kit/contracts/feed';
import { httpClient, unwrap } from '@kfeed/platform/httpClient';

/** POST /api/feed/getFeedCategoryList with getType: the categories the member may post in. */
export async function getWriteCategories(
  isoCode: string,
  getType: 'write' | 'update',
): Promise<Category[]> {
  const response = await httpClient.post<ApiEnvelope<Category[]>>('/api/feed/getFeedCategoryList', {
    isoCode,
    isLoggedIn: true,
    getType,
  });
  return unwrap(response.data, response.status);
}
