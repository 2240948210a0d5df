import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { FastifyInstance } from 'fastify';
import { serveApp } from '../shell/server/serveApp.ts';
import { REPO_ROOT, localRemotes } from '../shared/tooling/apps.ts';
import { E2E_BASE } from './support/ports.ts';

test.use({ locale: 'en-US' });

/** A deployment of the shell whose API is down: nothing listens where /api goes. */
const SHELL_PORT = E2E_BASE + 42;
const DEAD_API_PORT = E2E_BASE + 43;
const shellUrl = `http://localhost:${SHELL_PORT}`;
let shell: FastifyInstance;

test.beforeAll(async () => {
  const remotesFile = path.join(mkdtempSync(path.join(tmpdir(), 'kfeed-remotes-')), 'remotes.json');
  writeFileSync(remotesFile, JSON.stringify(localRemotes(E2E_BASE)));
  shell = await serveApp({
    root: path.join(REPO_ROOT, 'shell', 'dist'),
    port: SHELL_PORT,
    shell: { remotesFile, apiUrl: `http://127.0.0.1:${DEAD_API_PORT}` },
  });
});

test.afterAll(() => shell.close());

test('with the API down, calls answer 503 in the envelope', async ({ request }) => {
  const response = await request.get(`${shellUrl}/api/health`);
  expect(response.status()).toBe(503);
  expect(await response.json()).toMatchObject({ result: false, code: 'API_UNAVAILABLE' });
});

test('with the API down, Home says the posts could not be loaded and the app still moves', async ({
  page,
}) => {
  await page.goto(`${shellUrl}/`);
  const home = page.locator('[data-remote="mf-feed"]');
  await expect(home.getByText('Posts could not be loaded.')).toBeVisible();
  await expect(home.getByRole('button', { name: 'Try again' })).toBeVisible();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Something went wrong on the server');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toHaveCount(0);

  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Search' })
    .click();
  await expect(page).toHaveURL(/\/search$/);
  await expect(page.locator('main [data-remote]')).toHaveAttribute('data-remote', 'mf-search');
});
