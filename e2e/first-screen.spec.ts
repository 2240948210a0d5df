import { expect, test, type APIRequestContext } from '@playwright/test';
import { layoutShiftTotal, recordLayoutShifts } from './support/layoutShifts.ts';

/**
 * A visitor's Home arrives drawn in the HTML (the feed remote's own components, rendered by
 * the shell's server from the page's first data): readable before any script runs, and
 * taken over by the remote without a layout shift or a second request for the same page.
 */
test.use({ locale: 'en-US', viewport: { width: 412, height: 823 } });

interface EmbeddedPage {
  data: {
    feedId: number;
    feedTitle: string;
    translatedFeedMap: Record<string, { feedTransTitle: string }>;
  }[];
}

test('Home is readable before any script runs', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'en-US' });
  const page = await context.newPage();
  await page.goto('/');
  const block = await page.locator('#kfeed-initial-data').textContent();
  const [firstPage] = Object.values(JSON.parse(block ?? '{}') as Record<string, EmbeddedPage>);
  expect(firstPage?.data.length).toBeGreaterThan(0);
  const first = firstPage!.data[0]!;
  const card = page.locator(`a[data-feed-id="${first.feedId}"]`);
  await expect(card).toBeVisible();
  // The screen is inert until the app takes it over, so it is found by its markup.
  await expect(card.locator('h2')).toHaveText(
    first.translatedFeedMap.en?.feedTransTitle ?? first.feedTitle,
  );
  await expect(page.locator('[data-first-screen]')).toHaveAttribute('inert', '');
  // Styled by the page's stylesheets (the card lays out as a grid, not as an unstyled inline link).
  expect(await card.evaluate((a) => getComputedStyle(a).display)).toBe('grid');
  await expect(page.locator('header')).toContainText('KFeed');
  // Every card is a real link: a reader without scripts (or a search engine) opens the post.
  await expect(card).toHaveAttribute('href', new RegExp(`^/feed/${first.feedId}(\\?|$)`));
  const hrefs = await page
    .locator('[data-first-screen] a[href]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) expect(href).toMatch(/^\/[^\s[]*$/);
  await context.close();
});

test('the feed remote takes Home over in place, without asking again', async ({ page }) => {
  await recordLayoutShifts(page);
  const listCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/feed/getFeedList') listCalls.push(request.url());
  });
  await page.goto('/');
  // Drawn by the server first, then replaced by the mounted remote.
  await expect(page.locator('[data-first-screen]')).toHaveCount(0);
  const cards = page.locator('a[data-feed-id]');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBe(10);
  expect(listCalls).toEqual([]);
  expect(await layoutShiftTotal(page)).toBeLessThan(0.02);
  // The remote's own links work: the first card opens its post.
  const feedId = await cards.first().getAttribute('data-feed-id');
  await cards.first().click();
  await expect(page).toHaveURL(new RegExp(`/feed/${feedId}$`));
});

