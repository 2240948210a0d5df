/**
 * Independent delivery: a squad ships its remote alone (with its own kit), a remote built
 * for another platform refuses to run on this page's copy, and a remotes.json that lacks
 * a remote or holds a bad entry degrades only that remote's area.
 */
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import type { FastifyInstance } from 'fastify';
import { serveApp } from '../shell/server/serveApp.ts';
import { REPO_ROOT, localRemotes } from '../shared/tooling/apps.ts';
import { APPS } from '../shared/contracts/src/registry.ts';
import { buildRemoteCopy } from './support/buildRemoteCopy.ts';
import { E2E_BASE, ports } from './support/ports.ts';

test.use({ locale: 'en-US' });

const SHELL_PORT = E2E_BASE + 50;
const REMOTE_COPY_PORT = E2E_BASE + 51;
const shellUrl = `http://localhost:${SHELL_PORT}`;
const copyManifest = `http://localhost:${REMOTE_COPY_PORT}/mf-manifest.json`;

let shell: FastifyInstance;
let remoteCopy: FastifyInstance | null = null;
let remotesFile: string;

function writeRemotes(remotes: Record<string, unknown>) {
  writeFileSync(remotesFile, JSON.stringify(remotes));
}

test.beforeAll(async () => {
  remotesFile = path.join(mkdtempSync(path.join(tmpdir(), 'kfeed-remotes-')), 'remotes.json');
  writeRemotes(localRemotes(E2E_BASE));
  // The shell as built for the whole run: never rebuilt below.
  shell = await serveApp({
    root: path.join(REPO_ROOT, 'shell', 'dist'),
    port: SHELL_PORT,
    shell: { remotesFile, apiUrl: `http://127.0.0.1:${ports.api}` },
  });
});

test.afterAll(async () => {
  await shell.close();
});

test.afterEach(async () => {
  await remoteCopy?.close();
  remoteCopy = null;
});

const cards = (page: Page) => page.locator('a[data-feed-id]');

test('every built chunk takes the federation runtime from its ES module build, never CommonJS', () => {
  // CommonJS is not tree-shaken: the runtime's size switches would remove nothing
  // (shared/tooling/rspackConfig.ts, federationRuntimeAsEsm).
  let runtimeModules = 0;
  for (const app of APPS) {
    const dist = path.join(REPO_ROOT, app.folder, 'dist');
    for (const file of readdirSync(dist).filter((name) => name.endsWith('.js.map'))) {
      const { sources } = JSON.parse(readFileSync(path.join(dist, file), 'utf8')) as {
        sources: string[];
      };
      const federation = sources.filter((source) => source.includes('/@module-federation/'));
      runtimeModules += federation.length;
      expect(
        federation.filter((source) => /\.c[jt]s$/.test(source)),
        `${app.folder}/${file}`,
      ).toEqual([]);
    }
  }
  expect(runtimeModules).toBeGreaterThan(0);
});

