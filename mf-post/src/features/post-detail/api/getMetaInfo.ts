import type { ApiEnvelope } from '@kfeed/kit/contracts/envelope';
import type { LinkPreview } from '@kfeed/kit/contracts/feed';
import { httpClient, unwrap } from '@kfeed/platform/httpClient';

/** POST /api/feed/getMetaInfo: the server reads the page's Open Graph / meta tags. */
export async function getMetaInfo(url: string): Promise<LinkPreview> {
  const response = await httpClient.post<ApiEnvelope<LinkPreview>>('/api/feed/getMetaInfo', {
    url,
  });
  return unwrap(response.data, response.status);
}
