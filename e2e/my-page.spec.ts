import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import type { ApiEnvelope } from '../shared/contracts/src/envelope.ts';
import { signUpNewMember, storeSession } from './support/session.ts';
import { createPost, drawJpeg, homePosts } from './support/posts.ts';
import { SITE_CALL } from './support/siteCall.ts';
import { toast } from './support/toasts.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';

/**
 * A member's own area against the real API: the profile edited and still there after a
 * reload, liked and written posts in their lists, a block undone from the blocked list,
 * the logout button (with a second tab told) and withdrawal.
 */
test.use({ locale: 'en-US' });

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function answer(page: Page, message: string | RegExp, button: string) {
  const dialog = page.getByRole('alertdialog').filter({ hasText: message });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: button }).click();
  await expect(dialog).toBeHidden();
}

async function pick(page: Page, label: string, search: string, option: string) {
  const box = page.getByRole('combobox', { name: label });
  await box.fill(search);
  await page.getByRole('option', { name: option }).click();
  await expect(box).toHaveValue(option);
}

test('a member edits nickname, country, language, intro and photo; all still there after a reload', async ({
  page,
}) => {
  const member = await signUpNewMember(page, { isoCode: 'en', nationCode: 'VN' });
  await storeSession(page, member.session, '/myPage');
  await expect(page.getByRole('heading', { name: 'My page' })).toBeVisible();
  await expect(page.getByText(member.nickname)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'my page (member)');
  await page.getByRole('link', { name: 'Edit profile' }).click();
  await expect(page).toHaveURL(/\/myPage\/update$/);

  await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue(member.email);
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('readonly', '');
  const nickname = page.getByRole('textbox', { name: 'Nickname' });
  await expect(nickname).toHaveValue(member.nickname);
  await expectNoSeriousA11yViolations(page, 'the profile edit screen');

  // Someone else's nickname is taken (checked as typed); past 10 characters is cut.
  await nickname.fill('Yuki');
  await expect(page.getByText('This nickname is already taken.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  await nickname.fill('abcdefghijkl');
  await answer(page, 'A nickname cannot be longer than 10 characters.', 'OK');
  await expect(nickname).toHaveValue('abcdefghij');
  const newNickname = `n${Date.now().toString(36)}`.slice(0, 10);
  await nickname.fill(newNickname);
  await expect(page.getByText('This nickname is available.')).toBeVisible();

  await pick(page, 'Country', 'japan', '日本');
  await pick(page, 'Language', 'korean', '한국어');

  // Four lines at most: the fifth Enter is ignored.
  const intro = page.getByRole('textbox', { name: 'Introduction' });
  await intro.fill('');
  await intro.pressSequentially('Hi\nfrom\nSeoul\nand\nBusan');
  await expect(intro).toHaveValue('Hi\nfrom\nSeoul\nandBusan');
  await expect(page.getByText('22/50')).toBeVisible();

  // A photo, then an iPhone HEIC one (converted to JPEG in the browser), each uploaded at once.
  const chooser = page.getByLabel('Choose a profile photo');
  await chooser.setInputFiles({
    name: 'me.jpg',
    mimeType: 'image/jpeg',
    buffer: await drawJpeg(page, 'Me', 200),
  });
  // Each said in a toast that needs no tap; the first is let go by itself (the pointer kept
  // off it, which would hold it), so that the second one is its own.
  const photoUpdated = toast(page, 'Your profile photo has been updated.');
  await expect(photoUpdated).toBeVisible();
  const photo = page.getByRole('img', { name: 'Profile photo' });
  await expect(photo).toHaveAttribute('src', /\/api\/files\//);
  const firstPhoto = await photo.getAttribute('src');
  await page.mouse.move(0, 0);
  await expect(photoUpdated).toBeHidden();
  await page.getByRole('button', { name: 'Change photo' }).click();
  const choice = page.getByRole('dialog', { name: 'Profile photo' });
  await expect(choice.getByRole('button', { name: 'Delete photo' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the profile photo dialog');
  const picked = page.waitForEvent('filechooser');
  await choice.getByRole('button', { name: 'Upload new photo' }).click();
  await (
    await picked
  ).setFiles(path.join(import.meta.dirname, '../shared/kit/src/images/fixtures/tiny.heic'));
  await expect(photoUpdated).toBeVisible();
  await expect(photo).not.toHaveAttribute('src', firstPhoto ?? '');

  await page.getByRole('button', { name: 'Save' }).click();
  // Saved (a toast, in the language just chosen): the session now speaks Korean, and the
  // member is back on my page at once.
  await expect(toast(page, '프로필 정보가 수정되었습니다.')).toBeVisible();
  await expect(page).toHaveURL(/\/myPage$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  await expect(page.evaluate(() => localStorage.getItem('isoCode'))).resolves.toBe('ko');

  await page.reload();
  await expect(page.getByText(newNickname)).toBeVisible();
  await page.goto('/myPage/update');
  await expect(page.getByRole('textbox', { name: '닉네임' })).toHaveValue(newNickname);
  await expect(page.getByRole('combobox', { name: '국가' })).toHaveValue('日本');
  await expect(page.getByRole('combobox', { name: '언어' })).toHaveValue('한국어');
  await expect(page.getByRole('textbox', { name: '자기소개' })).toHaveValue(
    'Hi\nfrom\nSeoul\nandBusan',
  );
  await expect(page.getByRole('img', { name: '프로필 사진' })).toHaveAttribute(
    'src',
    /\/api\/files\//,
  );
});

test('leaving the profile edit with unsaved changes asks first', async ({ page }) => {
  const member = await signUpNewMember(page);
  await storeSession(page, member.session, '/myPage/update');
  await page.getByRole('textbox', { name: 'Introduction' }).fill('Not saved');
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Home' })
    .click();
  const ask = page.getByRole('alertdialog', { name: 'You have unsaved changes' });
  await expect(ask).toContainText('If you leave this page, your changes will be lost.');
  await expectNoSeriousA11yViolations(page, 'the unsaved-changes question');
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/myPage\/update$/);
  await expect(page.getByRole('textbox', { name: 'Introduction' })).toHaveValue('Not saved');
  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Leave' }).click();
  await expect(page).not.toHaveURL(/\/myPage\/update$/);
});

test('a liked post is in the liked list and a written one in my posts; back from a post keeps the list', async ({
  page,
}) => {
  const member = await signUpNewMember(page);
  const written = await createPost(page.request, member.session.accessToken, {
    title: 'My very own post',
    text: 'Written through the API for my posts.',
  });
  const liked = (await homePosts(page.request)).find((p) => p.feedId !== written)!;
  await storeSession(page, member.session, `/feed/${liked.feedId}`);
  // The post's own like comes before any comment's (another journey may have commented).
  const like = page.getByRole('button', { name: /^Like,/ }).first();
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/myPage');
  await page.getByRole('link', { name: 'Liked posts' }).click();
  await expect(page).toHaveURL(/\/myPage\/myLikeList$/);
  const likedCard = page.locator(`a[data-feed-id="${liked.feedId}"]`);
  await expect(likedCard).toBeVisible();
  await expect(page.getByText('You have reached the end.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'liked posts');
  await likedCard.click();
  await expect(page).toHaveURL(new RegExp(`/feed/${liked.feedId}\\?from=myLike$`));
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/myPage\/myLikeList\?restored=true$/);
  await expect(likedCard).toBeVisible();

  await page.goto('/myPage');
  await page.getByRole('link', { name: 'My posts' }).click();
  await expect(page.locator(`a[data-feed-id="${written}"]`)).toContainText('My very own post');
  await expect(page.locator('a[data-feed-id]')).toHaveCount(1);
  await expectNoSeriousA11yViolations(page, 'my posts');
});

test('a member blocks a user from a post and unblocks them from the blocked list, page by page', async ({
  page,
  browser,
}) => {
  // Twelve members to block: two pages of blocked users, still two after one unblock.
  const others: { nickname: string; userId: number; token: string }[] = [];
  for (let i = 0; i < 12; i += 1) {
    const context = await browser.newContext();
    const other = await context.newPage();
    await other.goto('/api/health');
    const { nickname, session } = await signUpNewMember(other);
    others.push({ nickname, userId: session.userId, token: session.accessToken });
    await context.close();
  }
  const [first, ...rest] = others as [(typeof others)[number], ...typeof others];
  const post = await createPost(page.request, first.token, {
    title: 'Someone to block',
    text: 'The reader will block me.',
  });
  const member = await signUpNewMember(page);
  // Eleven through the API first, so the one blocked in the browser is the newest (page 1).
  for (const other of rest) {
    const response = await page.request.post('/api/user/blockUser', {
      headers: bearer(member.session.accessToken),
      data: { blockedUserId: other.userId },
    });
    expect(((await response.json()) as ApiEnvelope<null>).result).toBe(true);
  }
  await storeSession(page, member.session, `/feed/${post}`);
  await page.getByRole('button', { name: 'Post options' }).click();
  await page.getByRole('menuitem', { name: 'Block this user' }).click();
  await answer(page, new RegExp(`^Block ${first.nickname}\\?`), 'Block this user');
  await expect(toast(page, `${first.nickname} has been blocked.`)).toBeVisible();

  await page.goto('/myPage');
  await page.getByRole('link', { name: 'Blocked users' }).click();
  const list = page.getByRole('list', { name: 'Blocked users' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  await expect(list).toContainText(first.nickname);
  const pages = page.getByRole('navigation', { name: 'Pages of blocked users' });
  await expect(pages.getByRole('button', { name: 'Page 1' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(pages.getByRole('button', { name: /^Page / })).toHaveCount(2);
  await expectNoSeriousA11yViolations(page, 'blocked users');

  // Unblock the one blocked from the post.
  await list.getByRole('button', { name: `Unblock ${first.nickname}` }).click();
  await answer(page, `Unblock ${first.nickname}?`, 'Unblock');
  await expect(toast(page, `${first.nickname} has been unblocked.`)).toBeVisible();
  await expect(list).not.toContainText(first.nickname);
  // The page fills up again from the next one.
  await expect(list.getByRole('listitem')).toHaveCount(10);

  // Page 2 holds the oldest block; unblocking it empties the page and page 1 shows.
  await pages.getByRole('button', { name: 'Page 2' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  const oldest = rest[0]!;
  await expect(list).toContainText(oldest.nickname);
  await list.getByRole('button', { name: `Unblock ${oldest.nickname}` }).click();
  await answer(page, `Unblock ${oldest.nickname}?`, 'Unblock');
  await expect(toast(page, `${oldest.nickname} has been unblocked.`)).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(10);
  // Ten left: one page, so no page buttons.
  await expect(pages).toHaveCount(0);
  await expect(list).not.toContainText(oldest.nickname);

  // The unblocked author's post is readable again.
  await page.goto(`/feed/${post}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Someone to block');
});

test('the logout button logs out, and a second tab is told', async ({ page, context }) => {
  const member = await signUpNewMember(page);
  await storeSession(page, member.session, '/myPage');
  const other = await context.newPage();
  await other.goto('/myPage/myLikeList');
  await expect(other.getByRole('heading', { name: 'Liked posts' })).toBeVisible();

  await page.getByRole('button', { name: 'Log out' }).click();
  await answer(page, 'Do you want to log out?', 'Log out');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.evaluate(() => localStorage.getItem('accessToken'))).resolves.toBeNull();
  await page.goto('/myPage');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log out' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Liked posts' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Notices' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'my page (visitor)');

  await expect(other.getByRole('alertdialog')).toContainText('You were logged out in another tab.');
  await expect(other).toHaveURL(/\/$/);
  expect((await page.request.post('/api/auth/refresh', SITE_CALL)).status()).toBe(401);
});

test('withdrawal ends the session; the address can only sign up again as a new account', async ({
  page,
}) => {
  const member = await signUpNewMember(page);
  const post = await createPost(page.request, member.session.accessToken, {
    title: 'Stays after I leave',
    text: 'Posts stay when their author withdraws.',
  });
  await storeSession(page, member.session, '/myPage');
  await page.getByRole('button', { name: 'Delete account' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Delete your account?' });
  await expect(ask).toContainText('The posts and comments you wrote will not be deleted.');
  await expectNoSeriousA11yViolations(page, 'the delete-account question');
  await ask.getByRole('button', { name: 'Delete account' }).click();
  await answer(page, 'Your account has been deleted.', 'OK');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.evaluate(() => localStorage.getItem('accessToken'))).resolves.toBeNull();
  expect((await page.request.post('/api/auth/refresh', SITE_CALL)).status()).toBe(401);
  const old = await page.request.post('/api/user/getUserInfo', {
    headers: bearer(member.session.accessToken),
    data: {},
  });
  expect(old.status()).toBe(452);
  // The post stays.
  await page.goto(`/feed/${post}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stays after I leave');

  const again = await signUpNewMember(page, { email: member.email });
  expect(again.session.userId).not.toBe(member.session.userId);
});
