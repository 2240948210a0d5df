import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';

/**
 * A visitor browses Home against the real API and its demo posts: the endless list,
 * categories, the language, returning from a post to the same place, and a refresh.
 */
test.use({ locale: 'en-US' });

interface FeedItem {
  feedId: number;
  feedTitle: string;
  translatedFeedMap: Record<string, { feedTransTitle: string }>;
  /** The post's category, named in the language asked for. */
  categoryName: string;
}
interface Category {
  categoryId: string;
  translatedList: Record<string, { categoryName: string }>;
}

/** Every post of a category, page by page as the app asks for them. */
async function allPosts(request: APIRequestContext, categoryId = 'home', isoCode = 'en') {
  const posts: FeedItem[] = [];
  for (let page = 1; ; page += 1) {
    const last = posts.at(-1);
    const response = await request.get('/api/feed/getFeedList', {
      params: {
        page,
        size: 10,
        categoryId,
        type: categoryId,
        isoCode,
        ...(last ? { lastFeedId: last.feedId } : {}),
      },
    });
    const items = (await response.json()).data as FeedItem[];
    posts.push(...items);
    if (items.length < 10) return posts;
  }
}

async function categories(request: APIRequestContext, isoCode = 'en') {
  const response = await request.post('/api/feed/getFeedCategoryList', {
    data: { isoCode, isLoggedIn: false },
  });
  return (await response.json()).data as Category[];
}

const cards = (page: Page) => page.locator('a[data-feed-id]');
const shownIds = (page: Page) =>
  cards(page).evaluateAll((links) => links.map((link) => Number(link.dataset.feedId)));
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Scroll to the bottom until the list grows to at least `count` cards. */
async function scrollUntil(page: Page, count: number) {
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await cards(page).count()).toBeGreaterThanOrEqual(count);
  }).toPass({ timeout: 20_000 });
}

test('scrolls through every page to the end of the list', async ({ page, request }) => {
  const expected = await allPosts(request);
  expect(expected.length, 'the demo data holds several pages of posts').toBeGreaterThan(20);

  await page.goto('/');
  await expect(cards(page)).toHaveCount(10);
  await expect(page.getByText('You have seen all the posts.')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'Home (visitor)');

  await scrollUntil(page, expected.length);
  // When the posts fill whole pages, the end is only known once the next (empty) page answers.
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(page.getByText('You have seen all the posts.')).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  expect(await shownIds(page)).toEqual(expected.map((post) => post.feedId));
});

test('switching category starts that category at page 1 at the top', async ({ page, request }) => {
  const list = await categories(request);
  let chosen: { category: Category; posts: FeedItem[] } | undefined;
  for (const category of list.filter((c) => /^\d+$/.test(c.categoryId))) {
    const posts = await allPosts(request, category.categoryId);
    if (posts.length > 0) {
      chosen = { category, posts };
      break;
    }
  }
  if (!chosen) throw new Error('the demo data has no post in any category');
  const name = chosen.category.translatedList.en!.categoryName;

  await page.goto('/');
  await expect(cards(page)).toHaveCount(10);
  await scrollUntil(page, 11);
  expect(await scrollY(page)).toBeGreaterThan(0);

  const strip = page.getByRole('navigation', { name: 'Categories' });
  await expect(strip.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  await strip.getByRole('button', { name }).click();
  await expect(strip.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'true');
  await expect(strip.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
  await expect
    .poll(() => shownIds(page))
    .toEqual(chosen.posts.slice(0, 10).map((post) => post.feedId));
  expect(await scrollY(page)).toBe(0);
  // The active chip draws the white icon.
  await expect(strip.getByRole('button', { name }).locator('img')).toHaveAttribute(
    'src',
    /_w\.svg$/,
  );
  await expectNoSeriousA11yViolations(page, 'Home, one category');
});

test('a visitor switching language sees translated titles and category names', async ({
  page,
  request,
}) => {
  const [english] = await allPosts(request, 'home', 'en');
  const russianPosts = await allPosts(request, 'home', 'ru');
  const russian = russianPosts[0]!;
  const russianTitle = russian.translatedFeedMap.ru?.feedTransTitle ?? russian.feedTitle;
  const russianCategories = await categories(request, 'ru');

  await page.goto('/');
  const firstTitle = cards(page).first().getByRole('heading');
  await expect(firstTitle).toHaveText(
    english!.translatedFeedMap.en?.feedTransTitle ?? english!.feedTitle,
  );

  await expect(cards(page).first()).toContainText(english!.categoryName);

  await page.getByRole('combobox', { name: 'Language' }).selectOption('ru');
  await expect(firstTitle).toHaveText(russianTitle);
  // The card's category badge too: a list carries the names in the language asked for only.
  await expect(cards(page).first()).toContainText(russian.categoryName);
  const strip = page.getByRole('navigation', { name: 'Категории' });
  await expect(strip.getByRole('button').first()).toHaveText('Все');
  const someCategory = russianCategories.find((c) => /^\d+$/.test(c.categoryId))!;
  await expect(
    strip.getByRole('button', { name: someCategory.translatedList.ru!.categoryName }),
  ).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Язык' })).toHaveValue('ru');
  await expectNoSeriousA11yViolations(page, 'Home in Russian');

  // A visitor's choice lasts for the browser session: a reload keeps it.
  await page.reload();
  await expect(cards(page).first().getByRole('heading')).toHaveText(russianTitle);
});

test('back from a post lands on the same items at the same scroll position', async ({ page }) => {
  await page.goto('/');
  await scrollUntil(page, 20);
  await page.evaluate(() => window.scrollTo(0, 1600));
  await expect.poll(() => scrollY(page)).toBe(1600);
  const before = await shownIds(page);

  // A card in view, opened by a tap.
  const target = cards(page).nth(8);
  await target.scrollIntoViewIfNeeded();
  const savedY = await scrollY(page);
  const feedId = await target.getAttribute('data-feed-id');
  await target.click();
  await expect(page).toHaveURL(new RegExp(`/feed/${feedId}$`));

  // The browser's Back.
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => shownIds(page)).toEqual(before);
  await expect.poll(async () => Math.abs((await scrollY(page)) - savedY)).toBeLessThan(100);

  // The post screen's own Back button (to Home with ?restored=true): the same, then the query goes.
  await cards(page).nth(8).click();
  await expect(page).toHaveURL(new RegExp(`/feed/${feedId}$`));
  await page.getByRole('main').getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => shownIds(page)).toEqual(before);
  await expect.poll(async () => Math.abs((await scrollY(page)) - savedY)).toBeLessThan(100);
});

test('a refresh starts again at page 1 at the top', async ({ page }) => {
  await page.goto('/');
  await scrollUntil(page, 20);
  await page.evaluate(() => window.scrollTo(0, 1600));
  await expect.poll(() => scrollY(page)).toBe(1600);
  // Let the debounced scroll save land, so there is something to forget.
  await expect
    .poll(() => page.evaluate(() => JSON.parse(sessionStorage.getItem('feedListState')!).scrollY))
    .toBe(1600);

  await page.reload();
  await expect(cards(page)).toHaveCount(10);
  expect(await scrollY(page)).toBe(0);
  await expect(
    page.getByRole('navigation', { name: 'Categories' }).getByRole('button', { name: 'All' }),
  ).toHaveAttribute('aria-pressed', 'true');
});