test('every app shares only the platform and third-party singletons, each with a real version', () => {
  for (const app of APPS) {
    const manifest = JSON.parse(
      readFileSync(path.join(REPO_ROOT, app.folder, 'dist', 'mf-manifest.json'), 'utf8'),
    ) as {
      metaData: { buildInfo: { buildVersion: string } };
      shared: { name: string; version: string; requiredVersion: string }[];
    };
    const workspaceShares = manifest.shared.filter((share) => share.name.startsWith('@kfeed/'));
    expect(workspaceShares.length).toBeGreaterThan(0);
    for (const share of workspaceShares) expect(share.name).toMatch(/^@kfeed\/platform\//);
    for (const share of manifest.shared) expect(share.version).toMatch(/^\d+\.\d+\.\d+/);
    // Package version plus a build id.
    expect(manifest.metaData.buildInfo.buildVersion).toMatch(/^\d+\.\d+\.\d+\+[0-9A-Za-z.-]+$/);
  }
});

/** Whether the shell's service worker controls the page. */
const workerControls = (page: Page) =>
  page.evaluate(() => navigator.serviceWorker.controller !== null);

test('a kit fix built into one remote reaches users on reload, the shell untouched', async ({
  page,
}) => {
  await page.goto(`${shellUrl}/`);
  await expect(cards(page).first()).toBeVisible();
  await expect(page.locator('[data-kit-change]')).toHaveCount(0);
  // The service worker, which keeps remotes' files for reading offline, is in charge before
  // the new build is published: it must still hand the new build over on the next load.
  await expect.poll(() => workerControls(page), { timeout: 30_000 }).toBe(true);
  const fromWorker: string[] = [];
  page.on('response', (response) => {
    if (response.fromServiceWorker()) fromWorker.push(response.url());
  });

  const dist = await buildRemoteCopy({
    app: 'mf-feed',
    alias: {
      '@kfeed/kit/ui/FeedCard': path.join(
        REPO_ROOT,
        'e2e',
        'fixtures',
        'kit-change',
        'FeedCard.tsx',
      ),
    },
  });
  remoteCopy = await serveApp({ root: dist, port: REMOTE_COPY_PORT });
  writeRemotes({ ...localRemotes(E2E_BASE), 'mf-feed': copyManifest });

  await page.reload();
  await expect(cards(page).first()).toBeVisible();
  await expect(page.locator('[data-kit-change="feed-card-fix"]').first()).toBeVisible();
  expect(await workerControls(page)).toBe(true);
  // The new build's entry came through the worker, fresh from its new origin.
  expect(fromWorker).toContain(`http://localhost:${REMOTE_COPY_PORT}/remoteEntry.js`);
  // The shell's own build is the one it had: its kit copy did not stand in for the remote's.
  const composition = await page.evaluate(async () => {
    const response = await fetch('/remotes.json');
    return (await response.json()) as Record<string, string>;
  });
  expect(composition['mf-feed']).toBe(copyManifest);
});

test('a remote built for another platform major shows its fallback; the rest works', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  // The major after the platform's own, which no build of this checkout satisfies.
  const { version } = JSON.parse(
    readFileSync(path.join(REPO_ROOT, 'shared', 'platform', 'package.json'), 'utf8'),
  ) as { version: string };
  const otherMajor = `^${Number(version.split('.')[0]) + 1}.0.0`;
  const dist = await buildRemoteCopy({ app: 'mf-feed', platformRange: otherMajor });
  remoteCopy = await serveApp({ root: dist, port: REMOTE_COPY_PORT });
  writeRemotes({ ...localRemotes(E2E_BASE), 'mf-feed': copyManifest });

  await page.goto(`${shellUrl}/`);
  const area = page.locator('[data-remote="mf-feed"]');
  const fallback = area.getByRole('alert');
  await expect(fallback).toHaveAttribute('data-reason', 'platform');
  await expect(fallback).toContainText('built for a different version of KFeed');
  await expect(fallback).toContainText(otherMajor);
  await expect(cards(page)).toHaveCount(0);
  // Logged with both versions.
  expect(errors.some((text) => text.includes(otherMajor) && /runs \d+\.\d+\.\d+/.test(text))).toBe(
    true,
  );

  // Navigation and the other areas keep working.
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await nav.getByRole('link', { name: 'My page' }).click();
  await expect(page.locator('[data-remote="mf-mypage"]')).toBeVisible();
  await expect(page.locator('[data-remote="mf-mypage"] [role="alert"]')).toHaveCount(0);

  // The diagnostics view lists what is composed, the incompatible build marked.
  await page.goto(`${shellUrl}/diagnostics`);
  const feedRow = page.locator('tr[data-remote="mf-feed"]');
  await expect(feedRow).toContainText(otherMajor);
  await expect(feedRow).toContainText('✗');
  await expect(page.locator('tr[data-remote="mf-post"]')).toContainText(/\d+\.\d+\.\d+\+/);
});

test('remotes.json without one remote and with one bad entry degrades only those areas', async ({
  page,
}) => {
  const { 'mf-search': _missing, ...rest } = localRemotes(E2E_BASE);
  writeRemotes({ ...rest, 'mf-post': 'not a url at all' });

  await page.goto(`${shellUrl}/`);
  await expect(cards(page).first()).toBeVisible();

  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await nav.getByRole('link', { name: 'Search' }).click();
  await expect(page.locator('[data-remote="mf-search"]').getByRole('alert')).toBeVisible();

  await nav.getByRole('link', { name: 'Home' }).click();
  await expect(cards(page).first()).toBeVisible();
  await cards(page).first().click();
  await expect(page.locator('[data-remote="mf-post"]').getByRole('alert')).toBeVisible();

  await nav.getByRole('link', { name: 'My page' }).click();
  await expect(page.locator('[data-remote="mf-mypage"]')).toBeVisible();
  await expect(page.locator('[data-remote="mf-mypage"] [role="alert"]')).toHaveCount(0);

  // The environment is fixed: retry heals the area without a reload.
  writeRemotes(localRemotes(E2E_BASE));
  await nav.getByRole('link', { name: 'Search' }).click();
  const search = page.locator('[data-remote="mf-search"]');
  await search.getByRole('button', { name: 'Try again' }).click();
  await expect(search.getByRole('alert')).toHaveCount(0);
});
