import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO_USERS, signInAs, signUpNewMember } from './support/session.ts';
import { addComment, createPost, drawJpeg, feedData, homePosts } from './support/posts.ts';
import { toast } from './support/toasts.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';

/**
 * A member reports someone's post (and is told it is already reported on a second try),
 * blocks a post's author and no longer sees their posts on Home, blocks a comment's
 * author and reports a comment; the owner deletes their own post. Against the real API;
 * the other members are new, so the demo members' lists stay as they were.
 */
test.use({ locale: 'en-US' });

interface Member {
  nickname: string;
  token: string;
}

let author: Member;
let commenter: Member;
let neighbour: Member;
let reportedPost = 0;
let blockedPost = 0;
let blockedOtherPost = 0;
let commentedPost = 0;

async function newMember(browser: Browser): Promise<Member & { page: Page }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/api/health');
  const { nickname, session } = await signUpNewMember(page);
  return { nickname, token: session.accessToken, page };
}

test.beforeAll(async ({ browser }) => {
  const a = await newMember(browser);
  author = a;
  const image = await drawJpeg(a.page, 'Report', 10);
  reportedPost = await createPost(a.page.request, a.token, {
    title: 'A post to report',
    text: 'Someone will report this.',
    images: [image],
  });
  blockedPost = await createPost(a.page.request, a.token, {
    title: 'Author to be blocked',
    text: 'Its author is about to be blocked.',
  });
  blockedOtherPost = await createPost(a.page.request, a.token, {
    title: 'Same author, another post',
    text: 'This one should vanish from Home too.',
  });

  const c = await newMember(browser);
  commenter = c;
  commentedPost = await createPost(c.page.request, c.token, {
    title: 'Comments to moderate',
    text: 'Two comments follow.',
  });
  await addComment(c.page.request, c.token, {
    feedId: commentedPost,
    text: 'Spam comment to report',
  });
  const n = await newMember(browser);
  neighbour = n;
  await addComment(n.page.request, n.token, {
    feedId: commentedPost,
    text: 'A neighbour comments',
  });
  for (const member of [a, c, n]) await member.page.context().close();
});

async function answer(page: Page, message: string | RegExp, button: string) {
  const dialog = page.getByRole('alertdialog').filter({ hasText: message });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: button }).click();
  await expect(dialog).toBeHidden();
}

/** The report dialog asks why: pick the reason, say more, send. */
async function reportWithReason(page: Page, title: string, reason: string, details = '') {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  const send = dialog.getByRole('button', { name: 'Report', exact: true });
  await expect(send).toBeDisabled();
  await expectNoSeriousA11yViolations(page, `the report dialog (${title})`);
  await dialog.getByRole('radio', { name: new RegExp(`^${reason}`) }).check();
  if (details) await dialog.getByRole('textbox').fill(details);
  await send.click();
  await expect(dialog).toBeHidden();
}

