import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { FastifyInstance } from 'fastify';
import { serveApp } from '../shell/server/serveApp.ts';
import { REPO_ROOT, localRemotes } from '../shared/tooling/apps.ts';
import { E2E_BASE, ports } from './support/ports.ts';

test.use({ locale: 'en-US' });

/** A second deployment of the shell with its own remotes.json, beside the one under test. */
const SHELL_PORT = E2E_BASE + 40;
const SPARE_REMOTE_PORT = E2E_BASE + 41;
const shellUrl = `http://localhost:${SHELL_PORT}`;

let shell: FastifyInstance;
let spareRemote: FastifyInstance | null = null;
let remotesFile: string;

function writeRemotes(overrides: Record<string, string>) {
  writeFileSync(remotesFile, JSON.stringify({ ...localRemotes(E2E_BASE), ...overrides }));
}

test.beforeAll(async () => {
  remotesFile = path.join(mkdtempSync(path.join(tmpdir(), 'kfeed-remotes-')), 'remotes.json');
  writeRemotes({});
  shell = await serveApp({
    root: path.join(REPO_ROOT, 'shell', 'dist'),
    port: SHELL_PORT,
    shell: { remotesFile, apiUrl: `http://127.0.0.1:${ports.api}` },
  });
});

test.afterAll(async () => {
  await spareRemote?.close();
  await shell.close();
});

test.afterEach(async () => {
  await spareRemote?.close();
  spareRemote = null;
});

test('a remote that is down shows a fallback in its area only, and retry recovers once it is back', async ({
  page,
}) => {
  writeRemotes({ 'mf-search': `http://localhost:${SPARE_REMOTE_PORT}/mf-manifest.json` });
  await page.goto(`${shellUrl}/search`);
  const area = page.locator('[data-remote="mf-search"]');
  await expect(area.getByRole('alert')).toContainText('could not be loaded');

  // The rest of the site still works.
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await nav.getByRole('link', { name: 'My page' }).click();
  await expect(page.locator('main [data-remote]')).toHaveAttribute('data-remote', 'mf-mypage');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await nav.getByRole('link', { name: 'Search' }).click();
  await expect(area.getByRole('alert')).toBeVisible();

  // The remote's server comes up; retry loads it without a page reload.
  spareRemote = await serveApp({
    root: path.join(REPO_ROOT, 'mf-search', 'dist'),
    port: SPARE_REMOTE_PORT,
  });
  await area.getByRole('button', { name: 'Try again' }).click();
  await expect(area.getByRole('alert')).toHaveCount(0);
  await expect(area.getByRole('heading', { level: 1 })).toBeVisible();
});

test('pointing remotes.json at another deployment takes effect on reload, without rebuilding the shell', async ({
  page,
}) => {
  writeRemotes({});
  await page.goto(`${shellUrl}/search`);
  await expect(
    page.locator('[data-remote="mf-search"]').getByRole('heading', { level: 1 }),
  ).toBeVisible();

  spareRemote = await serveApp({
    root: path.join(REPO_ROOT, 'mf-search', 'dist'),
    port: SPARE_REMOTE_PORT,
  });
  writeRemotes({ 'mf-search': `http://localhost:${SPARE_REMOTE_PORT}/mf-manifest.json` });
  const manifest = page.waitForResponse(
    (response) => response.url() === `http://localhost:${SPARE_REMOTE_PORT}/mf-manifest.json`,
  );
  await page.reload();
  expect((await manifest).ok()).toBe(true);
  await expect(
    page.locator('[data-remote="mf-search"]').getByRole('heading', { level: 1 }),
  ).toBeVisible();
});

test('a shell that cannot start says so and offers a refresh', async ({ page }) => {
  writeFileSync(remotesFile, '{ this is not json');
  await page.goto(`${shellUrl}/`);
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('The app could not start');
  await expect(dialog.getByRole('button', { name: 'Refresh' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
});
