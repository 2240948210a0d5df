import type { LinkPreview, LinkPreviewRequest } from '@kfeed/contracts/feed';
import { apiPost } from '@kfeed/platform/calls/apiCall';

/** POST /api/feed/getMetaInfo: the server reads the page's Open Graph / meta tags. */
export const getMetaInfo = (url: string) =>
  apiPost<LinkPreview>('/api/feed/getMetaInfo', { url } satisfies LinkPreviewRequest);
