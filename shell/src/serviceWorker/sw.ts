/// <reference lib="webworker" />
/**
 * KFeed's service worker (docs/deployment.md, "Service worker and offline"), served by the
 * shell at /sw.js with scope /. Reading keeps working offline: the shell's HTML, the
 * composition (remotes.json, manifests, remote entries) and API reads come from the network
 * first and from the cache only when the network fails or is slow; content-hashed chunks,
 * which never change, come from the cache first. A squad's new remote build therefore
 * reaches users on their next load, as without a worker.
 */
import { clientsClaim, type RouteHandlerCallbackOptions, type WorkboxPlugin } from 'workbox-core';
import { Route, Router } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { remoteOrigins } from '@kfeed/contracts/delivery';
import { isPrivateCacheMessage } from '@kfeed/platform/serviceWorker/messages';
import { CACHES, isStaleCache } from './cacheNames.ts';
import { keepPrivateAnswersFor } from './privateCacheOwner.ts';
import { listenForPushAndSync } from './push.ts';
import {
  FRAME_URL,
  REMOTES_FILE,
  forbidsStoring,
  imageKind,
  isCompositionFile,
  isHashedAsset,
  isPageRequest,
  offlineReadMatcher,
  type OfflineRead,
  postReadKey,
} from './requestKinds.ts';

declare const self: ServiceWorkerGlobalScope;
/** The shell build this worker came with (a new shell build is a new worker). */
declare const KFEED_SHELL_BUILD: string;
/**
 * The route table's offline-readable calls, written in by the build (offlineFiles.ts), so
 * the worker does not carry the whole table's descriptions.
 */
declare const KFEED_OFFLINE_READS: OfflineRead[];

const ORIGIN = self.location.origin;
const offlineRead = offlineReadMatcher(KFEED_OFFLINE_READS);
/** Past this, a page or a read comes from the cache when it has one (slow networks). */
const NETWORK_TIMEOUT_SECONDS = 3;
const DAY = 24 * 60 * 60;

/** Only 200s are kept: an error page or a refusal is never what a reader sees offline. */
const only200 = new CacheableResponsePlugin({ statuses: [200] });

/** Never keep what the server marked no-store (a member's own data, tokens). */
const respectNoStore: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (forbidsStoring(response) ? null : response),
};

/**
 * A remote's scripts and styles come from its own origin, requested by the page without CORS
 * (opaque answers, which Chromium counts as several MB each against the quota). Remotes send
 * Access-Control-Allow-Origin: *, so the worker asks in CORS mode and keeps real answers.
 */
const corsAcrossOrigins: WorkboxPlugin = {
  requestWillFetch: async ({ request }) =>
    request.mode === 'no-cors' && new URL(request.url).origin !== ORIGIN
      ? new Request(request.url, { mode: 'cors', credentials: 'omit' })
      : request,
};

/** A POST read's cache key, computed before the strategy runs (see postReadKey). */
const keyFromParams: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request, params }) =>
    (params as { cacheKey?: Request } | undefined)?.cacheKey ?? request,
};

/**
 * The API down or restarting answers through the shell's server (502-504): for a read, that
 * is no answer at all, so the kept one is shown, as offline. With none kept, the page gets
 * the server's own answer (the envelope that says the API cannot be reached).
 */
const keptWhenUnreachable: WorkboxPlugin = {
  fetchDidSucceed: async ({ response, state }) => {
    if (response.status < 502 || response.status > 504) return response;
    if (state) state.unreachable = response;
    throw new Error(`the API cannot be reached (${response.status})`);
  },
  handlerDidError: async ({ state }) => (state?.unreachable as Response | undefined) ?? undefined,
};

/** Every strategy matches whatever Vary says: a kept answer is for this browser anyway. */
const matchOptions: CacheQueryOptions = { ignoreVary: true };

const expire = (maxEntries: number, days: number) =>
  new ExpirationPlugin({ maxEntries, maxAgeSeconds: days * DAY, purgeOnQuotaError: true });

