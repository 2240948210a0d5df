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
  await page.goto('/notice/5');
  await expect(page.locator('main [data-remote]')).toHaveAttribute('data-remote', 'mf-mypage');
  await page.locator('[data-remote="mf-mypage"]').getByRole('link', { name: 'Go to home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('main [data-remote]')).toHaveAttribute('data-remote', 'mf-feed');
  await page.goBack();
  await expect(page).toHaveURL(/\/notice\/5$/);
  await expect(page.getByTestId('route-params')).toHaveText('{"noticeId":"5"}');
  await page.goForward();
  await expect(page).toHaveURL(/\/$/);
});
