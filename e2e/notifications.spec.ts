import { expect, test, type Page } from '@playwright/test';
import { DEMO_USERS, signInAs, signUpNewMember, storeSession } from './support/session.ts';
import { addComment, createPost } from './support/posts.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';

/**
 * A member hears back (issue: notifications and live updates), against the real API and
 * its live channel: a comment written by another member reaches the author's open page as
 * a count on the bell and then a row worded in the author's language; a new comment shows
 * on an open post; new posts are announced on Home; a visitor opens no stream.
 */

/** A fresh author (no older notices to read) with one post, signed in on `page`. */
async function authorWithPost(page: Page, isoCode: string, title: string) {
  const author = await signUpNewMember(page, { isoCode });
  const feedId = await createPost(page.request, author.session.accessToken, {
    title,
    text: 'Which hospitals near Itaewon have doctors who speak English?',
  });
  return { author, feedId };
}

/** Another member's token, through a page of its own (its own cookies). */
async function otherMember(page: Page, email: string) {
  const other = await page.context().browser()!.newPage();
  const session = await signInAs(other, email, { goto: '/api/health' });
  return { page: other, token: session.accessToken };
}

for (const { isoCode, locale, bell, bellRead, row } of [
  {
    isoCode: 'en',
    locale: 'en-US',
    bell: 'Notifications, 1 unread',
    bellRead: 'Notifications',
    row: /commented on your post “English-speaking hospitals”/,
  },
  {
    isoCode: 'ko',
    locale: 'ko-KR',
    bell: '알림, 읽지 않음 1개',
    bellRead: '알림',
    row: /님이 회원님의 게시글 “English-speaking hospitals”에 댓글을 남겼어요/,
  },
]) {
  test.describe(`in ${isoCode}`, () => {
    test.use({ locale });

    test('a comment by another member lights the bell on the open page, then lists its row', async ({
      page,
    }) => {
      const { author, feedId } = await authorWithPost(page, isoCode, 'English-speaking hospitals');
      await storeSession(page, author.session, '/');
      const bellLink = page.getByTestId('notification-bell').first();
      await expect(bellLink).toBeVisible();
      // The page is open before the comment is written: the count arrives live.
      await page.waitForTimeout(1_000);
      const john = await otherMember(page, DEMO_USERS.john);
      await addComment(john.page.request, john.token, {
        feedId,
        text: 'Try Severance; they have an international clinic.',
      });
      await john.page.close();
      await expect(bellLink).toHaveAccessibleName(bell, { timeout: 15_000 });

      await bellLink.click();
      await expect(page).toHaveURL(/\/notifications$/);
      const first = page.getByTestId('notification-row').first();
      await expect(first).toHaveText(row);
      await expect(first).toHaveAttribute('data-unread', 'true');
      await expectNoSeriousA11yViolations(page, `the notifications (${isoCode})`);
      // Opening it reads it and opens the post.
      await first.click();
      await expect(page).toHaveURL(new RegExp(`/feed/${feedId}`));
      await expect(
        page.getByText('Try Severance; they have an international clinic.'),
      ).toBeVisible();
      await page.reload();
      await expect(page.getByTestId('notification-bell').first()).toHaveAccessibleName(bellRead);
    });
  });
}

test.describe('live on the page', () => {
  test.use({ locale: 'en-US' });

  test('a new comment on the post being read is offered, not jumped to', async ({ page }) => {
    const { author, feedId } = await authorWithPost(page, 'en', 'Jeonse contract check');
    await storeSession(page, author.session, `/feed/${feedId}`);
    await expect(page.getByRole('heading', { name: 'Jeonse contract check' })).toBeVisible();
    await page.waitForTimeout(1_000);
    const anna = await otherMember(page, DEMO_USERS.anna);
    await addComment(anna.page.request, anna.token, {
      feedId,
      text: 'Ask for the registry copy before you pay the deposit.',
    });
    await anna.page.close();
    const offer = page.getByTestId('post-new-comments');
    await expect(offer).toHaveText('1 new comment', { timeout: 15_000 });
    await expectNoSeriousA11yViolations(page, 'a post offering a new comment');
    await expect(
      page.getByText('Ask for the registry copy before you pay the deposit.'),
    ).toHaveCount(0);
    await offer.click();
    await expect(
      page.getByText('Ask for the registry copy before you pay the deposit.'),
    ).toBeVisible();
  });

  test('Home announces new posts in its category and shows them when asked', async ({ page }) => {
    const reader = await signUpNewMember(page, { isoCode: 'en' });
    await storeSession(page, reader.session, '/');
    await expect(page.getByTestId('notification-bell').first()).toBeVisible();
    await page.waitForTimeout(1_000);
    const minh = await otherMember(page, DEMO_USERS.minh);
    await createPost(minh.page.request, minh.token, {
      title: 'Night market this Friday',
      text: 'Food trucks by the river from 6 pm.',
    });
    await minh.page.close();
    const announce = page.getByTestId('home-new-posts');
    await expect(announce).toHaveText('1 new post', { timeout: 15_000 });
    await expectNoSeriousA11yViolations(page, 'Home announcing a new post');
    await announce.click();
    await expect(page.getByText('Night market this Friday').first()).toBeVisible();
    await expect(announce).toHaveCount(0);
  });

  test('a visitor opens no live stream', async ({ page }) => {
    const liveCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/live')) liveCalls.push(request.url());
    });
    await page.goto('/');
    await expect(page.getByRole('main')).toBeVisible();
    await page.waitForTimeout(2_000);
    await expect(page.getByTestId('notification-bell')).toHaveCount(0);
    expect(liveCalls).toEqual([]);
  });
});
