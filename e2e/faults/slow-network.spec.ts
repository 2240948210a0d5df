import { expect, test } from '@playwright/test';
import { DEMO_USERS, mailCount, readCodeFrom } from '../support/session.ts';
import { commentsOf } from '../support/posts.ts';

/**
 * A fault: a slow mobile network, 400 ms each way and 1.6 Mbps (Chromium's own throttling,
 * through the DevTools protocol), for a whole visit: sign in with the e-mailed code, read a
 * post, write a comment. Every step gets there, and what the member typed is never lost
 * while the network takes its time.
 */
test.use({ locale: 'en-US' });

const SLOW = {
  offline: false,
  latency: 400,
  // Bytes per second: 1.6 Mbps down, 750 kbps up.
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

test('sign in, read and comment over a slow network', async ({ page }) => {
  test.setTimeout(180_000);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW);

  await page.goto('/');
  const firstCard = page.locator('a[data-feed-id]').first();
  await expect(firstCard).toBeVisible({ timeout: 60_000 });
  // The throttling holds (the fault is real): a small call from the page takes at least
  // the added latency.
  const callMs = await page.evaluate(async () => {
    const started = performance.now();
    await (await fetch('/api/health', { cache: 'no-store' })).text();
    return performance.now() - started;
  });
  expect(callMs).toBeGreaterThanOrEqual(SLOW.latency);

  // Sign in: the e-mailed code, typed while the answers crawl back.
  await page.getByRole('navigation').getByRole('link', { name: 'Write a post' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  const before = await mailCount(DEMO_USERS.john);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(DEMO_USERS.john);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('Step 2 of 2')).toBeVisible({ timeout: 30_000 });
  const code = await readCodeFrom(DEMO_USERS.john, { after: before });
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).fill(code);
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/feed\/write$/, { timeout: 30_000 });

  // Read a post from Home.
  await page.goto('/');
  await expect(firstCard).toBeVisible({ timeout: 60_000 });
  const feedId = Number(await firstCard.getAttribute('data-feed-id'));
  await firstCard.click();
  await expect(page).toHaveURL(new RegExp(`/feed/${feedId}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 60_000 });

  // Write a comment: the box clears only once it is on its way, and it arrives once.
  const text = `Slow but sure, ${Date.now()}`;
  const box = page.getByRole('textbox', { name: 'Write a comment' });
  await box.fill(text);
  await page.getByRole('button', { name: 'Post comment' }).click();
  await expect(page.getByRole('article', { name: /Comment by john/i }).last()).toContainText(text, {
    timeout: 60_000,
  });
  await expect(box).toHaveValue('');
  const mine = (await commentsOf(page.request, feedId)).filter(
    (comment) => comment.commentText === text,
  );
  expect(mine).toHaveLength(1);
});
