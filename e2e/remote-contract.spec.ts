import { expect, test } from '@playwright/test';
import { DEMO_USERS, signInAs } from './support/session.ts';

test.use({ locale: 'en-US' });

test('a remote and the shell share one session store', async ({ context }) => {
  const page = await context.newPage();
  await page.goto('/myPage');
  const area = page.locator('[data-remote="mf-mypage"]');
  await expect(area.getByRole('button', { name: 'Log in' })).toBeVisible();

  // Another tab signs in: only the shell listens to storage, and the remote sees the change.
  const other = await context.newPage();
  await signInAs(other, DEMO_USERS.john, { goto: '/notice' });
  await expect(area.getByRole('button', { name: 'Log in' })).toHaveCount(0);
  await expect(area.getByRole('region', { name: 'Your profile' })).toContainText(
    'john@kfeed.example',
  );

  // Signed out elsewhere: the store empties here too, and my page sends the visitor home.
  await other.evaluate(() => localStorage.clear());
  await expect(page).toHaveURL(/\/$/);
  await expect(page.evaluate(() => localStorage.getItem('accessToken'))).resolves.toBeNull();
});

test('a navigation inside a remote moves the shell: URL, history and Back', async ({ page }) => {
  await page.goto('/myPage');
  await expect(page.locator('main [data-remote]')).toHaveAttribute('data-remote', 'mf-mypage');
  await page.locator('[data-remote="mf-mypage"]').getByRole('link', { name: 'Notices' }).click();
  await expect(page).toHaveURL(/\/notice$/);
  await expect(page).toHaveTitle('Notices | KFeed');
  await page.goBack();
  await expect(page).toHaveURL(/\/myPage$/);
  await expect(page.getByRole('heading', { name: 'My page' })).toBeVisible();
  await page.goForward();
  await expect(page).toHaveURL(/\/notice$/);
  await expect(page.getByRole('heading', { name: 'Notices', level: 1 })).toBeVisible();
});
