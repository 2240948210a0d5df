import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { ApiEnvelope } from '../shared/contracts/src/envelope.ts';
import type { FeedItem } from '../shared/contracts/src/feed.ts';
import { signInAs, signUpNewMember, storeSession } from './support/session.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';

/**
 * Searching the demo posts against the real API (spec 2, sections 2, 4, 5, 8 and 9):
 * Korean, Japanese and Latin words (through a translation), paging to the end, the way
 * back from a result, recent searches for visitors and members, the empty-term alert.
 */

/** Every page of a search as the API answers it, for the counts the screen must show. */
async function searchAll(
  request: APIRequestContext,
  searchText: string,
  isoCode: string,
): Promise<FeedItem[]> {
  const found: FeedItem[] = [];
  for (let page = 1; page < 20; page += 1) {
    const response = await request.get('/api/feed/searchFeedList', {
      params: { page, size: 10, searchText, isoCode, type: 'search' },
    });
    const envelope = (await response.json()) as ApiEnvelope<FeedItem[]>;
    found.push(...envelope.data);
    if (envelope.data.length < 10) break;
  }
  return found;
}

const box = (page: Page) => page.getByRole('searchbox');
const cards = (page: Page) => page.locator('a[data-feed-id]');
const recent = (page: Page) => page.getByRole('region', { name: /Recent searches|최근 검색어/ });
const cardIds = (page: Page) =>
  cards(page).evaluateAll((links) => links.map((l) => l.getAttribute('data-feed-id')));

async function searchFor(page: Page, term: string) {
  await box(page).fill(term);
  await box(page).press('Enter');
}

/** Scroll on until the list says it has ended. */
async function scrollToEnd(page: Page, endText: string) {
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(page.getByText(endText)).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
}

test.describe('a Korean reader', () => {
  test.use({ locale: 'ko-KR' });

  test('finds a two-character Korean word, marked in the Korean text', async ({
    page,
    request,
  }) => {
    const expected = await searchAll(request, '한강', 'ko');
    expect(expected.length).toBeGreaterThan(0);
    await page.goto('/search');
    await searchFor(page, '한강');
    await expect(cards(page)).toHaveCount(expected.length);
    expect(await cardIds(page)).toEqual(expected.map((p) => String(p.feedId)));
    for (const card of await cards(page).all()) {
      await expect(card.locator('mark').first()).toHaveText('한강');
    }
    await expect(page.getByText('검색 결과를 모두 확인했어요.')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'search results in Korean');
  });
});

test.describe('a Japanese reader', () => {
  test.use({ locale: 'ja-JP' });

  test('finds a Japanese word and pages to the end, a short page ending the list', async ({
    page,
    request,
  }) => {
    const expected = await searchAll(request, '韓国', 'ja');
    // More than one page, so the list really pages.
    expect(expected.length).toBeGreaterThan(10);
    await page.goto('/search');
    await searchFor(page, '韓国');
    await expect(cards(page)).toHaveCount(10);
    await scrollToEnd(page, '検索結果はこれで全部です。');
    await expect(cards(page)).toHaveCount(expected.length);
    expect(await cardIds(page)).toEqual(expected.map((p) => String(p.feedId)));
    await expect(cards(page).first().locator('mark').first()).toHaveText('韓国');
  });
});

