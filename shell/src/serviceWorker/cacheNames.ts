import { PRIVATE_CACHE_PREFIX } from '@kfeed/platform/serviceWorker/messages';

/**
 * Bumped when what a cache holds changes shape: the worker that activates with a new
 * version drops every cache of ours it does not name (sw.ts, `dropOldCaches`).
 */
export const CACHE_VERSION = 'v1';

/** Every cache the worker keeps, by what it holds (docs/deployment.md, "Service worker and offline"). */
export const CACHES = {
  /** The shell's HTML per address, and the plain frame (index.html) for addresses never read. */
  pages: `kfeed-pages-${CACHE_VERSION}`,
  /** remotes.json, each remote's mf-manifest.json and remoteEntry.js: the composition. */
  composition: `kfeed-composition-${CACHE_VERSION}`,
  /** Content-hashed scripts and styles of the shell and the remotes. */
  chunks: `kfeed-chunks-${CACHE_VERSION}`,
  /** Reads of public content answered to visitors. */
  publicApi: `kfeed-api-${CACHE_VERSION}`,
  /** The same reads answered to a member (Authorization): emptied at logout or a new member. */
  privateApi: `${PRIVATE_CACHE_PREFIX}api-${CACHE_VERSION}`,
  /** Card thumbnails and category icons: small. */
  thumbnails: `kfeed-thumbnails-${CACHE_VERSION}`,
  /** Post pictures and profile photos: large, so few. */
  pictures: `kfeed-pictures-${CACHE_VERSION}`,
  /** The worker's own notes (whose private answers it holds). */
  meta: `kfeed-meta-${CACHE_VERSION}`,
} as const;

/** Every cache of ours starts so (the private prefix too); others are not ours to drop. */
export const CACHE_PREFIX = 'kfeed-';

/** A cache of ours that this version of the worker no longer uses. */
export function isStaleCache(name: string): boolean {
  return name.startsWith(CACHE_PREFIX) && !(Object.values(CACHES) as string[]).includes(name);
}