const pages = new NetworkFirst({
  cacheName: CACHES.pages,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [only200, expire(50, 30)],
  matchOptions,
});
const composition = new NetworkFirst({
  cacheName: CACHES.composition,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [corsAcrossOrigins, only200, expire(60, 30)],
  matchOptions,
});
const chunks = new CacheFirst({
  cacheName: CACHES.chunks,
  plugins: [corsAcrossOrigins, only200, expire(300, 60)],
  matchOptions,
});
// Size caps, with maxEntries (Workbox counts entries, not bytes): API answers are 1-30 KB,
// so 300 of each kind stay under about 10 MB; thumbnails are under 30 KB (300: ~9 MB);
// pictures are up to about 1 MB (2560 px, docs/performance.md), so 40 of them stay near
// 40 MB. About 60 MB in all; and purgeOnQuotaError empties these caches first if the
// browser's quota is reached anyway.
const privateExpiration = expire(300, 7);
const publicApi = new NetworkFirst({
  cacheName: CACHES.publicApi,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [keyFromParams, keptWhenUnreachable, only200, respectNoStore, expire(300, 7)],
  matchOptions,
});
const privateApi = new NetworkFirst({
  cacheName: CACHES.privateApi,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [keyFromParams, keptWhenUnreachable, only200, respectNoStore, privateExpiration],
  matchOptions,
});
const thumbnails = new StaleWhileRevalidate({
  cacheName: CACHES.thumbnails,
  plugins: [only200, respectNoStore, expire(300, 30)],
  matchOptions,
});
const pictures = new StaleWhileRevalidate({
  cacheName: CACHES.pictures,
  plugins: [only200, respectNoStore, expire(40, 30)],
  matchOptions,
});

/** The page's HTML; offline, the last one kept for the address, else the plain frame. */
async function pageOrFrame(options: RouteHandlerCallbackOptions): Promise<Response> {
  try {
    return await pages.handle(options);
  } catch (error) {
    const kept =
      (await caches.match(FRAME_URL, { cacheName: CACHES.pages })) ??
      (await caches.match('/', { cacheName: CACHES.pages, ignoreVary: true }));
    if (kept) return kept;
    throw error;
  }
}

/** An API read: a member's answers (sent with Authorization) apart from visitors'. */
async function apiRead({ request, event }: RouteHandlerCallbackOptions): Promise<Response> {
  const strategy = request.headers.has('authorization') ? privateApi : publicApi;
  if (request.method === 'GET') return strategy.handle({ request, event });
  return strategy.handle({ request, event, params: { cacheKey: await postReadKey(request) } });
}

const router = new Router();
// First match wins: pages, composition, hashed chunks, images, API reads.
router.registerRoute(
  new Route(({ request, url }) => isPageRequest(request, url, ORIGIN), pageOrFrame),
);
// Other navigations of this origin (a file download under /api): the preloaded answer.
router.registerRoute(
  new Route(
    ({ request, url }) => request.mode === 'navigate' && url.origin === ORIGIN,
    new NetworkOnly(),
  ),
);
router.registerRoute(new Route(({ url }) => isCompositionFile(url, ORIGIN), composition));
router.registerRoute(new Route(({ url }) => isHashedAsset(url, ORIGIN), chunks));
router.registerRoute(
  new Route(({ request, url }) => imageKind(request, url, ORIGIN) === 'thumbnail', thumbnails),
);
router.registerRoute(
  new Route(({ request, url }) => imageKind(request, url, ORIGIN) === 'picture', pictures),
);
for (const method of ['GET', 'POST'] as const) {
  router.registerRoute(
    new Route(({ request, url }) => offlineRead(request, url, ORIGIN) !== null, apiRead, method),
  );
}
router.addFetchListener();

/** The origins the worker may fetch from on its own: this one and the environment's remotes. */
async function compositionOrigins(): Promise<Set<string>> {
  const origins = new Set([ORIGIN]);
  try {
    const response =
      (await fetch(REMOTES_FILE, { cache: 'no-store' }).catch(() => undefined)) ??
      (await caches.match(REMOTES_FILE, { cacheName: CACHES.composition }));
    if (response?.ok) {
      const remotes = (await response.json()) as Record<string, string>;
      for (const origin of remoteOrigins(remotes)) origins.add(origin);
    }
  } catch {
    // No readable remotes.json: this origin's files only.
  }
  return origins;
}

