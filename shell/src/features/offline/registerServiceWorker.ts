import { Workbox } from 'workbox-window';
import { categoriesRoutes } from '@kfeed/contracts/routes/categories';
import { API_PREFIX, FILES_PREFIX } from '@kfeed/contracts/routes/paths';
import { announcePrivateCacheOwner } from '@kfeed/platform/serviceWorker/privateCaches';
import { sessionStore } from '@kfeed/platform/sessionStore';
import { offerNewVersion } from './newVersion.ts';

/** The worker's address: at the root, so its scope is the whole site. */
export const SERVICE_WORKER_URL = '/sw.js';
/** A tab left open checks for a new version this often (browsers also check on navigation). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

const CATEGORY_ICONS = categoriesRoutes.categoryIcon.path.replace(/:file$/, '');

/** Pictures are worth keeping again; other API answers were made for this page and its reader. */
function keptAgain(url: string): boolean {
  const { origin, pathname } = new URL(url);
  if (origin !== location.origin || !pathname.startsWith(`${API_PREFIX}/`)) return true;
  return pathname.startsWith(FILES_PREFIX) || pathname.startsWith(CATEGORY_ICONS);
}

/**
 * What the page loaded before its worker existed, in Workbox's CACHE_URLS form: the page
 * itself (as HTML) and every file it fetched, so a first visit reads offline too.
 */
export function urlsLoadedSoFar(): (string | [string, RequestInit])[] {
  const files = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => /^https?:/.test(url) && keptAgain(url));
  return [[location.href, { headers: { accept: 'text/html' } }], ...new Set(files)];
}

/**
 * Registers the shell's worker (docs/deployment.md, "Service worker and offline") and
 * follows it: on its first install it is sent what the page already loaded; a new version
 * that waits is offered to the reader (OfflineHost), who switches with "Reload"; the worker
 * is told whose private answers it may keep whenever the signed-in member changes.
 */
export async function registerServiceWorker(): Promise<void> {
  const workbox = new Workbox(SERVICE_WORKER_URL, { scope: '/' });

  workbox.addEventListener('activated', (event) => {
    // Its first install only: an update finds the caches already filled.
    if (!event.isUpdate && !event.isExternal)
      void workbox.messageSW({ type: 'CACHE_URLS', payload: { urlsToCache: urlsLoadedSoFar() } });
  });
  const switchToNewVersion = () => {
    // Once the new worker controls this page, the page reloads into the new version.
    workbox.addEventListener('controlling', () => window.location.reload());
    workbox.messageSkipWaiting();
  };
  workbox.addEventListener('waiting', () => offerNewVersion(switchToNewVersion));
  // The first worker takes this page as soon as it is active: tell it who reads.
  workbox.addEventListener('controlling', () =>
    announcePrivateCacheOwner(sessionStore.getState().userId),
  );
  sessionStore.subscribe((state, previous) => {
    if (state.userId !== previous.userId) announcePrivateCacheOwner(state.userId);
  });

  const registration = await workbox.register();
  // A new worker that this very navigation found, still installing when the page registered:
  // Workbox reports one already waiting, or one found later, not this one; follow it here.
  const installing = registration?.installing;
  if (installing && navigator.serviceWorker.controller) {
    installing.addEventListener('statechange', () => {
      if (installing.state === 'installed' && registration.waiting === installing)
        offerNewVersion(switchToNewVersion);
    });
  }
  announcePrivateCacheOwner(sessionStore.getState().userId);
  setInterval(() => void workbox.update(), UPDATE_CHECK_MS);
}
