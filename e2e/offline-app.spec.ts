/**
 * KFeed as an installable app that reads offline: Chromium finds it installable; Home
 * and a post read before open with the network gone, under the offline bar; logging out
 * (or another member signing in) empties the member's private caches; and a new version
 * of the worker is offered, never forced, and taken on "Reload".
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, expect, test, type Page } from '@playwright/test';
import type { FastifyInstance } from 'fastify';
import { serveApp } from '../shell/server/serveApp.ts';
import { REPO_ROOT, localRemotes } from '../shared/tooling/apps.ts';
import { CHROMIUM_LAUNCH_OPTIONS } from '../shared/tooling/chromium.ts';
import { DEMO_USERS, signInAs } from './support/session.ts';
import { createPost, drawJpeg } from './support/posts.ts';
import { E2E_BASE, ports } from './support/ports.ts';

test.use({ locale: 'en-US' });

const cards = (page: Page) => page.locator('a[data-feed-id]');
const offlineBar = (page: Page) =>
  page.getByRole('status').filter({ hasText: 'You are offline — showing what you read before' });

/** The worker registers after the page has loaded and gone idle, then takes the page. */
async function untilTheWorkerControls(page: Page) {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
      timeout: 30_000,
    })
    .toBe(true);
}

/** The page's address is kept (the first visit is sent to the new worker with CACHE_URLS). */
async function untilKept(page: Page, url: string) {
  await expect
    .poll(() => page.evaluate((u) => caches.match(u, { ignoreVary: true }).then(Boolean), url), {
      timeout: 20_000,
    })
    .toBe(true);
}

/** The names of the caches whose names start with `prefix`, with how many entries each holds. */
function cacheSizes(page: Page, prefix: string) {
  return page.evaluate(async (p) => {
    const sizes: Record<string, number> = {};
    for (const name of await caches.keys())
      if (name.startsWith(p)) sizes[name] = (await (await caches.open(name)).keys()).length;
    return sizes;
  }, prefix);
}

/** Chromium's own installability check (what decides whether it offers to install). */
async function installable(page: Page) {
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
    'href',
    '/manifest.webmanifest',
  );
  const cdp = await page.context().newCDPSession(page);
  await expect
    .poll(async () => {
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: { errorId: string }[];
      };
      return installabilityErrors.map((error) => error.errorId);
    })
    .toEqual([]);
}

function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test('Chromium finds KFeed installable: its manifest, colours and icons', async ({
  request,
  baseURL,
}) => {
  // A browser profile of its own: Chromium installs nothing from an incognito context
  // (Playwright's default), and says so as an installability error.
  const profile = mkdtempSync(path.join(tmpdir(), 'kfeed-profile-'));
  const browser = await chromium.launchPersistentContext(profile, {
    ...CHROMIUM_LAUNCH_OPTIONS,
    ...(baseURL ? { baseURL } : {}),
    locale: 'en-US',
  });
  try {
    const page = browser.pages()[0] ?? (await browser.newPage());
    await page.goto('/');
    await expect(cards(page).first()).toBeVisible();
    await installable(page);
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }

  const answer = await request.get('/manifest.webmanifest');
  expect(answer.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await answer.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    scope: string;
    display: string;
    id: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'KFeed',
    short_name: 'KFeed',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    id: '/',
  });
  // The page's own colours (the design tokens), and the page says the same theme colour.
  const tokens = readFileSync(path.join(REPO_ROOT, 'shared/kit/src/ui/tokens.css'), 'utf8');
  expect(tokens).toContain(`--color-bg: ${manifest.theme_color};`);
  expect(tokens).toContain(`--color-surface: ${manifest.background_color};`);
  const html = await (await request.get('/')).text();
  expect(html).toContain(`<meta name="theme-color" content="${manifest.theme_color}"`);
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of manifest.icons) {
    const file = await request.get(icon.src);
    expect(file.headers()['content-type']).toBe('image/png');
    const [width] = icon.sizes.split('x').map(Number);
    expect(pngSize(await file.body())).toEqual({ width, height: width });
  }
});

