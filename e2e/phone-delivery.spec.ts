import { expect, test, type Page } from '@playwright/test';
import type { FeedItem } from '../shared/contracts/src/feed.ts';
import { categoryWithPictureFirst, commentsOf, demoPostToRead } from './support/posts.ts';

/**
 * What a phone downloads: Home's first picture comes in the size of its 88 px box, and a
 * visitor's post arrives inside the page's HTML (the post and its first comments), so the
 * screen renders without asking the API for them; within the app, data is fresh again.
 */
test.use({ locale: 'en-US' });

let post: FeedItem;

test.beforeAll(async ({ request }) => {
  post = await demoPostToRead(request);
});

/** The API calls the page makes, by path. */
function apiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/') && !pathname.startsWith('/api/files/')) calls.push(pathname);
  });
  return calls;
}

test("Home's first picture is a card-sized thumbnail, loaded first, and lazy below", async ({
  page,
  request,
}) => {
  // A phone's first screen holds four cards (FeedList's FIRST_SCREEN_CARDS).
  const category = await categoryWithPictureFirst(request, 4);
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Categories' })
    .getByRole('button', { name: category })
    .click();
  const first = page.locator('a[data-feed-id] img[fetchpriority="high"]');
  await expect(first).toHaveCount(1);
  await expect
    .poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  const chosen = await first.evaluate((img: HTMLImageElement) => ({
    src: img.currentSrc,
    naturalWidth: img.naturalWidth,
    box: img.getBoundingClientRect().width,
  }));
  // A 1x screen: the 88 px crop (the large thumbnail is 480 px wide), in AVIF.
  expect(chosen.src).toMatch(/_88\.avif$/);
  expect(chosen.naturalWidth).toBe(88);
  expect(chosen.box).toBe(88);
  await expect(first).toHaveAttribute('loading', 'eager');
  // Every other picture waits until it is scrolled near.
  const others = page.locator('a[data-feed-id] picture img:not([fetchpriority="high"])');
  expect(await others.count()).toBeGreaterThan(0);
  for (const img of await others.all()) await expect(img).toHaveAttribute('loading', 'lazy');
});

test("a visitor's post renders from the page's own data, then the app asks afresh", async ({
  page,
  request,
}) => {
  const calls = apiCalls(page);
  const [firstComment] = await commentsOf(request, post.feedId);
  await page.goto(`/feed/${post.feedId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    post.translatedFeedMap.en!.feedTransTitle,
  );
  const shown =
    firstComment!.translatedCommentMap.en?.commentTransText ?? firstComment!.commentText;
  await expect(page.getByText(shown.trim().split('\n')[0]!).first()).toBeVisible();
  expect(calls).not.toContain('/api/feed/getFeedData');
  expect(calls).not.toContain('/api/comment/getCommentList');
  // The data block is read once and removed.
  await expect(page.locator('#kfeed-initial-data')).toHaveCount(0);

  // Home, then the same post again inside the app: now the API is asked.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/$/);
  const card = page.locator(`a[data-feed-id="${post.feedId}"]`);
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(card).toBeAttached({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await card.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    post.translatedFeedMap.en!.feedTransTitle,
  );
  await expect.poll(() => calls.filter((call) => call === '/api/feed/getFeedData')).toHaveLength(1);
  await expect
    .poll(() => calls.filter((call) => call === '/api/comment/getCommentList').length)
    .toBeGreaterThanOrEqual(1);
});

test("the shell's first script carries one copy of the federation SDK", async ({ page }) => {
  // A plugin with its own SDK version once nested a second copy into the shell's main chunk.
  await page.goto('/');
  const main = await page
    .locator('script[src*="/main."]')
    .first()
    .evaluate((script: HTMLScriptElement) => new URL(script.src).pathname);
  const map = (await (await page.request.get(`${main}.map`)).json()) as { sources: string[] };
  const copies = new Set(
    map.sources
      .map((source) => source.match(/^.*\/@module-federation\/sdk\//)?.[0])
      .filter((copy): copy is string => Boolean(copy)),
  );
  expect([...copies]).toHaveLength(1);
});
