/**
 * What the page and the service worker (shell/src/serviceWorker) say to each other. Both
 * sides import these, so a message is named once.
 */

/** Page to worker: the member whose private answers the worker may keep (null: nobody). */
export const PRIVATE_CACHE_MESSAGE = 'kfeed:private-cache';
export interface PrivateCacheMessage {
  type: typeof PRIVATE_CACHE_MESSAGE;
  userId: number | null;
}

/** Worker to pages: background sync fired; the page's outbox sends what it holds. */
export const OUTBOX_SYNC_MESSAGE = 'kfeed:outbox-sync';
/** The Background Sync tag the page registers for its outbox. */
export const OUTBOX_SYNC_TAG = 'kfeed-outbox';

/**
 * Worker to a visible page: a push (`PushPayload`, @kfeed/contracts/push) arrived while the
 * page was on screen, so no notification was shown.
 */
export const PUSH_MESSAGE = 'kfeed:push';

/** Caches whose names start with this hold a member's own answers. */
export const PRIVATE_CACHE_PREFIX = 'kfeed-private-';

export const isPrivateCacheMessage = (data: unknown): data is PrivateCacheMessage =>
  typeof data === 'object' &&
  data !== null &&
  (data as { type?: unknown }).type === PRIVATE_CACHE_MESSAGE &&
  ((data as { userId?: unknown }).userId === null ||
    Number.isInteger((data as { userId?: unknown }).userId));
