import type { ApiEnvelope } from '@kfeed/kit/contracts/envelope';
import { httpClient, unwrap } from '@kfeed/platform/httpClient';

export interface UploadProgress {
  sent: number;
  total: number;
}

/**
 * POST /api/feed/insertFeed or PUT /api/feed/updateFeed: one multipart request with the
 * pictures. No time-out (a slow phone network may need minutes; the member can cancel),
 * and no shared error dialog: the form says what went wrong and keeps everything.
 */
export async function sendFeed(
  body: FormData,
  feedId: number | null,
  onProgress: (progress: UploadProgress) => void,
  signal: AbortSignal,
): Promise<number> {
  const response = await httpClient.request<ApiEnvelope<{ feedId: number }>>({
    method: feedId === null ? 'POST' : 'PUT',
    url: feedId === null ? '/api/feed/insertFeed' : '/api/feed/updateFeed',
    data: body,
    timeout: 0,
    silent: true,
    signal,
    onUploadProgress: (event) =>
      onProgress({ sent: event.loaded, total: event.total ?? event.loaded }),
  });
  return unwrap(response.data, response.status).feedId;
}
