import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import type { ApiEnvelope } from '../shared/contracts/src/envelope.ts';
import type { CommentItem } from '../shared/contracts/src/comment.ts';
import type { FeedItem } from '../shared/contracts/src/feed.ts';
import { createPost } from './support/posts.ts';
import { signUpNewMember, storeSession } from './support/session.ts';

/**
 * Every post in every reader's language (issue 15): a visitor whose browser speaks one
 * language of each script family sees Home, a post and its comments in that language on
 * the demo content, with the original a tap away; a member's languages-I-read and the
 * correction of a detected language, through the real API.
 */

/** One language per script family, with the browser locale that asks for it. */
const READERS = [
  { isoCode: 'ko', locale: 'ko-KR' },
  { isoCode: 'th', locale: 'th-TH' },
  { isoCode: 'my', locale: 'my-MM' },
  { isoCode: 'km', locale: 'km-KH' },
  { isoCode: 'ne', locale: 'ne-NP' },
  { isoCode: 'ru', locale: 'ru-RU' },
  { isoCode: 'zh-TW', locale: 'zh-TW' },
] as const;

/** The kit's texts in a language (the translation status line's toggle, shown by mf-post). */
const postTexts = (isoCode: string) =>
  JSON.parse(
    readFileSync(new URL(`../shared/kit/src/locales/${isoCode}.json`, import.meta.url), 'utf8'),
  ) as {
    translation: { show_original: string; show_translation: string };
  };

async function data<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  const envelope = (await response.json()) as ApiEnvelope<T>;
  if (!envelope.result) throw new Error(`${response.url()}: ${envelope.message}`);
  return envelope.data;
}

/**
 * A demo post on Home's first page that is not written in `isoCode`, translated into it,
 * with a comment translated into it too.
 */
async function translatedDemoPost(request: APIRequestContext, isoCode: string) {
  const posts = await data<FeedItem[]>(
    await request.get('/api/feed/getFeedList', {
      params: { page: 1, size: 10, type: 'home', isoCode },
      headers: { 'accept-language': isoCode },
    }),
  );
  for (const post of posts) {
    const translation = post.translatedFeedMap[isoCode];
    if (!translation?.feedTransTitle || post.feedCommentCount === 0) continue;
    const { commentList } = await data<{ commentList: CommentItem[] }>(
      await request.post('/api/comment/getCommentList', {
        data: { feedId: post.feedId, page: 1, isoCode },
        headers: { 'accept-language': isoCode },
      }),
    );
    const comment = commentList.find((c) => c.translatedCommentMap[isoCode]?.commentTransText);
    if (comment)
      return {
        post,
        translation,
        comment: comment.translatedCommentMap[isoCode]!.commentTransText,
      };
  }
  throw new Error(`no demo post on Home translated into ${isoCode} with a translated comment`);
}

test('a visitor reads Home, a post and its comments in each script family, the original a tap away', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  for (const reader of READERS) {
    const { post, translation, comment } = await translatedDemoPost(request, reader.isoCode);
    const texts = postTexts(reader.isoCode);
    const context = await browser.newContext({
      locale: reader.locale,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    await page.goto('/');
    const card = page.locator(`a[data-feed-id="${post.feedId}"]`);
    await expect(card, reader.isoCode).toContainText(translation.feedTransTitle);
    await card.click();
    await expect(page).toHaveURL(new RegExp(`/feed/${post.feedId}$`));

    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading, reader.isoCode).toHaveText(translation.feedTransTitle);
    const article = page.getByRole('article').first();
    await expect(article).toContainText(translation.feedTransText.split('\n')[0]!.slice(0, 40));
    await expect(page.getByText(comment, { exact: true }), reader.isoCode).toBeVisible();

    // Korean breaks between words, not inside them.
    if (reader.isoCode === 'ko') {
      const wordBreak = await page
        .getByRole('navigation', { name: /./ })
        .first()
        .evaluate((element) => getComputedStyle(element).wordBreak);
      expect(wordBreak).toBe('keep-all');
    }
    // Languages are named in the reader's own script, never in English or by a code.
    const englishName = new Intl.DisplayNames(['en'], { type: 'language' }).of(
      post.detectedLanguageCode ?? 'en',
    )!;
    if (!['en'].includes(reader.isoCode)) {
      await expect(article, reader.isoCode).not.toContainText(englishName);
    }

    await article.getByRole('button', { name: texts.translation.show_original }).click();
    await expect(heading).toHaveText(post.feedTitle);
    await article.getByRole('button', { name: texts.translation.show_translation }).click();
    await expect(heading).toHaveText(translation.feedTransTitle);
    await context.close();
  }
});

test.describe('as a member', () => {
  test.use({ locale: 'en-US' });

  test('a language added on my page is then read as written, without a toggle', async ({
    page,
    request,
  }) => {
    const member = await signUpNewMember(page, { isoCode: 'en' });
    const posts = await data<FeedItem[]>(
      await request.get('/api/feed/getFeedList', { params: { page: 1, size: 10, isoCode: 'en' } }),
    );
    // A post in a language named plainly in English ("Vietnamese", not "Chinese (Taiwan)").
    const post = posts.find(
      (p) =>
        !['en', 'zh-CN', 'zh-TW'].includes(p.detectedLanguageCode ?? 'en') &&
        p.translatedFeedMap.en?.feedTransTitle,
    );
    if (!post) throw new Error('no demo post on Home with an English translation');
    const language = new Intl.DisplayNames(['en'], { type: 'language' }).of(
      post.detectedLanguageCode!,
    )!;

    await storeSession(page, member.session, `/feed/${post.feedId}`);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(post.translatedFeedMap.en!.feedTransTitle);
    const article = page.getByRole('article').first();
    await expect(article.getByRole('button', { name: 'See original' })).toBeVisible();

    await page.goto('/myPage');
    const languages = page.getByRole('group', { name: 'Languages I read' });
    await expect(languages.getByRole('checkbox', { name: /English/ })).toBeDisabled();
    await languages.getByRole('checkbox', { name: language }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved.')).toBeVisible();

    await page.goto(`/feed/${post.feedId}`);
    await expect(heading).toHaveText(post.feedTitle);
    await expect(article.getByText(`Written in ${language}`)).toBeVisible();
    await expect(article.getByRole('button', { name: 'See original' })).toHaveCount(0);

    // Still chosen after a reload of my page.
    await page.goto('/myPage');
    await expect(languages.getByRole('checkbox', { name: language })).toBeChecked();
  });

  test('the author corrects a wrongly detected language; it is stored and shown', async ({
    page,
  }) => {
    const member = await signUpNewMember(page, { isoCode: 'en' });
    const feedId = await createPost(page.request, member.session.accessToken, {
      title: 'Weekend market',
      text: 'Is anyone going to the flea market near the station this Saturday morning?',
    });
    await storeSession(page, member.session, `/feed/${feedId}`);
    const article = page.getByRole('article').first();
    await expect(article.getByText('Written in English')).toBeVisible();
    await article.getByRole('button', { name: 'Change language' }).click();
    const dialog = page.getByRole('dialog', { name: 'Which language is this written in?' });
    await dialog.getByRole('radio', { name: /Filipino/ }).check();
    await dialog.getByRole('button', { name: 'Change' }).click();
    await expect(dialog).toBeHidden();
    await expect(article.getByText('Written in Filipino')).toBeVisible();
    await page.reload();
    await expect(article.getByText('Written in Filipino')).toBeVisible();
  });
});
