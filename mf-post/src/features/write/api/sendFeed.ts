import { feedRoutes } from '@kfeed/contracts/routes/feed';
import { call, type ApiCallOptions } from '@kfeed/platform/calls/apiCall';
import { sendOrQueue } from '@kfeed/platform/outbox/outbox';

export interface UploadProgress {
  sent: number;
  total: number;
}

/**
 * Writes a new post (feedId null) or edits post feedId: one multipart request with the
 * pictures. No time-out (a slow phone network may need minutes; the member can cancel),
 * and no shared error dialog: the form says what went wrong and keeps everything. A new
 * post that cannot reach the API waits in the outbox with its pictures ('queued') and is
 * sent once when the connection returns.
 */
export async function sendFeed(
  body: FormData,
  feedId: number | null,
  onProgress: (progress: UploadProgress) => void,
  signal: AbortSignal,
): Promise<number | 'queued'> {
  const options: ApiCallOptions = {
    timeout: 0,
    silent: true,
    signal,
    onUploadProgress: (event) =>
      onProgress({ sent: event.loaded, total: event.total ?? event.loaded }),
  };
  if (feedId !== null) return (await call(feedRoutes.updateFeed, body, options)).feedId;
  const title = body.get('feedTitle');
  const outcome = await sendOrQueue(
    feedRoutes.insertFeed,
    body,
    { kind: 'post', ...(typeof title === 'string' ? { text: title } : {}) },
    options,
  );
  return outcome.sent ? outcome.answer.feedId : 'queued';
}
