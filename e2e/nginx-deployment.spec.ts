import { expect, test, type Page } from '@playwright/test';
import { E2E_BASE, ports } from './support/ports.ts';
import { REMOTE_APPS } from '../shared/contracts/src/registry.ts';
import { startNginxDeployment, type NginxDeployment } from './support/nginxDeployment.ts';
import {
  DEMO_USERS,
  mailCount,
  readCodeFrom,
  signInAs,
  signUpNewMember,
  storeSession,
} from './support/session.ts';
import { addComment, createPost } from './support/posts.ts';
import { E2E_JWT_SECRET } from './support/testEnvironment.ts';

/**
 * The deployment's web tier, smoke-tested: the shell and every remote served by
 * Debian's nginx with docs/deploy's configs, /api forwarded to two API replicas that keep
 * their files in an S3-compatible bucket. Home shows posts, a post opens with its
 * picture, a member signs in, and the site keeps working with one replica gone.
 */
test.use({ locale: 'en-US' });
test.describe.configure({ mode: 'serial' });

const SHELL_PORT = E2E_BASE + 60;
let deployment: NginxDeployment;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  deployment = await startNginxDeployment({
    basePort: SHELL_PORT,
    apiPorts: [E2E_BASE + 86, E2E_BASE + 87],
    smtpUrl: `smtp://127.0.0.1:${ports.smtp}`,
    jwtSecret: E2E_JWT_SECRET,
  });
});
test.afterAll(() => deployment?.close());
test.use({ baseURL: `http://localhost:${SHELL_PORT}` });

const cards = (page: Page) => page.locator('a[data-feed-id]');

test('nginx serves the shell, the remotes and remotes.json as the configs say', async ({
  request,
}) => {
  const page = await request.get('/feed/1', { headers: { 'accept-encoding': 'br' } });
  expect(page.status()).toBe(200);
  expect(page.headers()['content-type']).toContain('text/html');
  expect(page.headers()['content-security-policy']).toContain(`http://localhost:${SHELL_PORT + 1}`);
  expect(page.headers()['x-frame-options']).toBe('DENY');

  const remotes = await request.get('/remotes.json');
  expect(remotes.headers()['cache-control']).toBe('no-store');
  const manifests = Object.values((await remotes.json()) as Record<string, string>);
  expect(manifests).toHaveLength(REMOTE_APPS.length);

  // A remote: its manifest with CORS and never cached, its hashed files precompressed.
  const manifest = await request.get(manifests[0]!, { headers: { 'accept-encoding': 'br' } });
  expect(manifest.headers()['access-control-allow-origin']).toBe('*');
  expect(manifest.headers()['cache-control']).toBe('no-cache');
  const entry = await request.get(new URL('remoteEntry.js', manifests[0]).href, {
    headers: { 'accept-encoding': 'br, gzip' },
  });
  expect(entry.headers()['content-encoding']).toBe('br');

  const health = await request.get('/api/health');
  expect(health.status()).toBe(200);
});

test('Home shows the posts, and a post opens with its picture from the bucket', async ({
  page,
}) => {
  await page.goto('/');
  await expect(cards(page).first()).toBeVisible({ timeout: 30_000 });
  expect(await cards(page).count()).toBeGreaterThan(3);

  const withPicture = page.locator('a[data-feed-id]:has(img)').first();
  await expect(withPicture).toBeVisible();
  await withPicture.click();
  await expect(page).toHaveURL(/\/feed\/\d+$/);
  const picture = page.locator('img[src*="/api/files/feeds/"]').first();
  await expect(picture).toBeVisible();
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  const src = await picture.getAttribute('src');
  const file = await page.request.get(src!);
  expect(file.status()).toBe(200);
  expect(file.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(file.headers()['content-type']).toMatch(/^image\//);
});

test('a member signs in with the e-mailed code through the deployment', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation').getByRole('link', { name: 'Write a post' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog).toBeVisible();
  const before = await mailCount(DEMO_USERS.anna);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(DEMO_USERS.anna);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('Step 2 of 2')).toBeVisible();
  const code = await readCodeFrom(DEMO_USERS.anna, { after: before });
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).fill(code);
  await expect(dialog).toBeHidden();
  // On to the write screen the member was going to.
  await expect(page).toHaveURL(/\/feed\/write$/);
  await expect(page.evaluate(() => localStorage.getItem('accessToken'))).resolves.toBeTruthy();
  // The refresh cookie came through nginx, first-party.
  const cookies = await page.context().cookies();
  expect(cookies.some((cookie) => cookie.httpOnly)).toBe(true);
});

test('with one API replica gone, nginx sends everything to the other', async ({ page }) => {
  await deployment.stopApi(0);
  await page.goto('/');
  await expect(cards(page).first()).toBeVisible({ timeout: 30_000 });
  for (let i = 0; i < 4; i += 1) {
    expect((await page.request.get('/api/health')).status()).toBe(200);
  }
});

test("a member's live channel comes back by itself after the API restarts", async ({ page }) => {
  test.setTimeout(120_000);
  await deployment.startApi(0);
  const author = await signUpNewMember(page, { isoCode: 'en' });
  const feedId = await createPost(page.request, author.session.accessToken, {
    title: 'Back after a restart',
    text: 'Does the bell still ring?',
  });
  await storeSession(page, author.session, '/');
  const bell = page.getByTestId('notification-bell').first();
  await expect(bell).toHaveAccessibleName('Notifications');

  // Every replica goes away and comes back, as in a rolling restart gone wrong.
  await deployment.stopApi(0);
  await deployment.stopApi(1);
  await page.waitForTimeout(2_000);
  await deployment.startApi(0);
  await deployment.startApi(1);
  // nginx takes a replica back once its fail_timeout has passed.
  await expect
    .poll(async () => (await page.request.get('/api/health')).status(), { timeout: 30_000 })
    .toBe(200);

  const other = await page.context().browser()!.newPage({ baseURL: deployment.shellUrl });
  const commenter = await signInAs(other, DEMO_USERS.anna, { goto: '/api/health' });
  await addComment(other.request, commenter.accessToken, { feedId, text: 'It does.' });
  await other.close();
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread', { timeout: 60_000 });
});
