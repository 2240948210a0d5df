import { expect, test } from '@playwright/test';

test.use({ locale: 'en-US' });

test('a remote and the shell share one session store', async ({ context }) => {
  const page = await context.newPage();
  await page.goto('/search');
  const sessionState = page.locator('[data-remote="mf-search"]').getByTestId('session-state');
  await expect(sessionState).toHaveText('Browsing as a visitor');

  // Another tab signs in: only the shell listens to storage, and the remote sees the change.
  const other = await context.newPage();
  await other.goto('/notice');
  await other.evaluate(() => {
    localStorage.setItem('accessToken', 'x.eyJyb2xlcyI6W119.y');
    localStorage.setItem('isoCode', 'en');
    localStorage.setItem('userId', '42');
  });
  await expect(sessionState).toHaveText('Signed in as member 42');

  await other.evaluate(() => localStorage.clear());
  await expect(sessionState).toHaveText('Browsing as a visitor');
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
