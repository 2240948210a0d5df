import { expect, test, type Page } from '@playwright/test';
import type { FeedItem } from '../shared/contracts/src/feed.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { attachScreenshot } from './support/screenshots.ts';
import { demoPostToRead } from './support/posts.ts';
import { DEMO_USERS, signInAs } from './support/session.ts';

/**
 * The same screens on a phone (390 px), a tablet (768 px) and a desktop (1366 px): from
 * 1024 px the tab bar becomes a side navigation, the column stays at a readable measure
 * (40rem) and a post's photos grow past it; below 1024 px nothing changes. Each screen is
 * attached as a screenshot (and saved under SCREENSHOT_DIR when it is set, to look at).
 */
test.use({ locale: 'en-US' });

const WIDTHS = [390, 768, 1366] as const;
const DESKTOP_FROM = 1024;
let post: FeedItem;

test.beforeAll(async ({ request }) => {
  post = await demoPostToRead(request);
});

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

/** Where the navigation is, the main column's box, and the page's overflow. */
async function layout(page: Page) {
  return page.evaluate(() => {
    const box = (element: Element | null) => {
      const rect = element?.getBoundingClientRect();
      return rect ? { x: rect.x, y: rect.y, width: rect.width, height: rect.height } : null;
    };
    const rootFont = parseFloat(getComputedStyle(document.documentElement).fontSize);
    return {
      nav: box(document.querySelector('nav[aria-label="Main menu"]')),
      main: box(document.querySelector('main')),
      viewport: { width: window.innerWidth, height: window.innerHeight },
      rootFont,
      overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    };
  });
}

async function expectNavigationFor(page: Page, width: number) {
  const { nav, main, viewport, rootFont, overflow } = await layout(page);
  expect(nav, 'the navigation is on the page').not.toBeNull();
  expect(main).not.toBeNull();
  expect(overflow, 'no horizontal scrolling').toBeLessThanOrEqual(0);
  const write = menu(page).getByRole('link', { name: 'Write a post' });
  if (width >= DESKTOP_FROM) {
    // A side navigation down the left edge, its labels shown; no tab bar at the bottom.
    expect(nav!.x).toBe(0);
    expect(nav!.y).toBe(0);
    expect(nav!.height).toBe(viewport.height);
    expect(nav!.width).toBeLessThan(300);
    await expect(write).toHaveText('Write a post');
    // The column: a readable measure, centred in the room beside the navigation.
    expect(main!.width).toBeLessThanOrEqual(40 * rootFont + 2);
    expect(main!.x).toBeGreaterThanOrEqual(nav!.width);
    const left = main!.x - nav!.width;
    const right = viewport.width - (main!.x + main!.width);
    expect(Math.abs(left - right)).toBeLessThan(20);
  } else {
    // The tab bar across the bottom; the "+" says "Write a post" to screen readers only.
    expect(nav!.x).toBe(0);
    expect(nav!.width).toBeGreaterThanOrEqual(viewport.width - 20);
    expect(nav!.y + nav!.height).toBeCloseTo(viewport.height, 0);
    expect(nav!.height).toBeLessThan(100);
    expect(await write.evaluate((a) => a.getBoundingClientRect().width)).toBeLessThan(60);
    expect(main!.width).toBeLessThanOrEqual(Math.min(viewport.width, 40 * rootFont) + 2);
  }
}

for (const width of WIDTHS) {
  test(`Home, a post, search and my page at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width >= DESKTOP_FROM ? 800 : 844 });
    await signInAs(page, DEMO_USERS.john);
    await expect(page.locator('a[data-feed-id]').first()).toBeVisible();
    await expectNavigationFor(page, width);
    await attachScreenshot(page, `home-${width}`);
    await expectNoSeriousA11yViolations(page, `Home at ${width} px`);

    await menu(page).getByRole('link', { name: 'Search' }).click();
    await page.getByRole('searchbox').fill('Seoul');
    await page.getByRole('searchbox').press('Enter');
    await expect(page.locator('a[data-feed-id]').first()).toBeVisible();
    await expectNavigationFor(page, width);
    await attachScreenshot(page, `search-${width}`);
    await expectNoSeriousA11yViolations(page, `search at ${width} px`);

    await page.goto(`/feed/${post.feedId}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNavigationFor(page, width);
    const carousel = page.getByRole('region', { name: /photos$/ });
    const photo = await carousel.evaluate((element) => element.getBoundingClientRect().width);
    const column = (await layout(page)).main!.width;
    if (width >= DESKTOP_FROM)
      expect(photo, 'photos larger than the column').toBeGreaterThan(column + 100);
    else expect(photo).toBeCloseTo(column, 0);
    await attachScreenshot(page, `post-${width}`);
    await expectNoSeriousA11yViolations(page, `a post at ${width} px`);

    await menu(page).getByRole('link', { name: 'My page' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My page' })).toBeVisible();
    await expectNavigationFor(page, width);
    await attachScreenshot(page, `my-page-${width}`);
    await expectNoSeriousA11yViolations(page, `my page at ${width} px`);
  });
}

test('dialogs are centred panels on a desktop', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto('/login');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const box = (await dialog.boundingBox())!;
  expect(Math.abs(box.x + box.width / 2 - 683)).toBeLessThan(4);
  expect(Math.abs(box.y + box.height / 2 - 400)).toBeLessThan(4);
  expect(box.width).toBeGreaterThan(400);
  await attachScreenshot(page, 'login-1366');
});
