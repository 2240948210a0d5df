/// <reference lib="webworker" />
/**
 * The worker that turns KFeed's worker off (docs/deployment.md, "Turning the worker off"):
 * served at /sw.js instead of the real one (KFEED_SERVICE_WORKER=off), it replaces it on
 * each browser's next visit, deletes every cache of ours and unregisters itself. It has no
 * fetch handler, so from then on every request goes to the network as if there had never
 * been a worker.
 */
import { CACHE_PREFIX } from './cacheNames.ts';

declare const self: ServiceWorkerGlobalScope;

self.addEventListener('install', () => {
  void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names.filter((name) => name.startsWith(CACHE_PREFIX)).map((name) => caches.delete(name)),
      );
      await self.registration.unregister();
    })(),
  );
});
