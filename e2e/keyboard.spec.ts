import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { createPost, demoPostToRead } from './support/posts.ts';
import { DEMO_USERS, mailCount, readCodeFrom, signInAs } from './support/session.ts';

/**
 * The main journeys by keyboard alone (Tab, Shift+Tab, Enter, Space, arrows in a radio
 * group, typing; no pointer), each with a budget of Tab presses to reach what it needs
 * (docs/accessibility.md, "Keyboard budgets"). A screen change puts focus on the new
 * screen's h1, so every count starts at the top of the screen it is on.
 */
test.use({ locale: 'en-US' });

/** The Tab budgets, as written in docs/accessibility.md. */
const BUDGET = {
  homeToSkipLink: 1,
  skipLinkToFirstPost: 1,
  homeToWrite: 4,
  homeToSearch: 3,
  searchHeadingToBox: 1,
  homeToMyPage: 6,
  postToLike: 4,
  postToCommentBox: 6,
  postToCommentsAction: 5,
  postTitleToBackShiftTab: 4,
  resultsToFirstResult: 1,
  myPageToTextSize: 2,
  textSizeToLikedPosts: 20,
} as const;

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement).catch(() => false);

/**
 * Press `key` until `target` has focus; answers how many presses it took, failing past
 * `budget`.
 */
async function pressUntil(page: Page, target: Locator, budget: number, key = 'Tab') {
  await expect(target).toBeAttached();
  for (let presses = 1; presses <= budget; presses += 1) {
    await page.keyboard.press(key);
    if (await isFocused(target)) return presses;
  }
  const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120));
  throw new Error(`${target} not reached in ${budget} presses of ${key}; focus is on ${focused}`);
}

/** After a change of screen, focus is on its h1 (and a screen reader has read it). */
async function expectHeadingFocused(page: Page, name?: string | RegExp) {
  const heading = page.getByRole('heading', { level: 1, ...(name ? { name } : {}) });
  await expect(heading).toBeFocused();
}

test('a visitor signs in by keyboard: skip link, the write button, e-mail and the mailed code', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('a[data-feed-id]').first()).toBeVisible();

  // The first Tab shows the skip link, the first thing on every screen.
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await pressUntil(page, skip, BUDGET.homeToSkipLink);
  await expect(skip).toBeInViewport();
  const write = menu(page).getByRole('link', { name: 'Write a post' });
  await pressUntil(page, write, BUDGET.homeToWrite - BUDGET.homeToSkipLink);
  await page.keyboard.press('Enter');

  // Writing is for members: the login dialog, the e-mail field ready to type in.
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  const email = dialog.getByRole('textbox', { name: 'E-mail' });
  await expect(email).toBeFocused();
  const before = await mailCount(DEMO_USERS.anna);
  await page.keyboard.type(DEMO_USERS.anna);
  await page.keyboard.press('Enter');
  const firstDigit = dialog.getByRole('textbox', { name: 'Digit 1 of 6' });
  await expect(firstDigit).toBeFocused();
  await page.keyboard.type(await readCodeFrom(DEMO_USERS.anna, { after: before }));

  // Signed in, on the write screen the visitor asked for, its heading read out.
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/feed\/write$/);
  await expectHeadingFocused(page);
  await expect(page.evaluate(() => localStorage.getItem('accessToken'))).resolves.toBeTruthy();
});

