import { expect, test } from '@playwright/test';
import { signUpNewMember, storeSession } from './support/session.ts';

test.use({ locale: 'en-US' });

test('a remote and the shell share one session store', async ({ context }) => {
  const page = await context.newPage();
  await page.goto('/myPage');
  const myPage = page.locator('[data-remote="mf-mypage"]');
  await expect(myPage.getByRole('button', { name: 'Log in' })).toBeVisible();

  // Another tab signs in: only the shell listens to storage, and the remote sees the change.
  const other = await context.newPage();
  const member = await signUpNewMember(other, { isoCode: 'en' });
  await storeSession(other, member.session, '/notice');
  await expect(myPage.getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect(myPage.getByText(member.nickname)).toBeVisible();

  // Signed out there: the shell tells this tab and leaves my page.
  await other.evaluate(() => localStorage.clear());
  await expect(page.getByRole('alertdialog')).toContainText('You were logged out in another tab.');
  await expect(page).toHaveURL(/\/$/);
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
