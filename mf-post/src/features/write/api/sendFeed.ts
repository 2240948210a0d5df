import type { FeedIdData } from '@kfeed/contracts/feed';
import { apiPost, apiPut, type ApiCallOptions } from '@kfeed/platform/calls/apiCall';

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
  const options: ApiCallOptions = {
    timeout: 0,
    silent: true,
    signal,
    onUploadProgress: (event) =>
      onProgress({ sent: event.loaded, total: event.total ?? event.loaded }),
  };
  const answer =
    feedId === null
      ? await apiPost<FeedIdData>('/api/feed/insertFeed', body, options)
      : await apiPut<FeedIdData>('/api/feed/updateFeed', body, options);
  return answer.feedId;
}
