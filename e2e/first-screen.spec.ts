import { expect, test } from '@playwright/test';

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
  await context.close();
});

test('the feed remote takes Home over in place, without asking again', async ({ page }) => {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
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
  const shifts = await page.evaluate(
    () => (window as unknown as { layoutShifts: number[] }).layoutShifts,
  );
  expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.02);
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
    const shifts: number[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/search');
  await expect(page.locator('[data-first-screen]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'subway', exact: true })).toBeVisible();
  const shifts = await page.evaluate(
    () => (window as unknown as { layoutShifts: number[] }).layoutShifts,
  );
  expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.02);
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
