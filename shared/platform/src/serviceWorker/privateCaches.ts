import {
  PRIVATE_CACHE_MESSAGE,
  PRIVATE_CACHE_PREFIX,
  type PrivateCacheMessage,
} from '@kfeed/platform/serviceWorker/messages';

/** The worker in charge of this page, if any (none in tests, in development, or at first visit). */
function controller(): ServiceWorker | null {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator
    ? navigator.serviceWorker.controller
    : null;
}

function tellWorker(userId: number | null): void {
  const message: PrivateCacheMessage = { type: PRIVATE_CACHE_MESSAGE, userId };
  controller()?.postMessage(message);
}

/**
 * Tells the service worker whose answers it may keep in its private caches: the worker
 * empties them when the member differs from the one they were kept for (a different
 * member signed in on this browser, or nobody).
 */
export function announcePrivateCacheOwner(userId: number | null): void {
  tellWorker(userId);
}

/**
 * At logout: the member's own answers leave this browser. The worker is told (it also
 * forgets whose they were), and the caches are deleted here as well, so they are gone even
 * when no worker controls the page.
 */
export async function clearPrivateCaches(): Promise<void> {
  tellWorker(null);
  if (typeof caches === 'undefined') return;
  try {
    const names = await caches.keys();
    await Promise.all(
      names
        .filter((name) => name.startsWith(PRIVATE_CACHE_PREFIX))
        .map((name) => caches.delete(name)),
    );
  } catch (error) {
    // Cache Storage can be unavailable (private windows of some browsers): nothing was kept.
    console.warn('[offline] private caches could not be cleared', error);
  }
}
