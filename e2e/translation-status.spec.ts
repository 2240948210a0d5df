import { expect, test, type Page } from '@playwright/test';
import { DEMO_USERS, signInAs, signUpNewMember, storeSession } from './support/session.ts';
import { createPost } from './support/posts.ts';
import { translatorControl } from './support/translator.ts';

/**
 * Translation you can see happening, against the real API: the browser tests' API routes
 * Uzbek alone to a LibreTranslate stand-in (playwright.config.ts), so an Uzbek reader sees
 * a new post "translating…" and then translated in place, while an English reader is told
 * there is no translator for English and may use the browser's own.
 */

/** A post by John, written through the API from a page of its own. */
async function postByJohn(page: Page, post: { title: string; text: string }) {
  const other = await page.context().browser()!.newPage();
  const session = await signInAs(other, DEMO_USERS.john, { goto: '/api/health' });
  const feedId = await createPost(other.request, session.accessToken, post);
  await other.close();
  return feedId;
}

test.afterEach(() => translatorControl('release'));

test.describe('an Uzbek reader', () => {
  // The browser's languages count as languages read (an English one would read English).
  test.use({ locale: 'uz-UZ' });

  test('an Uzbek reader sees a new post "translating…", then the translation replaces it live', async ({
    page,
  }) => {
    const reader = await signUpNewMember(page, { isoCode: 'uz' });
    await translatorControl('hold');
    const title = 'Where to renew a visa in Seoul';
    const feedId = await postByJohn(page, {
      title,
      text: 'The immigration office in Mokdong is quick on weekday mornings.',
    });

    await storeSession(page, reader.session, `/feed/${feedId}`);
    const article = page.getByRole('article', { name: title });
    await expect(article.getByText('Tarjima qilinmoqda…')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

    // The provider answers: the live channel tells the open page, which shows it in place.
    await translatorControl('release');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`[uz] ${title}`, {
      timeout: 20_000,
    });
    await expect(page.getByText(/LibreTranslate/)).toBeVisible();
    await expect(page.getByText('Tarjima qilinmoqda…')).toHaveCount(0);
  });
});

test('an English reader is told there is no translator for English, and may translate on the device', async ({
  page,
}) => {
  const title = 'Где продлить визу в Сеуле';
  const feedId = await postByJohn(page, {
    title,
    text: 'Офис иммиграционной службы в Мокдоне быстро работает по утрам в будни.',
  });
  // A stand-in for Chromium's Translator API: its on-device models cannot be downloaded here.
  await page.addInitScript(() => {
    Object.assign(window, {
      Translator: {
        availability: async () => 'available',
        create: async (pair: { sourceLanguage: string; targetLanguage: string }) => ({
          translate: async (text: string) =>
            `(${pair.sourceLanguage}→${pair.targetLanguage} on device) ${text}`,
        }),
      },
    });
  });
  await page.goto(`/feed/${feedId}`);
  await expect(
    page.getByText('Not translated: this community has no translator for English'),
  ).toBeVisible();

  const sent: string[] = [];
  page.on('request', (request) => sent.push(`${request.url()} ${request.postData() ?? ''}`));
  await page.getByRole('button', { name: 'Translate on this device' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`(ru→en on device) ${title}`);
  await expect(page.getByText('Translated on this device')).toBeVisible();
  // The device's translation stays in the page.
  expect(sent.filter((line) => line.includes('on device'))).toEqual([]);

  await page.getByRole('button', { name: 'See original' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
});

test('where the browser has no translator, nothing is offered', async ({ page }) => {
  const feedId = await postByJohn(page, {
    title: 'Спасибо всем за советы',
    text: 'Я нашёл квартиру рядом с метро благодаря вам.',
  });
  await page.goto(`/feed/${feedId}`);
  await expect(
    page.getByText('Not translated: this community has no translator for English'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Translate on this device' })).toHaveCount(0);
});
