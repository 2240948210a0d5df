/**
 * Which requests the worker keeps, and how it knows them: pure functions of the request,
 * so the rules are tested without a browser (requestKinds.test.ts).
 */
import { categoriesRoutes } from '@kfeed/contracts/routes/categories';
import { API_PREFIX, FILES_PREFIX } from '@kfeed/contracts/routes/paths';
import type { ApiRoute } from '@kfeed/contracts/routes/route';

/** The build's content-hashed file names (`[name].[contenthash:8].js|css`): never change. */
const HASHED_ASSET = /\.[0-9a-f]{8}\.(js|css)$/;

/** What composes the page: the environment's remotes.json and each remote's entry files. */
const REMOTE_ENTRY_FILE = /\/(mf-manifest\.json|remoteEntry\.js)$/;
export const REMOTES_FILE = '/remotes.json';

/** The shell's plain HTML, which draws any address once its scripts run. */
export const FRAME_URL = '/index.html';

/** Card thumbnails (`<key>_thumb.webp`, `<key>_<width>.avif|webp`): a few KB each. */
const THUMBNAIL = /(_thumb\.webp|_\d+\.(avif|webp))$/;
const CATEGORY_ICONS = categoriesRoutes.categoryIcon.path.replace(/:file$/, '');

const isApiPath = (pathname: string) =>
  pathname === API_PREFIX || pathname.startsWith(`${API_PREFIX}/`);

export function isCompositionFile(url: URL, origin: string): boolean {
  if (url.origin === origin && url.pathname === REMOTES_FILE) return true;
  return !isApiPath(url.pathname) && REMOTE_ENTRY_FILE.test(url.pathname);
}

export function isHashedAsset(url: URL, origin: string): boolean {
  return !(url.origin === origin && isApiPath(url.pathname)) && HASHED_ASSET.test(url.pathname);
}

/** A page of the site: a navigation, or the page's own address sent to be kept. */
export function isPageRequest(request: Request, url: URL, origin: string): boolean {
  if (url.origin !== origin || request.method !== 'GET' || isApiPath(url.pathname)) return false;
  return request.mode === 'navigate' || (request.headers.get('accept') ?? '').includes('text/html');
}

export type ImageKind = 'thumbnail' | 'picture';

/** A stored image or a category icon of this site, by size class; null for anything else. */
export function imageKind(request: Request, url: URL, origin: string): ImageKind | null {
  if (url.origin !== origin || request.method !== 'GET') return null;
  if (url.pathname.startsWith(CATEGORY_ICONS)) return 'thumbnail';
  if (!url.pathname.startsWith(FILES_PREFIX)) return null;
  return THUMBNAIL.test(url.pathname) ? 'thumbnail' : 'picture';
}

/** A route path as a pattern: `:name` one segment, a trailing `*` any rest. */
function pathPattern(path: string): RegExp {
  const escaped = path
    .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
    .replace(/:[A-Za-z]+/g, '[^/]+')
    .replace(/\*$/, '.*');
  return new RegExp(`^${escaped}$`);
}

/** A call of the route table, as much of it as the worker needs. */
export type OfflineRead = Pick<ApiRoute, 'method' | 'path'>;

/** The calls whose answers the API lets a reader keep (the route table's offlineReadable). */
export function offlineReads(routes: readonly ApiRoute[]): OfflineRead[] {
  return routes
    .filter((route) => route.offlineReadable)
    .map(({ method, path }) => ({ method, path }));
}

/**
 * A matcher of the offline-readable calls: the one a request makes, or null. Everything
 * else under /api (writes, sign-in, the live stream, a member's own lists) passes the
 * worker untouched.
 */
export function offlineReadMatcher(reads: readonly OfflineRead[]) {
  const patterns = reads.map((read) => ({ read, pattern: pathPattern(read.path) }));
  return (request: Request, url: URL, origin: string): OfflineRead | null => {
    if (url.origin !== origin || !isApiPath(url.pathname)) return null;
    return (
      patterns.find(
        ({ read, pattern }) => read.method === request.method && pattern.test(url.pathname),
      )?.read ?? null
    );
  };
}

/**
 * The key a read sent as a POST is kept under: Cache Storage keeps GET requests only, so
 * its address plus a hash of its body (a post's id, the reader's language, the page).
 */
export async function postReadKey(request: Request): Promise<Request> {
  const body = await request.clone().arrayBuffer();
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', body));
  const hash = Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
  const url = new URL(request.url);
  url.searchParams.set('kfeed-body', hash);
  return new Request(url.href);
}

/** Whether the server said the answer must not be stored anywhere. */
export function forbidsStoring(response: Response): boolean {
  return /(^|,)\s*no-store\s*(,|$)/i.test(response.headers.get('cache-control') ?? '');
}
