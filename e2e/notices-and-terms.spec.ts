import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';

/**
 * A visitor reads the notices (pinned first, page kept when coming back), one notice and
 * its app web view, both terms pages, an older version, and the pages' query options,
 * against the real API and its demo notices and terms.
 */
test.use({ locale: 'en-US' });

test('a visitor reads the notices, pinned first, and comes back to the same page', async ({
  page,
}) => {
  await page.goto('/myPage');
  await page.getByRole('link', { name: 'Notices' }).click();
  await expect(page).toHaveURL(/\/notice$/);
  const list = page.getByRole('list', { name: 'Notices' });
  const rows = list.getByRole('link');
  // 3 pinned notices, then a page of 10 others.
  await expect(rows).toHaveCount(13);
  for (const index of [0, 1, 2]) await expect(rows.nth(index)).toContainText('Pinned');
  await expect(rows.nth(3)).not.toContainText('Pinned');
  await expect(rows.filter({ hasText: 'KFeed community guidelines' })).toContainText('Pinned');
  await expectNoSeriousA11yViolations(page, 'notices');

  const pages = page.getByRole('navigation', { name: 'Pages of notices' });
  await expect(pages.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  await pages.getByRole('button', { name: 'Page 2' }).click();
  await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(rows).toHaveCount(5);
  await expect(pages.getByRole('button', { name: 'Next page' })).toBeDisabled();

  const notice = rows.nth(3);
  const title = (await notice.locator('span').last().textContent()) ?? '';
  await notice.click();
  await expect(page).toHaveURL(/\/notice\/\d+$/);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'a notice');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/notice$/);
  await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('a notice shows its title, date and rich text, sanitised; the web view only the text', async ({
  page,
}) => {
  await page.goto('/notice');
  await page.getByRole('link', { name: /KFeed community guidelines/ }).click();
  const article = page.getByRole('article');
  await expect(article.getByRole('heading', { level: 2 })).toContainText(
    'KFeed community guidelines',
  );
  await expect(article.locator('time')).toHaveText(/\d{4}/);
  // The attachment link opens beside the app.
  const attachment = article.locator('a[href^="/api/fileDownload.do"]');
  await expect(attachment).toHaveAttribute('target', '_blank');
  await expect(attachment).toHaveAttribute('rel', /noopener/);
  const id = page.url().split('/').pop();

  await page.goto(`/notice/webView/${id}`);
  await expect(page.getByRole('article')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'a notice in the web view');
  await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: /KFeed community guidelines/ })).toHaveCount(0);

  await page.goto(`/notice/${id}?type=noHeader`);
  await expect(page.getByRole('article')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);
});

test('the terms open on the current version, and an older one can be read', async ({ page }) => {
  await page.goto('/myPage');
  await page.getByRole('link', { name: 'Terms of service' }).click();
  await expect(page).toHaveURL(/\/terms$/);
  const version = page.getByRole('combobox', { name: 'Version' });
  await expect(version.locator('option:checked')).toHaveText('2025-06 (current version)');
  await expect(page.getByText('Announced', { exact: true })).toBeVisible();
  await expect(page.getByText('May 23, 2025')).toBeVisible();
  await expect(page.getByText('Effective', { exact: true })).toBeVisible();
  await expect(page.getByText('June 1, 2025')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'KFeed Terms of Service' })).toBeVisible();
  await expect(page.getByText(/translation/i).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the terms of service');

  await version.selectOption({ label: '2024-01' });
  await expect(page.getByText('January 1, 2024')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'KFeed Terms of Service' })).toBeVisible();

  await page.goto('/privacy');
  await expect(page.getByRole('heading', { name: 'KFeed Privacy Policy' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Privacy policy', exact: true })).toBeVisible();
});

test('the isoCode query picks the language, type=noHeader hides the header, and a missing translation is said', async ({
  page,
}) => {
  await page.goto('/terms?isoCode=ko&type=noHeader');
  await expect(page.getByRole('heading', { name: 'KFeed 이용약관' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);
  await expect(page.getByRole('note')).toHaveCount(0);

  // Vietnamese: headings written in Vietnamese over the English articles, as a line says.
  await page.goto('/privacy?isoCode=vi');
  await expect(
    page.getByRole('heading', { name: 'Chính sách quyền riêng tư KFeed' }),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Điều 1 Thông tin chúng tôi thu thập' }),
  ).toBeVisible();
  await expect(page.getByText('Nội dung chi tiết hiện chỉ có bằng tiếng Anh.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the privacy policy in Vietnamese');
  await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();

  // A notice's title is in Vietnamese; its text has no Vietnamese version: the English
  // one, with a note saying so.
  await page.goto('/notice?isoCode=vi');
  const link = page.getByRole('link', { name: /Quy tắc cộng đồng KFeed/ });
  await page.goto(`${await link.getAttribute('href')}?isoCode=vi`);
  const article = page.getByRole('article');
  await expect(article.getByRole('heading', { level: 2 })).toContainText('Quy tắc cộng đồng KFeed');
  await expect(article).toContainText('KFeed is a place for foreign residents');
  await expect(page.getByRole('note')).toBeVisible();
});
