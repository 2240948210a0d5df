/**
 * @jest-environment node
 */
import { ALL_ROUTES } from '@kfeed/contracts/routeTable';
import { authRoutes } from '@kfeed/contracts/routes/auth';
import { feedRoutes } from '@kfeed/contracts/routes/feed';
import { liveRoutes } from '@kfeed/contracts/routes/live';
import { searchRoutes } from '@kfeed/contracts/routes/search';
import { CACHES, isStaleCache } from './cacheNames.ts';
import {
  forbidsStoring,
  imageKind,
  isCompositionFile,
  isHashedAsset,
  isPageRequest,
  offlineReadMatcher,
  offlineReads,
  postReadKey,
} from './requestKinds.ts';

const ORIGIN = 'https://kfeed.example';
const REMOTE = 'https://feed.kfeed.example';
const at = (url: string, init?: RequestInit) => {
  const request = new Request(new URL(url, ORIGIN), init);
  return [request, new URL(request.url), ORIGIN] as const;
};
const offlineRead = offlineReadMatcher(offlineReads(ALL_ROUTES));

it('keeps the reads the route table marks offline-readable, by method, on this origin only', () => {
  expect(offlineRead(...at(`${feedRoutes.getFeedList.path}?page=1`))).toEqual({
    method: 'GET',
    path: feedRoutes.getFeedList.path,
  });
  expect(offlineRead(...at(feedRoutes.getFeedData.path, { method: 'POST', body: '{}' }))).toEqual({
    method: 'POST',
    path: feedRoutes.getFeedData.path,
  });
  // The same path with another method, a write, sign-in, the live stream, a member's own list.
  expect(offlineRead(...at(feedRoutes.getFeedData.path))).toBeNull();
  expect(offlineRead(...at(feedRoutes.likeFeed.path, { method: 'POST', body: '{}' }))).toBeNull();
  expect(offlineRead(...at(authRoutes.login.path, { method: 'POST', body: '{}' }))).toBeNull();
  expect(offlineRead(...at(authRoutes.refresh.path, { method: 'POST' }))).toBeNull();
  expect(offlineRead(...at(`${liveRoutes.stream.path}?ticket=x`))).toBeNull();
  expect(offlineRead(...at(liveRoutes.getEvents.path))).toBeNull();
  expect(offlineRead(...at(searchRoutes.getSearchHistoryList.path))).toBeNull();
  // Another origin's /api is not ours.
  const foreign = new Request(`${REMOTE}${feedRoutes.getFeedList.path}`);
  expect(offlineRead(foreign, new URL(foreign.url), ORIGIN)).toBeNull();
});

it('marks no sign-in call, live call or members-only call offline-readable', () => {
  for (const route of ALL_ROUTES.filter((r) => r.offlineReadable)) {
    expect({ path: route.path, access: route.access }).toEqual({
      path: route.path,
      access: 'anyone',
    });
    expect(route.writeLimit).toBeUndefined();
    expect(route.path).not.toMatch(/\/api\/(auth|live)\b/);
  }
});

it('keys a POST read by its address and body, so two posts never share an answer', async () => {
  const post = (body: unknown) =>
    new Request(`${ORIGIN}${feedRoutes.getFeedData.path}`, {
      method: 'POST',
      body: JSON.stringify(body),
    });
  const one = await postReadKey(post({ feedId: 1, isoCode: 'en' }));
  const again = await postReadKey(post({ feedId: 1, isoCode: 'en' }));
  const other = await postReadKey(post({ feedId: 2, isoCode: 'en' }));
  expect(one.method).toBe('GET');
  expect(one.url).toBe(again.url);
  expect(one.url).not.toBe(other.url);
  expect(new URL(one.url).pathname).toBe(feedRoutes.getFeedData.path);
  // The request itself can still be sent: its body was read from a copy.
  const original = post({ feedId: 3 });
  await postReadKey(original);
  expect(await original.text()).toBe('{"feedId":3}');
});

it('tells pages, composition files, hashed chunks and images apart', () => {
  expect(isPageRequest(...at('/feed/1', { headers: { accept: 'text/html' } }))).toBe(true);
  expect(isPageRequest(...at('/feed/1'))).toBe(false);
  expect(isPageRequest(...at('/api/fileDownload.do', { headers: { accept: 'text/html' } }))).toBe(
    false,
  );

  expect(isCompositionFile(new URL('/remotes.json', ORIGIN), ORIGIN)).toBe(true);
  expect(isCompositionFile(new URL('/remotes.json', REMOTE), ORIGIN)).toBe(false);
  expect(isCompositionFile(new URL('/mf-manifest.json', REMOTE), ORIGIN)).toBe(true);
  expect(isCompositionFile(new URL('/remoteEntry.js', REMOTE), ORIGIN)).toBe(true);
  expect(isCompositionFile(new URL('/main.1234abcd.js', REMOTE), ORIGIN)).toBe(false);

  expect(isHashedAsset(new URL('/bootstrap.abee5b3e.js', ORIGIN), ORIGIN)).toBe(true);
  expect(isHashedAsset(new URL('/__federation_expose_app.0badcafe.css', REMOTE), ORIGIN)).toBe(
    true,
  );
  expect(isHashedAsset(new URL('/remoteEntry.js', REMOTE), ORIGIN)).toBe(false);
  expect(isHashedAsset(new URL('/sw.js', ORIGIN), ORIGIN)).toBe(false);

  expect(imageKind(...at('/api/files/feeds/2026/11/abc_88.avif'))).toBe('thumbnail');
  expect(imageKind(...at('/api/files/feeds/2026/11/abc_thumb.webp'))).toBe('thumbnail');
  expect(imageKind(...at('/api/static/category/food.svg'))).toBe('thumbnail');
  expect(imageKind(...at('/api/files/feeds/2026/11/abc.jpg'))).toBe('picture');
  expect(imageKind(...at('/api/feed/getFeedList'))).toBeNull();
});

it('never keeps an answer marked no-store', () => {
  const answer = (cacheControl: string) =>
    new Response('{}', { headers: { 'cache-control': cacheControl } });
  expect(forbidsStoring(answer('no-store'))).toBe(true);
  expect(forbidsStoring(answer('private, no-store'))).toBe(true);
  expect(forbidsStoring(answer('private, no-cache'))).toBe(false);
  expect(forbidsStoring(answer('public, max-age=31536000, immutable'))).toBe(false);
});

it("drops our caches of other versions, and nobody else's", () => {
  expect(isStaleCache('kfeed-chunks-v0')).toBe(true);
  expect(isStaleCache('kfeed-private-api-v0')).toBe(true);
  expect(isStaleCache(CACHES.chunks)).toBe(false);
  expect(isStaleCache(CACHES.privateApi)).toBe(false);
  expect(isStaleCache('workbox-precache-v2')).toBe(false);
});
