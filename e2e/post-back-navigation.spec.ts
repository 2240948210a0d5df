import { expect, test, type Page } from '@playwright/test';
import { DEMO_USERS, signInAs } from './support/session.ts';
import { addComment, commentsOf, createPost, drawJpeg } from './support/posts.ts';

/**
 * Every way back from a post (spec 2, section 2): to Home restored by default, to the
 * list or profile it was opened from, through its reply screen, and after a new post
 * or an edit (Home afresh, the post replaced in history).
 */
test.use({ locale: 'en-US' });

let feedId = 0;
let commentId = 0;
let authorId = 0;

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  const minh = await signInAs(page, DEMO_USERS.minh, { goto: '/api/health' });
  authorId = minh.userId;
  feedId = await createPost(page.request, minh.accessToken, {
    title: 'Back paths test post',
    text: 'A post to walk back from.',
    images: [await drawJpeg(page, 'Back', 200)],
  });
  await addComment(page.request, minh.accessToken, { feedId, text: 'Top comment' });
  const [comment] = await commentsOf(page.request, feedId);
  commentId = comment!.commentId;
  await addComment(page.request, minh.accessToken, {
    feedId,
    text: 'A reply',
    parentCommentId: commentId,
  });
  await page.close();
});

const back = (page: Page) => page.getByRole('button', { name: 'Back' }).first().click();
const postHeading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: 'Back paths test post' });

test('a post opened from Home goes back to Home with its list restored', async ({ page }) => {
  await page.goto('/');
  const card = page.locator(`a[data-feed-id="${feedId}"]`);
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/feed/${feedId}$`));
  await expect(postHeading(page)).toBeVisible();
  await back(page);
  // Home reads ?restored=true, restores its list, then takes the query away.
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator(`a[data-feed-id="${feedId}"]`)).toBeVisible();
});

test('a post opened from a list or a profile goes back there', async ({ page }) => {
  await signInAs(page, DEMO_USERS.john, { goto: '/api/health' });
  const cases: [string, RegExp][] = [
    ['?from=search', /\/search(\?restored=true)?$/],
    ['?from=myLike', /\/myPage\/myLikeList(\?restored=true)?$/],
    ['?from=myFeed', /\/myPage\/myFeedList(\?restored=true)?$/],
    [`?from=profile&profileUserId=${authorId}&originRoute=home&depth=1`, /\/profile$/],
    ['?from=profile&originRoute=search', /\/search(\?restored=true)?$/],
  ];
  for (const [query, expected] of cases) {
    await page.goto(`/feed/${feedId}${query}`);
    await expect(postHeading(page)).toBeVisible();
    await back(page);
    await expect(page, `back from ${query}`).toHaveURL(expected);
  }
});

test('after a new post, back resets Home to its category and replaces the post', async ({
  page,
}) => {
  await page.goto('/search');
  await page.goto(`/feed/${feedId}?created=true&categoryId=3`);
  await expect(postHeading(page)).toBeVisible();
  const firstPage = page.waitForRequest((request) =>
    request.url().includes('/api/feed/getFeedList'),
  );
  await back(page);
  await expect(page).toHaveURL(/\/$/);
  // Home starts the category afresh at page 1 (a short category may load page 2 at once
  // after, so the saved page alone does not tell).
  const query = new URL((await firstPage).url()).searchParams;
  expect([query.get('categoryId'), query.get('page')]).toEqual(['3', '1']);
  const saved = await page.evaluate(() =>
    JSON.parse(sessionStorage.getItem('feedListState') ?? 'null'),
  );
  expect(saved).toMatchObject({ categoryId: '3' });
  // The post was replaced: the browser's Back skips it.
  await page.goBack();
  await expect(page).toHaveURL(/\/search$/);
});

test('after an edit, back goes to a fresh Home', async ({ page }) => {
  await page.goto(`/feed/${feedId}?updated=true&from=search`);
  await expect(postHeading(page)).toBeVisible();
  await back(page);
  await expect(page).toHaveURL(/\/$/);
});

test('through the reply screen and back, the post still returns to its origin', async ({
  page,
}) => {
  await page.goto(`/feed/${feedId}?from=search`);
  await page.getByRole('link', { name: '1 reply' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/feed/${feedId}/reply/${commentId}\\?originalFrom=search$`),
  );
  await expect(page.getByText('A reply', { exact: true })).toBeVisible();
  await back(page);
  await expect(page).toHaveURL(new RegExp(`/feed/${feedId}\\?from=search$`));
  await back(page);
  await expect(page).toHaveURL(/\/search(\?restored=true)?$/);
});

test('a reply screen opened directly goes to its post, and the post to the origin', async ({
  page,
}) => {
  await signInAs(page, DEMO_USERS.john, { goto: '/api/health' });
  await page.goto(`/feed/${feedId}/reply/${commentId}?originalFrom=myFeed`);
  await expect(page.getByText('Top comment', { exact: true })).toBeVisible();
  await back(page);
  await expect(page).toHaveURL(new RegExp(`/feed/${feedId}\\?from=reply&originalFrom=myFeed$`));
  await back(page);
  await expect(page).toHaveURL(/\/myPage\/myFeedList(\?restored=true)?$/);
});

test('the author opens their profile; from that profile, it leads back to it', async ({ page }) => {
  await page.goto(`/feed/${feedId}?from=search`);
  await page.getByRole('link', { name: "View Minh's profile" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await page.goto(`/feed/${feedId}?from=profile&profileUserId=${authorId}&depth=1`);
  await page.getByRole('link', { name: "View Minh's profile" }).click();
  await expect(page).toHaveURL(/\/profile$/);
});
