import { expect, test } from '@playwright/test';
import { DEMO_USERS, signInAs } from './support/session.ts';
import { commentsOf, createPost, drawJpeg, feedData, homePosts } from './support/posts.ts';
import { toast } from './support/toasts.ts';

/**
 * Actions never lost, never doubled: a like and a comment made offline wait in the outbox,
 * shown as waiting, and reach the API exactly once when the connection returns; a comment
 * whose answer is lost on the way back is sent again with its key and still counts once.
 */
test.use({ locale: 'en-US' });

let feedId = 0;

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  const yuki = await signInAs(page, DEMO_USERS.yuki, { goto: '/api/health' });
  feedId = await createPost(page.request, yuki.accessToken, {
    title: 'Night buses in Seoul',
    text: 'Which night bus goes from Hongdae to Gangnam?',
  });
  await page.close();
});

test('a like and a comment made offline are sent once when the connection returns', async ({
  page,
  context,
}) => {
  const john = await signInAs(page, DEMO_USERS.john, { goto: `/feed/${feedId}` });
  const box = page.getByRole('textbox', { name: 'Write a comment' });
  await expect(box).toBeVisible();

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Like, 0 likes' }).click();
  await expect(page.getByRole('button', { name: 'Like, 1 like' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByTestId('like-waiting')).toBeVisible();

  await box.fill('N62 goes there, every 20 minutes.');
  await page.getByRole('button', { name: 'Post comment' }).click();
  const pending = page.getByTestId('pending-comments');
  await expect(pending).toContainText('N62 goes there, every 20 minutes.');
  await expect(pending).toContainText('Waiting for a connection');
  await expect(box).toHaveValue('');
  await expect(page.getByTestId('outbox-status')).toContainText('2 waiting to be sent');
  // Nothing reached the API yet.
  expect(await commentsOf(page.request, feedId)).toEqual([]);

  await context.setOffline(false);
  await expect(page.getByTestId('outbox-status')).toBeHidden();
  await expect(pending).toBeHidden();
  await expect(page.getByRole('article', { name: /Comment by john/i })).toContainText(
    'N62 goes there, every 20 minutes.',
  );
  await expect(page.getByTestId('like-waiting')).toBeHidden();

  const comments = await commentsOf(page.request, feedId);
  expect(comments.map((comment) => comment.commentText)).toEqual([
    'N62 goes there, every 20 minutes.',
  ]);
  const post = await feedData(page.request, feedId, { token: john.accessToken });
  expect(post).toMatchObject({ isLiked: 'Y', feedLikeCount: 1 });
});

test('a comment whose answer was lost is sent again with its key and counts once', async ({
  page,
}) => {
  // Background Sync would send the kept comment by itself as soon as it is queued, racing
  // the member's tap; without it, "Send now" is what sends it again.
  await page.addInitScript(() => {
    Object.defineProperty(ServiceWorkerRegistration.prototype, 'sync', { get: () => undefined });
  });
  await signInAs(page, DEMO_USERS.john, { goto: `/feed/${feedId}` });
  const box = page.getByRole('textbox', { name: 'Write a comment' });
  await expect(box).toBeVisible();

  // The first attempt reaches the API, and its answer is lost on the way back.
  const keys: string[] = [];
  let lostOnce = false;
  await page.route('**/api/comment/insertComment', async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (lostOnce) return route.continue();
    lostOnce = true;
    await route.fetch();
    return route.abort('connectionreset');
  });

  await box.fill('The N26 too.');
  await page.getByRole('button', { name: 'Post comment' }).click();
  await expect(page.getByTestId('pending-comments')).toContainText('The N26 too.');
  await page.getByRole('button', { name: 'Send now' }).click();
  await expect(page.getByTestId('pending-comments')).toBeHidden();

  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  const mine = (await commentsOf(page.request, feedId)).filter(
    (comment) => comment.commentText === 'The N26 too.',
  );
  expect(mine).toHaveLength(1);
});

test('a post written offline waits with its photo and is published when back online', async ({
  page,
  context,
}) => {
  const john = await signInAs(page, DEMO_USERS.john, { goto: '/feed/write' });
  await page.getByLabel('Category').selectOption({ index: 1 });
  await page.getByRole('textbox', { name: 'Title' }).fill('Offline note about Busan');
  await page.getByRole('textbox', { name: 'Text' }).fill('Written on the subway.');
  await page
    .getByTestId('write-photo-input')
    .setInputFiles([
      { name: 'busan.jpg', mimeType: 'image/jpeg', buffer: await drawJpeg(page, 'Busan', 200) },
    ]);
  await expect(page.getByRole('button', { name: /^Photo 1 of 1$/ })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText('Preparing the photo…')).toHaveCount(0, { timeout: 30_000 });

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(toast(page, /sent when the connection returns/)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('outbox-status')).toContainText('1 waiting to be sent');

  await context.setOffline(false);
  await expect(page.getByTestId('outbox-status')).toBeHidden();
  const published = (await homePosts(page.request, john.accessToken)).filter(
    (post) => post.feedTitle === 'Offline note about Busan',
  );
  expect(published).toHaveLength(1);
  expect(published[0]?.feedImageList).toHaveLength(1);
});