test('Home and a post read before open offline, under the offline bar', async ({
  page,
  context,
  browser,
}) => {
  // A post with a picture at the top of Home, whatever the journeys before this one wrote.
  const author = await browser.newContext();
  const authorPage = await author.newPage();
  const { accessToken } = await signInAs(authorPage, DEMO_USERS.minh);
  await createPost(authorPage.request, accessToken, {
    title: 'Han river at night',
    text: 'Read on the subway, offline.',
    images: [await drawJpeg(authorPage, 'Han', 210)],
  });
  await author.close();
  await page.goto('/');
  await expect(cards(page).first()).toBeVisible();
  await untilTheWorkerControls(page);
  await untilKept(page, '/');

  // A post with a picture, opened from Home while online.
  const card = page.locator('a[data-feed-id]:has(img)').first();
  const feedId = await card.getAttribute('data-feed-id');
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/feed/${feedId}$`));
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).not.toBeEmpty();
  const title = (await heading.textContent()) ?? '';
  const picture = page.locator('img[src*="/api/files/feeds/"]').first();
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await page.goBack();
  await expect(cards(page).first()).toBeVisible();
  await expect(offlineBar(page)).toHaveCount(0);

  await context.setOffline(true);
  await page.reload();
  await expect(offlineBar(page)).toBeVisible();
  await expect(page.locator(`a[data-feed-id="${feedId}"]`)).toBeVisible();
  expect(await cards(page).count()).toBeGreaterThan(3);
  await page.locator(`a[data-feed-id="${feedId}"]`).click();
  await expect(page).toHaveURL(new RegExp(`/feed/${feedId}$`));
  await expect(heading).toHaveText(title);
  await expect(page.getByRole('article').first()).not.toBeEmpty();
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(offlineBar(page)).toBeVisible();

  // Back online: the bar goes.
  await context.setOffline(false);
  await expect(offlineBar(page)).toHaveCount(0);
});

test("a member's private caches are emptied at logout and when another member signs in", async ({
  page,
}) => {
  await signInAs(page, DEMO_USERS.anna);
  await expect(cards(page).first()).toBeVisible();
  await untilTheWorkerControls(page);
  // Anna's reads, sent with her token, are kept apart from visitors' (a reload goes through
  // the worker, which now controls the page).
  await page.reload();
  await expect(cards(page).first()).toBeVisible();
  await expect
    .poll(async () => Object.values(await cacheSizes(page, 'kfeed-private-'))[0] ?? 0)
    .toBeGreaterThan(0);

  // Another member signs in on this browser: nothing of Anna's stays.
  await page.evaluate(() =>
    caches
      .open('kfeed-private-api-v1')
      .then((cache) => cache.put('/anna-was-here', new Response('a'))),
  );
  await signInAs(page, DEMO_USERS.john);
  await expect(cards(page).first()).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => caches.match('/anna-was-here').then(Boolean)))
    .toBe(false);
  await page.reload();
  await expect(cards(page).first()).toBeVisible();
  await expect
    .poll(async () => Object.values(await cacheSizes(page, 'kfeed-private-'))[0] ?? 0)
    .toBeGreaterThan(0);

  // Logging out takes John's away; what visitors read stays.
  await page.goto('/myPage');
  await page.getByRole('button', { name: 'Log out' }).click();
  const dialog = page.getByRole('alertdialog').filter({ hasText: 'Do you want to log out?' });
  await dialog.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect
    .poll(async () =>
      Object.values(await cacheSizes(page, 'kfeed-private-')).reduce((a, b) => a + b, 0),
    )
    .toBe(0);
  await expect
    .poll(async () => (await cacheSizes(page, 'kfeed-api-'))['kfeed-api-v1'] ?? 0)
    .toBeGreaterThan(0);
});

test.describe('a new version of the shell', () => {
  /** A deployment of its own, whose worker this test changes. */
  // Not +45: 4045 (NFS lockd) is a port Chromium refuses.
  const SHELL_PORT = E2E_BASE + 46;
  const shellUrl = `http://localhost:${SHELL_PORT}`;
  let root: string;
  let shell: FastifyInstance;

  test.beforeAll(async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'kfeed-shell-copy-'));
    root = path.join(dir, 'dist');
    cpSync(path.join(REPO_ROOT, 'shell', 'dist'), root, { recursive: true });
    const remotesFile = path.join(dir, 'remotes.json');
    writeFileSync(remotesFile, JSON.stringify(localRemotes(E2E_BASE)));
    shell = await serveApp({
      root,
      port: SHELL_PORT,
      shell: { remotesFile, apiUrl: `http://127.0.0.1:${ports.api}` },
    });
  });
  test.afterAll(() => shell?.close());

  /** Which shell build the worker in charge came with (it answers GET_VERSION). */
  const controllerBuild = (page: Page) =>
    page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = (event) => resolve((event.data as { build: string }).build);
          navigator.serviceWorker.controller!.postMessage({ type: 'GET_VERSION' }, [channel.port2]);
        }),
    );

  test('is offered quietly, and taken on "Reload"', async ({ page }) => {
    await page.goto(`${shellUrl}/`);
    await expect(cards(page).first()).toBeVisible();
    await untilTheWorkerControls(page);
    const before = await controllerBuild(page);

    // The shell is deployed again: its worker's bytes change.
    const worker = readFileSync(path.join(root, 'sw.js'), 'utf8');
    expect(worker).toContain(before);
    writeFileSync(path.join(root, 'sw.js'), worker.replaceAll(before, `${before}.next`));
    for (const compressed of ['sw.js.br', 'sw.js.gz'])
      rmSync(path.join(root, compressed), { force: true });

    // The next visit finds it; it waits, and the reader is asked, not reloaded.
    await page.reload();
    await expect(cards(page).first()).toBeVisible();
    const prompt = page
      .getByRole('status')
      .filter({ hasText: 'A new version of KFeed is available' });
    await expect(prompt).toBeVisible({ timeout: 30_000 });
    await page.evaluate(() => Object.assign(window, { kfeedBeforeReload: true }));
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => 'kfeedBeforeReload' in window)).toBe(true);
    expect(await controllerBuild(page)).toBe(before);

    const reloaded = page.waitForEvent('framenavigated');
    await prompt.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await expect
      .poll(() => page.evaluate(() => 'kfeedBeforeReload' in window).catch(() => true))
      .toBe(false);
    await expect(cards(page).first()).toBeVisible();
    await untilTheWorkerControls(page);
    expect(await controllerBuild(page)).toBe(`${before}.next`);
    await expect(prompt).toHaveCount(0);
  });
});
