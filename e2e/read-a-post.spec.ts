import { expect, test, type Locator, type Page } from '@playwright/test';
import type { FeedItem } from '../shared/contracts/src/feed.ts';
import { demoPostToRead, feedData } from './support/posts.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';

/**
 * A visitor reads a demo post against the real API: in their language with the original
 * a tap away, the photos in the carousel and the full-screen viewer, the comments and a
 * reply screen, and none of the member controls.
 */
test.use({ locale: 'en-US' });

let post: FeedItem;

test.beforeAll(async ({ request }) => {
  post = await demoPostToRead(request);
});

/** Open the post from its card on Home, scrolling the endless list until it shows. */
async function openFromHome(page: Page) {
  await page.goto('/');
  const card = page.locator(`a[data-feed-id="${post.feedId}"]`);
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(card).toBeAttached({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/feed/${post.feedId}$`));
}

/** The share title: the text's first line, cut to 50 characters (spec 2, section 2). */
function shareTitle(text: string) {
  const line = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .find(Boolean)!;
  const chars = Array.from(
    new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(line),
    (s) => s.segment,
  );
  return chars.length <= 50 ? line : `${chars.slice(0, 49).join('').trimEnd()}…`;
}

const counter = (carousel: Locator) => carousel.getByText(/^\d+ \/ \d+$/);

test('reads the post in English, with the original a tap away, and no member controls', async ({
  page,
  request,
}) => {
  const english = post.translatedFeedMap.en!;
  const original = (await feedData(request, post.feedId, { getOriginal: true }))!;
  await openFromHome(page);

  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(english.feedTransTitle);
  await expect(page).toHaveTitle(`${shareTitle(english.feedTransText)} | KFeed`);
  const ogImage = await page.locator('meta[property="og:image"]').getAttribute('content');
  expect(ogImage).toContain(post.feedImageList.find((i) => i.order === 0)?.url ?? '');
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  await expectNoSeriousA11yViolations(page, 'a post (visitor)');

  // The post's own toggle (its comments have theirs).
  const article = page.getByRole('article').first();
  await article.getByRole('button', { name: 'See original' }).click();
  await expect(heading).toHaveText(original.feedTitle);
  await article.getByRole('button', { name: 'See translation' }).click();
  await expect(heading).toHaveText(english.feedTransTitle);

  for (const control of ['Copy link', 'Post options', /^Like,/]) {
    await expect(page.getByRole('button', { name: control })).toHaveCount(0);
  }
  await expect(page.getByRole('textbox')).toHaveCount(0);

  // Leaving the post puts the page's own title back.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('meta[property="og:type"]')).toHaveCount(0);
});

test('the carousel swipes between photos, and a drag never opens the viewer', async ({ page }) => {
  await page.goto(`/feed/${post.feedId}`);
  const count = post.feedImageList.length;
  const carousel = page.getByRole('region', { name: `${count} photos` });
  await expect(counter(carousel)).toHaveText(`1 / ${count}`);
  await carousel.getByRole('button', { name: 'Next photo' }).click();
  await expect(counter(carousel)).toHaveText(`2 / ${count}`);

  const box = (await carousel.boundingBox())!;
  const y = box.y + box.height / 2;
  const drag = async (dx: number) => {
    await page.mouse.move(box.x + box.width / 2, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + dx / 2, y, { steps: 4 });
    await page.mouse.move(box.x + box.width / 2 + dx, y, { steps: 4 });
    await page.mouse.up();
  };
  // 30 px: more than 5 (not a click), less than 50 (not a swipe).
  await drag(30);
  await expect(counter(carousel)).toHaveText(`2 / ${count}`);
  await expect(page.getByRole('dialog', { name: 'Photo viewer' })).toHaveCount(0);
  // 120 px to the right: back to the first photo.
  await drag(120);
  await expect(counter(carousel)).toHaveText(`1 / ${count}`);
  await expect(page.getByRole('dialog', { name: 'Photo viewer' })).toHaveCount(0);

  // The keyboard works too.
  await carousel.getByRole('button', { name: `Open photo 1 of ${count} full screen` }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(counter(carousel)).toHaveText(`2 / ${count}`);
});

test('the viewer opens full screen, zooms, moves with the arrows and closes back to the photo', async ({
  page,
}) => {
  await page.goto(`/feed/${post.feedId}`);
  const count = post.feedImageList.length;
  const opener = page.getByRole('button', { name: `Open photo 1 of ${count} full screen` });
  await opener.click();
  const viewer = page.getByRole('dialog', { name: 'Photo viewer' });
  await expect(viewer).toBeVisible();
  const box = (await viewer.boundingBox())!;
  expect(box.width).toBe(390);
  expect(box.height).toBe(844);
  await expect(viewer.getByText(`1 / ${count}`)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the photo viewer');

  const image = viewer.getByRole('img', { name: `Photo 1 of ${count}` });
  await expect(image).toHaveAttribute('data-scale', '1');
  const imageBox = (await image.boundingBox())!;
  await page.mouse.dblclick(imageBox.x + imageBox.width / 2, imageBox.y + imageBox.height / 2);
  await expect(image).toHaveAttribute('data-scale', '2.5');
  await page.mouse.wheel(0, 100);
  await expect(image).toHaveAttribute('data-scale', '2.4');
  await viewer.getByRole('button', { name: 'Zoom out' }).click();
  await expect(image).toHaveAttribute('data-scale', '1.9');

  await page.keyboard.press('ArrowRight');
  await expect(viewer.getByText(`2 / ${count}`)).toBeVisible();
  await expect(viewer.getByRole('img', { name: `Photo 2 of ${count}` })).toHaveAttribute(
    'data-scale',
    '1',
  );
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(opener).toBeFocused();

  await opener.click();
  await page.getByRole('button', { name: 'Close the photo viewer' }).click();
  await expect(viewer).toBeHidden();
});

test('reads the comments and a reply screen, then goes back to the post and Home', async ({
  page,
}) => {
  await openFromHome(page);
  const comments = page.getByRole('region', { name: /^Comments \d+$/ });
  await expect(comments.getByRole('article').first()).toBeVisible();
  const replies = comments.getByRole('link', { name: /^\d+ repl(y|ies)$/ }).first();
  await replies.click();
  await expect(page).toHaveURL(new RegExp(`/feed/${post.feedId}/reply/\\d+\\?originalFrom=home$`));
  await expect(
    page
      .getByRole('region', { name: /^\d+ repl(y|ies)$/ })
      .getByRole('article')
      .first(),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'a reply screen (visitor)');
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(new RegExp(`/feed/${post.feedId}$`));
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a visitor who wants to comment is asked to log in', async ({ page }) => {
  await page.goto(`/feed/${post.feedId}`);
  await page.getByRole('button', { name: 'Log in to write a comment' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the login dialog over a post');
});

test.describe('in Korean', () => {
  test.use({ locale: 'ko-KR' });

  test('the post and the screen read in Korean', async ({ page, request }) => {
    const korean = (await feedData(request, post.feedId, { isoCode: 'ko' }))!;
    await page.goto(`/feed/${post.feedId}`);
    const title = korean.translatedFeedMap.ko?.feedTransTitle ?? korean.feedTitle;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('button', { name: '뒤로' })).toBeVisible();
    await expect(page.getByRole('region', { name: /^댓글 \d+$/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'a post in Korean');
    const text = korean.translatedFeedMap.ko?.feedTransText ?? korean.feedText;
    await expect(page).toHaveTitle(`${shareTitle(text)} | KFeed`);
  });
});
