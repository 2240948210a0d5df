import { feedRoutes } from '@kfeed/contracts/routes/feed';
import { call, type ApiCallOptions } from '@kfeed/platform/calls/apiCall';

export interface UploadProgress {
  sent: number;
  total: number;
}

/**
 * Writes a new post (feedId null) or edits post feedId: one multipart request with the
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
  const answer = await call(
    feedId === null ? feedRoutes.insertFeed : feedRoutes.updateFeed,
    body,
    options,
  );
  return answer.feedId;
}
