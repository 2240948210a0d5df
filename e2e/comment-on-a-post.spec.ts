import { expect, test, type Page } from '@playwright/test';
import { DEMO_USERS, signInAs } from './support/session.ts';
import { addComment, commentsOf, createPost, drawJpeg, removeComment } from './support/posts.ts';
import { toast } from './support/toasts.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';

/**
 * A member on someone else's post: likes and unlikes it, copies its link, comments
 * (the blank-comment notice first), edits the comment, replies to it, likes it and
 * deletes it, against the real API.
 */
test.use({ locale: 'en-US' });

let feedId = 0;

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  const yuki = await signInAs(page, DEMO_USERS.yuki, { goto: '/api/health' });
  feedId = await createPost(page.request, yuki.accessToken, {
    title: 'Parking near Yeouido',
    text: 'Where do you park when you visit the cherry blossoms?',
    images: [await drawJpeg(page, 'Parking', 120)],
  });
  // The server's language detection loads its tables on first use; on a busy machine that
  // can outlast the app's 10 s request time-out, so it is warmed up here, out of the test.
  await addComment(page.request, yuki.accessToken, { feedId, text: 'Warming up' });
  const [warmUp] = await commentsOf(page.request, feedId);
  await removeComment(page.request, yuki.accessToken, warmUp!.commentId);
  await page.close();
});

/** Press the modal host's button on the alert or confirm showing `message`. */
async function answer(page: Page, message: string | RegExp, button: string) {
  const dialog = page.getByRole('alertdialog').filter({ hasText: message });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: button }).click();
  await expect(dialog).toBeHidden();
}

test('likes and unlikes the post; the state survives a reload', async ({ page }) => {
  await signInAs(page, DEMO_USERS.john, { goto: `/feed/${feedId}` });
  await page.getByRole('button', { name: 'Like, 0 likes' }).click();
  const liked = page.getByRole('button', { name: 'Like, 1 like' });
  await expect(liked).toHaveAttribute('aria-pressed', 'true');
  await expectNoSeriousA11yViolations(page, 'a post (member)');
  await page.reload();
  await expect(liked).toHaveAttribute('aria-pressed', 'true');
  await liked.click();
  await expect(page.getByRole('button', { name: 'Like, 0 likes' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});

test('copies the link to the post, and says so in a toast', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInAs(page, DEMO_USERS.john, { goto: `/feed/${feedId}` });
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(toast(page, 'Link copied.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${baseURL}/feed/${feedId}`,
  );
});

test('comments, edits the comment, replies to it, likes it and deletes it', async ({ page }) => {
  await signInAs(page, DEMO_USERS.john, { goto: `/feed/${feedId}` });
  const box = page.getByRole('textbox', { name: 'Write a comment' });
  const send = page.getByRole('button', { name: 'Post comment' });

  // Blank: the button stays disabled, and a keyboard send shows the notice.
  await expect(send).toBeDisabled();
  await box.fill('   ');
  await expect(send).toBeDisabled();
  await box.press('Control+Enter');
  await answer(page, 'Please write a comment.', 'OK');

  await box.fill('Is there parking nearby?');
  await send.click();
  const mine = page.getByRole('article', { name: 'Comment by John' });
  await expect(mine).toContainText('Is there parking nearby?');
  await expect(mine.getByText(/^Edited /)).toHaveCount(0);
  await expect(box).toHaveValue('');
  await expect(page.getByRole('heading', { name: 'Comments 1' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'a post with a comment');

  // Edit in the dialog.
  await mine.getByRole('button', { name: "Options for John's comment" }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit comment' });
  const text = dialog.getByRole('textbox', { name: 'Comment text' });
  await expect(text).toHaveValue('Is there parking nearby?');
  await expectNoSeriousA11yViolations(page, 'the edit comment dialog');
  await text.fill('');
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  await text.fill('Is there parking near the park?');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(mine).toContainText('Is there parking near the park?');
  // Changed words are marked, with the time (spec: an edited comment says so).
  const edited = mine.locator('time', { hasText: /^Edited / });
  await expect(edited).toHaveText(/^Edited (just now|\d+ seconds? ago)$/);
  await expect(edited).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);

  // Like the comment.
  await mine.getByRole('button', { name: 'Like, 0 likes' }).click();
  await expect(mine.getByRole('button', { name: 'Like, 1 like' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // Reply on the reply screen, then come back.
  await mine.getByRole('link', { name: 'Reply' }).click();
  await expect(page).toHaveURL(new RegExp(`/feed/${feedId}/reply/\\d+\\?originalFrom=home$`));
  const replyBox = page.getByRole('textbox', { name: 'Write a reply' });
  await replyBox.press('Control+Enter');
  await answer(page, 'Please enter a comment.', 'OK');
  await replyBox.fill('The lot by exit 2 is usually free before noon.');
  await page.getByRole('button', { name: 'Post comment' }).click();
  await expect(page.getByRole('heading', { name: '1 reply' })).toBeVisible();
  await expect(page.getByText('The lot by exit 2 is usually free before noon.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'a reply screen (member)');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(new RegExp(`/feed/${feedId}$`));
  await expect(mine.getByRole('link', { name: '1 reply' })).toBeVisible();

  // Delete after confirming: the question says the reply goes with it.
  await mine.getByRole('button', { name: "Options for John's comment" }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await answer(page, 'Delete this comment and its 1 reply?', 'Delete');
  await expect(mine).toHaveCount(0);
  await expect(page.getByText(/No comments yet/)).toBeVisible();
});