test('Search is drawn in the HTML, and recent searches kept in the browser barely move it', async ({
  browser,
}) => {
  const noScript = await browser.newContext({ javaScriptEnabled: false, locale: 'en-US' });
  const still = await noScript.newPage();
  await still.goto('/search');
  await expect(still.locator('[data-first-screen="mf-search"]')).toContainText(
    'Find posts in any language',
  );
  await noScript.close();

  // A returning visitor: the strip of recent searches (from this browser's storage, which
  // the server cannot see) appears above the intro when the remote takes over.
  const context = await browser.newContext({
    locale: 'en-US',
    viewport: { width: 412, height: 823 },
  });
  const page = await context.newPage();
  await page.addInitScript(() => {
    localStorage.setItem('recentSearches', JSON.stringify(['visa', 'subway', '맛집']));
  });
  await recordLayoutShifts(page);
  await page.goto('/search');
  await expect(page.locator('[data-first-screen]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'subway', exact: true })).toBeVisible();
  expect(await layoutShiftTotal(page)).toBeLessThan(0.02);
  await context.close();
});

test('a member gets no first screen and no first data in the HTML', async ({ request }) => {
  const visitor = await (await request.get('/')).text();
  expect(visitor).toContain('data-first-screen="mf-feed"');
  // No style attributes: the page's CSP would refuse them.
  expect(visitor).not.toMatch(/<[^>]+\sstyle="/);
  const member = await (
    await request.get('/', { headers: { cookie: '__Host-kfeed_refresh=anything' } })
  ).text();
  expect(member).not.toContain('data-first-screen');
  expect(member).not.toContain('kfeed-initial-data');
});

test("a visitor's chosen language is the one the server draws in", async ({ request }) => {
  const html = await (
    await request.get('/', { headers: { cookie: 'kfeed_lang=ru', 'accept-language': 'en' } })
  ).text();
  expect(html).toContain('<html lang="ru"');
  const header = /<header[^>]*>.*?<\/header>/s.exec(html)?.[0] ?? '';
  // Home's header in Russian (the language menu's label), not in English.
  expect(header).toContain('Язык');
  expect(header).not.toContain('>Language<');
});

interface EmbeddedPost {
  feedTitle: string;
  feedText: string;
  feedImageList: unknown[] | null;
  translatedFeedMap: Record<string, { feedTransTitle: string; feedTransText: string }>;
}

/** A post with pictures and comments, as Home lists it. */
async function postWithPicturesAndComments(request: APIRequestContext): Promise<number> {
  const answer = (await (
    await request.get('/api/feed/getFeedList?page=1&size=50&categoryId=&type=&isoCode=en')
  ).json()) as {
    data: { feedId: number; feedImageList: unknown[] | null; feedCommentCount: number }[];
  };
  const post = answer.data.find(
    (f) => (f.feedImageList?.length ?? 0) > 0 && f.feedCommentCount > 0,
  );
  expect(post).toBeDefined();
  return post!.feedId;
}

test('a post is readable before any script runs: title, text, pictures and first comments', async ({
  browser,
  request,
}) => {
  const feedId = await postWithPicturesAndComments(request);
  const html = await (await request.get(`/feed/${feedId}`)).text();
  expect(html).toContain('data-first-screen="mf-post"');
  // No style attributes: the page's CSP would refuse them.
  expect(html).not.toMatch(/<[^>]+\sstyle="/);

  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'en-US' });
  const page = await context.newPage();
  await page.goto(`/feed/${feedId}`);
  const block = JSON.parse(
    (await page.locator('#kfeed-initial-data').textContent()) ?? '{}',
  ) as Record<string, { data: unknown }>;
  const entry = (path: string) =>
    Object.entries(block).find(([key]) => key.startsWith(`${path}?`))?.[1].data;
  const post = entry('/api/feed/getFeedData') as EmbeddedPost;
  const comments = (
    entry('/api/comment/getCommentList') as {
      commentList: {
        commentText: string;
        translatedCommentMap: Record<string, { commentTransText: string }>;
      }[];
    }
  ).commentList;
  const screen = page.locator('[data-first-screen="mf-post"]');
  await expect(screen).toHaveAttribute('inert', '');
  await expect(screen.locator('h1')).toHaveText(
    post.translatedFeedMap.en?.feedTransTitle || post.feedTitle,
  );
  // The post is the first article; each comment is one too.
  const article = screen.locator('article').first();
  await expect(article).toContainText(
    (post.translatedFeedMap.en?.feedTransText || post.feedText).slice(0, 30),
  );
  const pictures = article.locator('img');
  await expect(pictures).toHaveCount(post.feedImageList!.length);
  // The first picture is loaded and laid out at its slide's size, styled by the page's CSS.
  await expect
    .poll(() => pictures.first().evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  expect(
    await pictures.first().evaluate((img) => img.getBoundingClientRect().width),
  ).toBeGreaterThan(200);
  expect(comments.length).toBeGreaterThan(0);
  // Comments are shown in the reader's language too.
  const comment = comments[0]!;
  await expect(screen).toContainText(
    comment.translatedCommentMap.en?.commentTransText || comment.commentText,
  );
  await context.close();
});

test('the post remote takes the post over in place, without asking again', async ({
  page,
  request,
}) => {
  const feedId = await postWithPicturesAndComments(request);
  await recordLayoutShifts(page);
  const calls: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path === '/api/feed/getFeedData' || path === '/api/comment/getCommentList')
      calls.push(path);
  });
  await page.goto(`/feed/${feedId}`);
  await expect(page.locator('[data-first-screen]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('article img').first()).toBeVisible();
  // The remote's own controls work: the carousel turns to the next picture.
  const next = page.getByRole('button', { name: 'Next photo' });
  if ((await next.count()) > 0) {
    await next.click();
    await expect(page.getByText(/^2 \/ \d+$/)).toBeVisible();
  }
  expect(calls).toEqual([]);
  expect(await layoutShiftTotal(page)).toBeLessThan(0.02);
});
