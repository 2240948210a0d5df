import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { FastifyInstance } from 'fastify';
import { serveApp } from '../../shell/server/serveApp.ts';
import { REPO_ROOT, localRemotes } from '../../shared/tooling/apps.ts';
import {
  apiReady,
  startApiProcess,
  stopApiProcess,
  type ApiProcess,
} from '../../api/src/testing/apiProcess.ts';
import { openDatabase } from '../../api/src/db/database.ts';
import { seedDemoData } from '../../api/src/seed/seed.ts';
import { systemClock } from '../../api/src/clock.ts';
import { E2E_BASE, ports } from '../support/ports.ts';
import { DEMO_USERS, signInAs } from '../support/session.ts';
import { E2E_JWT_SECRET } from '../support/testEnvironment.ts';
import { commentsOf, homePosts } from '../support/posts.ts';

/**
 * A fault: the API goes down for 30 s under a signed-in member and comes back. The post on
 * the screen stays readable, the app moves on, the member is told; a comment written
 * meanwhile is kept and sent by itself once the API is back, once. A deployment of its own
 * (an API process and a shell in front of it), so the other journeys keep theirs.
 */
test.use({ locale: 'en-US' });

const API_PORT = E2E_BASE + 70;
const SHELL_PORT = E2E_BASE + 71;
const shellUrl = `http://localhost:${SHELL_PORT}`;
test.use({ baseURL: shellUrl });

let dir: string;
let env: Record<string, string>;
let api: ApiProcess | undefined;
let shell: FastifyInstance;

test.beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'kfeed-e2e-api-restart-'));
  const databaseFile = path.join(dir, 'kfeed.sqlite');
  // The demo data without its pictures, which cost seconds of image work and are not read here.
  const db = await openDatabase(databaseFile);
  await seedDemoData(db, systemClock);
  await db.destroy();
  env = {
    NODE_ENV: 'development',
    DATABASE_URL: databaseFile,
    STORAGE_DIR: path.join(dir, 'storage'),
    SMTP_URL: `smtp://127.0.0.1:${ports.smtp}`,
    JWT_SECRET: E2E_JWT_SECRET,
    ALLOWED_ORIGINS: shellUrl,
    CODE_SEND_LIMIT_PER_EMAIL: '200',
    CODE_SEND_LIMIT_PER_IP: '5000',
    LOGIN_LIMIT_PER_IP: '5000',
    SEED_DEMO_DATA: 'false',
  };
  api = await startApiProcess(env, { port: API_PORT });
  await apiReady(api);
  const remotesFile = path.join(dir, 'remotes.json');
  writeFileSync(remotesFile, JSON.stringify(localRemotes(E2E_BASE)));
  shell = await serveApp({
    root: path.join(REPO_ROOT, 'shell', 'dist'),
    port: SHELL_PORT,
    shell: { remotesFile, apiUrl: `http://127.0.0.1:${API_PORT}` },
  });
});

test.afterAll(async () => {
  await shell?.close();
  await stopApiProcess(api);
  rmSync(dir, { recursive: true, force: true });
});

test('the API down for 30 s: the post stays on screen, a comment waits and is sent once it is back', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const post = (await homePosts(page.request))[0]!;
  await signInAs(page, DEMO_USERS.john, { goto: `/feed/${post.feedId}` });
  // A member who has used the app before: its worker controls the page and keeps reads.
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
      timeout: 30_000,
    })
    .toBe(true);
  await page.reload();
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toBeVisible();
  const shownTitle = await title.textContent();
  const box = page.getByRole('textbox', { name: 'Write a comment' });
  await expect(box).toBeVisible();

  await stopApiProcess(api);
  const downAt = Date.now();
  await expect.poll(async () => (await page.request.get('/api/health')).status()).toBe(503);

  // What was shown stays; the member writes a comment meanwhile and is told it waits.
  await box.fill('Is the night market open on Mondays?');
  await page.getByRole('button', { name: 'Post comment' }).click();
  const pending = page.getByTestId('pending-comments');
  await expect(pending).toContainText('Is the night market open on Mondays?');
  await expect(pending).toContainText('Waiting for a connection');
  await expect(box).toHaveValue('');
  await expect(title).toHaveText(shownTitle ?? '');
  // The rest of the app still moves.
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Search' })
    .click();
  await expect(page).toHaveURL(/\/search$/);
  await page.goBack();
  await expect(title).toHaveText(shownTitle ?? '');
  await expect(page.getByTestId('outbox-status')).toContainText('1 waiting to be sent');

  // Back after 30 s, on the same address: the comment goes by itself, once.
  await page.waitForTimeout(Math.max(0, 30_000 - (Date.now() - downAt)));
  api = await startApiProcess(env, { port: API_PORT });
  await apiReady(api);
  await expect(page.getByTestId('outbox-status')).toBeHidden({ timeout: 70_000 });
  await expect(pending).toBeHidden();
  await expect(page.getByRole('article', { name: /Comment by john/i }).last()).toContainText(
    'Is the night market open on Mondays?',
  );
  const mine = (await commentsOf(page.request, post.feedId)).filter(
    (comment) => comment.commentText === 'Is the night market open on Mondays?',
  );
  expect(mine).toHaveLength(1);
});