async function choose(page: Page, item: string) {
  await page.getByRole('button', { name: 'Post options' }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

test('reports a post; a second report from a page still showing it is already reported', async ({
  page,
  context,
}) => {
  await signInAs(page, DEMO_USERS.john, { goto: `/feed/${reportedPost}` });
  const second = await context.newPage();
  await second.goto(`/feed/${reportedPost}`);
  await expect(second.getByRole('heading', { level: 1 })).toHaveText('A post to report');

  await choose(page, 'Report');
  await reportWithReason(page, 'Report this post', 'Scam', 'Asks for a deposit before a viewing.');
  // Home at once, the thanks in a toast that needs no tap.
  await expect(page).toHaveURL(/\/$/);
  await expect(toast(page, 'Thank you. Your report has been received.')).toBeVisible();
  await expect(page.locator('a[data-feed-id]').first()).toBeVisible();
  await expect(page.locator(`a[data-feed-id="${reportedPost}"]`)).toHaveCount(0);

  await choose(second, 'Report');
  await reportWithReason(second, 'Report this post', 'Spam');
  await answer(second, 'You have already reported this post.', 'OK');
  await expect(second).toHaveURL(new RegExp(`/feed/${reportedPost}$`));
});

test("blocks a post's author; none of their posts are on Home any more", async ({ page }) => {
  const john = await signInAs(page, DEMO_USERS.john, { goto: `/feed/${blockedPost}` });
  await choose(page, 'Block this user');
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the block question');
  await answer(
    page,
    `Block ${author.nickname}? You will no longer see their posts and comments.`,
    'Block this user',
  );
  await expect(page).toHaveURL(/\/$/);
  await expect(toast(page, `${author.nickname} has been blocked.`)).toBeVisible();
  await expect(page.locator('a[data-feed-id]').first()).toBeVisible();
  for (const feedId of [blockedPost, blockedOtherPost]) {
    await expect(page.locator(`a[data-feed-id="${feedId}"]`)).toHaveCount(0);
  }
  const home = await homePosts(page.request, john.accessToken);
  expect(home.filter((p) => p.userNickname === author.nickname)).toEqual([]);
  expect(await feedData(page.request, blockedPost, { token: john.accessToken })).toBeNull();
});

test("reports one comment and blocks another's author; the comments reload without them", async ({
  page,
}) => {
  await signInAs(page, DEMO_USERS.john, { goto: `/feed/${commentedPost}` });
  const spam = page.getByRole('article', { name: `Comment by ${commenter.nickname}` });
  await expect(spam).toContainText('Spam comment to report');
  await spam.getByRole('button', { name: /^Options for/ }).click();
  await page.getByRole('menuitem', { name: 'Report' }).click();
  await reportWithReason(page, 'Report this comment', 'Spam');
  await expect(toast(page, 'Thank you. Your report has been received.')).toBeVisible();
  await expect(spam).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/feed/${commentedPost}$`));

  const other = page.getByRole('article', { name: `Comment by ${neighbour.nickname}` });
  await other.getByRole('button', { name: /^Options for/ }).click();
  await page.getByRole('menuitem', { name: 'Block this user' }).click();
  await answer(page, new RegExp(`^Block ${neighbour.nickname}\\?`), 'Block this user');
  await expect(toast(page, `${neighbour.nickname} has been blocked.`)).toBeVisible();
  await expect(other).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/feed/${commentedPost}$`));
  await expect(page.getByText(/No comments yet/)).toBeVisible();
});

test('blocking from a page still showing a blocked author says they are already blocked', async ({
  page,
  context,
}) => {
  await signInAs(page, DEMO_USERS.john, { goto: `/feed/${commentedPost}` });
  const second = await context.newPage();
  await second.goto(`/feed/${commentedPost}`);
  await expect(second.getByRole('heading', { level: 1 })).toHaveText('Comments to moderate');

  await choose(page, 'Block this user');
  await answer(page, new RegExp(`^Block ${commenter.nickname}\\?`), 'Block this user');
  await expect(page).toHaveURL(/\/$/);
  await expect(toast(page, `${commenter.nickname} has been blocked.`)).toBeVisible();

  await choose(second, 'Block this user');
  await answer(second, new RegExp(`^Block ${commenter.nickname}\\?`), 'Block this user');
  await answer(second, 'You have already blocked this user.', 'OK');
  await expect(second).toHaveURL(new RegExp(`/feed/${commentedPost}$`));
});

test('the owner deletes their own post and lands on Home without it', async ({ page }) => {
  const john = await signInAs(page, DEMO_USERS.john, { goto: '/api/health' });
  const own = await createPost(page.request, john.accessToken, {
    title: 'My post to delete',
    text: 'Posted by mistake.',
    images: [await drawJpeg(page, 'Delete', 300)],
  });
  await page.goto(`/feed/${own}`);
  await page.getByRole('button', { name: 'Post options' }).click();
  await expect(page.getByRole('menuitem')).toHaveText(['Edit', 'Delete']);
  await expectNoSeriousA11yViolations(page, 'the post options menu');
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await answer(page, 'Delete this post? This cannot be undone.', 'Delete');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('a[data-feed-id]').first()).toBeVisible();
  await expect(page.locator(`a[data-feed-id="${own}"]`)).toHaveCount(0);
  expect(await feedData(page.request, own)).toBeNull();
});

test('the owner edit leads to the edit screen with the post id', async ({ page }) => {
  const john = await signInAs(page, DEMO_USERS.john, { goto: '/api/health' });
  const own = await createPost(page.request, john.accessToken, {
    title: 'My post to edit',
    text: 'Needs a fix.',
  });
  await page.goto(`/feed/${own}`);
  await page.getByRole('button', { name: 'Post options' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await expect(page).toHaveURL(new RegExp(`/feed/update\\?feedId=${own}$`));
});
