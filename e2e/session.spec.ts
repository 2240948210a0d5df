import { expect, test } from '@playwright/test';
import {
  DEMO_USERS,
  expiredCopyOf,
  signInAs,
  signUpNewMember,
  storeSession,
} from './support/session.ts';
import { SITE_CALL } from './support/siteCall.ts';

test.use({ locale: 'en-US' });

test('a logout in one tab logs out a second tab and takes it off my page', async ({
  page,
  context,
}) => {
  await signInAs(page, DEMO_USERS.minh, { goto: '/myPage' });
  await expect(page).toHaveURL(/\/myPage$/);
  // The other tab shares the sign-in (same browser) and logs out with my page's button,
  // in Minh's language.
  const other = await context.newPage();
  await other.goto('/myPage');
  await other.getByRole('button', { name: 'Đăng xuất' }).click();
  await other
    .getByRole('alertdialog')
    .filter({ hasText: 'Bạn có muốn đăng xuất không?' })
    .getByRole('button', { name: 'Đăng xuất' })
    .click();

  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText('You were logged out in another tab.');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.evaluate(() => localStorage.getItem('accessToken'))).resolves.toBeNull();
  // Said once, however many signals arrived (storage, channel).
  await alert.getByRole('button').click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  // The sign-in is over on the server too.
  expect((await page.request.post('/api/auth/refresh', SITE_CALL)).status()).toBe(401);
});

test('an expired access token is renewed without the user noticing', async ({ page }) => {
  const session = await signInAs(page, DEMO_USERS.anna);
  const expired = expiredCopyOf(session.accessToken);
  await page.evaluate((token) => localStorage.setItem('accessToken', token), expired);

  const refreshes: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/api/auth/refresh')) refreshes.push(response.status());
  });
  const refused = page.waitForResponse(
    (r) => r.status() === 401 && r.headers()['token-status'] === 'EXPIRED',
  );
  const feedRetried = page.waitForResponse(
    (r) => r.url().includes('/api/feed/getFeedList') && r.status() === 200,
  );
  await page.reload();
  await refused;
  await feedRetried;
  // Home shows its feed as if nothing happened: still the member's language, no dialog,
  // a fresh token stored.
  await expect(page.getByRole('main').getByRole('region')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', session.isoCode);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  const stored = await page.evaluate(() => localStorage.getItem('accessToken'));
  expect(stored).toBeTruthy();
  expect(stored).not.toBe(expired);
  expect(refreshes).toEqual([200]);
});

test("a member's language change is saved and survives a reload", async ({ page }) => {
  const member = await signUpNewMember(page, { isoCode: 'en' });
  await storeSession(page, member.session, '/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const language = page.locator('select:has(option[value="ja"])');
  await expect(language).toHaveValue('en');

  const reloaded = page.waitForEvent('load');
  await language.selectOption('ja');
  await reloaded;
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.evaluate(() => localStorage.getItem('isoCode'))).resolves.toBe('ja');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(language).toHaveValue('ja');
  // It is the member's setting, not this browser's: a fresh sign-in answers with it.
  const refreshed = await page.request.post('/api/auth/refresh', SITE_CALL);
  expect((await refreshed.json()).data.isoCode).toBe('ja');
});

test("a visitor's language lasts for this browser session only", async ({ browser }) => {
  const first = await browser.newContext({ locale: 'en-US' });
  const page = await first.newPage();
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.locator('select:has(option[value="ru"])').selectOption('ru');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.evaluate(() => localStorage.getItem('isoCode'))).resolves.toBeNull();
  await first.close();

  const next = await browser.newContext({ locale: 'en-US' });
  const again = await next.newPage();
  await again.goto('/');
  await expect(again.locator('html')).toHaveAttribute('lang', 'en');
  await next.close();
});