test.describe('an English reader', () => {
  test.use({ locale: 'en-US' });

  test('finds a Latin word that only a translation holds, marked where it shows', async ({
    page,
    request,
  }) => {
    const expected = await searchAll(request, 'cinnamon', 'en');
    expect(expected).toHaveLength(1);
    const post = expected[0]!;
    // The original is not English: the word was found through the translation.
    expect(post.feedText.toLowerCase()).not.toContain('cinnamon');
    await page.goto('/search');
    await searchFor(page, '  cinnamon ');
    await expect(box(page)).toHaveValue('cinnamon');
    const card = cards(page).first();
    await expect(card).toHaveAttribute('href', `/feed/${post.feedId}?from=search`);
    await expect(card.getByRole('heading')).toHaveText(post.translatedFeedMap.en!.feedTransTitle);
    await expect(card.locator('mark')).toHaveText('cinnamon');
    await expect(card.locator('mark')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'search results');
  });

  test('a result opened and left returns to the same items at the same place', async ({ page }) => {
    await page.goto('/search');
    await searchFor(page, 'the');
    await expect(cards(page)).toHaveCount(10);
    // Load a second page, then stop part-way down it.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(cards(page)).not.toHaveCount(10);
    const target = cards(page).nth(12);
    await target.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, -200));
    await page.waitForTimeout(300);
    const before = { ids: await cardIds(page), y: await page.evaluate(() => window.scrollY) };
    expect(before.y).toBeGreaterThan(500);

    const feedId = await target.getAttribute('data-feed-id');
    await target.click();
    await expect(page).toHaveURL(new RegExp(`/feed/${feedId}\\?from=search$`));
    await page.getByRole('button', { name: 'Back' }).first().click();

    // The post's back button: /search?restored=true, restored, then the address says the
    // term again (a search can be shared).
    await expect(page).toHaveURL(/\/search\?q=the$/);
    await expect(box(page)).toHaveValue('the');
    expect(await cardIds(page)).toEqual(before.ids);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before.y - 100);
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - before.y)).toBeLessThanOrEqual(
      100,
    );

    // The browser's Back from a post lands in the same place too.
    await cards(page).nth(12).click();
    await expect(page).toHaveURL(/\/feed\/\d+\?from=search$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/search\?q=the$/);
    // The URL changes before the remote has drawn the restored list: wait for it.
    await expect.poll(() => cardIds(page)).toEqual(before.ids);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before.y - 100);

    // The bottom navigation's search tap from elsewhere starts afresh at the top.
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Home' })
      .click();
    await expect(page).toHaveURL(/\/$/);
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Search' })
      .click();
    await expect(page).toHaveURL(/\/search$/);
    await expect(box(page)).toHaveValue('');
    await expect(cards(page)).toHaveCount(0);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('an empty term is refused with an alert, keeping what was typed', async ({ page }) => {
    await page.goto('/search');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const alert = page.getByRole('alertdialog');
    await expect(alert).toContainText('Please enter a search term');
    await expectNoSeriousA11yViolations(page, 'the empty search alert');
    await alert.getByRole('button', { name: 'OK' }).click();
    await expect(alert).toHaveCount(0);

    await box(page).fill('   ');
    await box(page).press('Enter');
    await expect(page.getByRole('alertdialog')).toContainText('Please enter a search term');
    await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
    await expect(box(page)).toHaveValue('   ');
    await expect(cards(page)).toHaveCount(0);
  });

  test("a visitor's recent searches stay in this browser, newest first, one each", async ({
    page,
  }) => {
    await page.goto('/search');
    await expect(recent(page)).toHaveCount(0);
    for (const term of ['cinnamon', '한강', 'cinnamon']) await searchFor(page, term);
    const entries = recent(page).getByRole('listitem');
    await expect(entries).toHaveText(['cinnamon', '한강']);
    await expectNoSeriousA11yViolations(page, 'recent searches');

    await page.reload();
    await expect(entries).toHaveText(['cinnamon', '한강']);

    // Tapping an entry searches it.
    await recent(page).getByRole('button', { name: '한강', exact: true }).click();
    await expect(box(page)).toHaveValue('한강');
    await expect(page.getByRole('heading', { name: 'Results for “한강”' })).toBeVisible();
    await expect(entries).toHaveText(['한강', 'cinnamon']);

    // Deleting by keyboard: focus moves on to the next entry's delete button.
    await recent(page).getByRole('button', { name: 'Delete recent search “한강”' }).focus();
    await page.keyboard.press('Enter');
    await expect(entries).toHaveText(['cinnamon']);
    await expect(
      recent(page).getByRole('button', { name: 'Delete recent search “cinnamon”' }),
    ).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(recent(page)).toHaveCount(0);
    await expect(box(page)).toBeFocused();
  });

  test("a member's recent searches follow them to another browser", async ({ page, browser }) => {
    const member = await signUpNewMember(page, { isoCode: 'en' });
    await storeSession(page, member.session, '/search');
    await searchFor(page, 'cinnamon');
    await searchFor(page, '韓国');
    const entries = recent(page).getByRole('listitem');
    await expect(entries).toHaveText(['韓国', 'cinnamon']);

    const elsewhere = await browser.newContext({ locale: 'en-US' });
    const other = await elsewhere.newPage();
    await signInAs(other, member.email, { goto: '/search' });
    const otherEntries = recent(other).getByRole('listitem');
    await expect(otherEntries).toHaveText(['韓国', 'cinnamon']);

    await recent(other).getByRole('button', { name: 'Delete recent search “cinnamon”' }).click();
    await expect(otherEntries).toHaveText(['韓国']);
    await other.reload();
    await expect(otherEntries).toHaveText(['韓国']);
    await elsewhere.close();

    await page.reload();
    await expect(entries).toHaveText(['韓国']);
  });
});