type UrlToCache = string | [string, RequestInit?];

/**
 * Workbox's CACHE_URLS message (the page sends what it loaded before this worker existed,
 * so the first visit reads offline too), routed as the same requests would be, for this
 * origin and the remotes' only: the worker's own fetches are not held to a page's policy.
 */
async function cacheWhatThePageLoaded(event: ExtendableMessageEvent, urls: UrlToCache[]) {
  const origins = await compositionOrigins();
  await Promise.allSettled(
    urls.map((entry) => {
      const request = typeof entry === 'string' ? new Request(entry) : new Request(...entry);
      if (!origins.has(new URL(request.url).origin)) return undefined;
      return router.handleRequest({ request, event });
    }),
  );
}

/**
 * Installing: the frame (the plain index.html, drawn for any address read offline that was
 * never opened), remotes.json, and the shell's start-up files of this build, so the frame
 * can start. Best effort: the worker installs even when one of them cannot be fetched.
 */
async function keepTheFrame(event: ExtendableEvent): Promise<void> {
  const keep = async (cacheName: string, url: string) => {
    const response = await fetch(url, { cache: 'no-cache' });
    if (response.ok) await (await caches.open(cacheName)).put(url, response);
  };
  await Promise.allSettled([keep(CACHES.pages, FRAME_URL), keep(CACHES.composition, REMOTES_FILE)]);
  try {
    const frame = await caches.match(FRAME_URL, { cacheName: CACHES.pages });
    const html = frame ? await frame.text() : '';
    const named = [...html.matchAll(/(?:src|href)="(\/[^"]+\.[0-9a-f]{8}\.(?:js|css))"/g)].map(
      (match) => match[1]!,
    );
    const manifest = (await (await fetch('/mf-manifest.json', { cache: 'no-cache' })).json()) as {
      kfeedPreload?: { startup?: { js?: string[]; css?: string[] } };
    };
    const startup = manifest.kfeedPreload?.startup ?? {};
    const files = [...named, ...(startup.js ?? []), ...(startup.css ?? [])];
    await Promise.allSettled(
      files.map((file) =>
        chunks.handle({ event, request: new Request(new URL(file, `${ORIGIN}/`).href) }),
      ),
    );
  } catch (error) {
    console.warn('[sw] the start-up files were not kept', error);
  }
}

async function dropOldCaches(): Promise<void> {
  const names = await caches.keys();
  await Promise.all(names.filter(isStaleCache).map((name) => caches.delete(name)));
}

self.addEventListener('install', (event) => {
  event.waitUntil(keepTheFrame(event));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    Promise.all([
      dropOldCaches(),
      // The page's request starts while the worker wakes up (NetworkFirst uses it).
      self.registration.navigationPreload?.enable(),
    ]),
  );
});

// A new worker waits until the reader chooses "Reload" (the page sends SKIP_WAITING); the
// first one takes the open page at once, so what it loads from now on is kept.
clientsClaim();

self.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown; payload?: { urlsToCache?: UrlToCache[] } } | null;
  if (data?.type === 'SKIP_WAITING') {
    void self.skipWaiting();
  } else if (data?.type === 'GET_VERSION') {
    // Which shell build this worker came with (workbox-window's messageSW answers on a port).
    event.ports[0]?.postMessage({ build: KFEED_SHELL_BUILD });
  } else if (data?.type === 'CACHE_URLS' && Array.isArray(data.payload?.urlsToCache)) {
    // Answered like Workbox's own listener, so the page can wait for it.
    const urls = data.payload.urlsToCache;
    event.waitUntil(
      cacheWhatThePageLoaded(event, urls).then(() => event.ports[0]?.postMessage(true)),
    );
  } else if (isPrivateCacheMessage(data)) {
    event.waitUntil(
      keepPrivateAnswersFor(data.userId, () => privateExpiration.deleteCacheAndMetadata()),
    );
  }
});

listenForPushAndSync();