test('a member reads the newest post, likes it and comments on it by keyboard', async ({
  page,
  browser,
}) => {
  // The newest post on Home, by another member: plain words, no links, in English.
  const writer = await browser.newPage();
  const author = await signInAs(writer, DEMO_USERS.yuki, { goto: '/api/health' });
  const title = `Keyboard ${Date.now().toString(36)}`;
  const feedId = await createPost(writer.request, author.accessToken, {
    title,
    text: 'A post to like and answer without a mouse.',
  });
  await writer.close();
  await signInAs(page, DEMO_USERS.john);
  const card = page.locator(`a[data-feed-id="${feedId}"]`);
  await expect(card).toBeVisible();

  // The skip link jumps over the navigation, the header and the categories to the posts.
  await pressUntil(
    page,
    page.getByRole('link', { name: 'Skip to main content' }),
    BUDGET.homeToSkipLink,
  );
  await page.keyboard.press('Enter');
  await pressUntil(page, card, BUDGET.skipLinkToFirstPost);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/feed/${feedId}$`));
  await expectHeadingFocused(page, title);

  // From the post's title: the like button, pressed with Space.
  const like = page.getByRole('button', { name: /^Like, 0 likes$/ });
  const toLike = await pressUntil(page, like, BUDGET.postToLike);
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: 'Like, 1 like' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // On to the comment box (counted from the title), a comment typed and sent.
  const box = page.getByRole('textbox', { name: 'Write a comment' });
  await pressUntil(page, box, BUDGET.postToCommentBox - toLike);
  await page.keyboard.type('Liked and answered from the keyboard.');
  await page.keyboard.press('Control+Enter');
  const mine = page.getByRole('article', { name: 'Comment by John' });
  await expect(mine).toContainText('Liked and answered from the keyboard.');
  await expect(box).toBeFocused();
  await expect(box).toHaveValue('');
  await expectNoSeriousA11yViolations(page, 'a post after a keyboard comment');
});

test('on a post with many comments the comments action leads straight to the comment box', async ({
  page,
  request,
}) => {
  const post = await demoPostToRead(request);
  await signInAs(page, DEMO_USERS.john);
  await expect(page.locator('a[data-feed-id]').first()).toBeVisible();
  // Found by its title through search, all by keyboard.
  await pressUntil(page, menu(page).getByRole('link', { name: 'Search' }), BUDGET.homeToSearch);
  await page.keyboard.press('Enter');
  const box = page.getByRole('searchbox');
  await pressUntil(page, box, BUDGET.searchHeadingToBox);
  await page.keyboard.type(post.translatedFeedMap.en!.feedTransTitle);
  await page.keyboard.press('Enter');
  const result = page.locator(`a[data-feed-id="${post.feedId}"]`);
  await expect(result).toBeVisible();
  // Other posts may share words of its title: it is among the first results.
  await pressUntil(page, result, 10);
  await page.keyboard.press('Enter');
  await expectHeadingFocused(page, post.translatedFeedMap.en!.feedTransTitle);

  // Past the translation and language lines and the like: the comments, then into the box.
  const comments = page.getByRole('link', { name: /^\d+ comments?$/ });
  await pressUntil(page, comments, BUDGET.postToCommentsAction);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'Write a comment' })).toBeFocused();
});

test('a visitor searches by keyboard and opens a result', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('a[data-feed-id]').first()).toBeVisible();
  const search = menu(page).getByRole('link', { name: 'Search' });
  await pressUntil(page, search, BUDGET.homeToSearch);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search$/);

  // The search screen's heading first, the box the next stop.
  const box = page.getByRole('searchbox');
  await expectHeadingFocused(page, 'Search');
  await pressUntil(page, box, BUDGET.searchHeadingToBox);
  await page.keyboard.type('Seoul');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=Seoul$/);
  const first = page.locator('a[data-feed-id]').first();
  await expect(first).toBeVisible();
  // The results' heading takes focus (and is read out); the first result is the next stop.
  await expect(page.getByRole('heading', { name: 'Results for “Seoul”' })).toBeFocused();
  await pressUntil(page, first, BUDGET.resultsToFirstResult);
  const feedId = await first.getAttribute('data-feed-id');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/feed/${feedId}\\?from=search$`));
  await expectHeadingFocused(page);

  // Back by keyboard: Shift+Tab from the title reaches the back button.
  await pressUntil(
    page,
    page.getByRole('button', { name: 'Back' }),
    BUDGET.postTitleToBackShiftTab,
    'Shift+Tab',
  );
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=Seoul$/);
});

test('a member on my page sets the text size and opens their lists by keyboard', async ({
  page,
}) => {
  await signInAs(page, DEMO_USERS.john);
  await expect(page.locator('a[data-feed-id]').first()).toBeVisible();
  await pressUntil(page, menu(page).getByRole('link', { name: 'My page' }), BUDGET.homeToMyPage);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/myPage$/);
  await expectHeadingFocused(page, 'My page');

  // The text size: a radio group, one Tab stop; the arrows choose.
  const standard = page.getByRole('radio', { name: '100%' });
  await pressUntil(page, standard, BUDGET.myPageToTextSize);
  for (let step = 0; step < 3; step += 1) await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: '200%' })).toBeChecked();
  await expect(page.locator('html')).toHaveAttribute('data-text-size', '200');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(page.locator('html')).not.toHaveAttribute('data-text-size', /./);

  // Past the languages the member reads (a checkbox each) to the menu.
  const liked = page.getByRole('link', { name: 'Liked posts' });
  await pressUntil(page, liked, BUDGET.textSizeToLikedPosts);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/myPage\/myLikeList$/);
  await expectHeadingFocused(page, 'Liked posts');
});
