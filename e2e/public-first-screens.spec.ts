import { expect, test, type APIRequestContext } from '@playwright/test';
import { layoutShiftTotal, recordLayoutShifts } from './support/layoutShifts.ts';
import { signUpNewMember, storeSession } from './support/session.ts';
import { SITE_CALL } from './support/siteCall.ts';

const REFRESH_COOKIE = '__Host-kfeed_refresh';

/**
 * A visitor's my page, the notices, a notice, the terms, the privacy policy and a public
 * profile arrive drawn in the HTML, as Home does (e2e/first-screen.spec.ts): the remote's
 * own components, readable before any script runs, every link a real address, and taken
 * over by the remote without a layout shift or a second request for the same data.
 */
test.use({ locale: 'en-US', viewport: { width: 412, height: 823 } });

interface PublicScreen {
  name: string;
  path: string;
  /** Text the drawn screen shows. */
  texts: (string | RegExp)[];
  /** The API paths of the data the server embedded: the remote must not ask for them again. */
  data: string[];
}

/** The seeded community guidelines (a pinned notice) and a member who has written posts. */
async function seeded(request: APIRequestContext) {
  const notices = (await (
    await request.get('/api/notice/getNoticeList?page=1&size=10&isoCode=en')
  ).json()) as { data: { fixedNoticeList: { noticeId: number; noticeTitle: string }[] } };
  const guidelines = notices.data.fixedNoticeList.find((n) =>
    n.noticeTitle.includes('KFeed community guidelines'),
  );
  expect(guidelines).toBeDefined();
  // An author whose profile is there (journeys before this one may have withdrawn theirs).
  const posts = (await (
    await request.get('/api/feed/getFeedList?page=1&size=50&categoryId=home&type=home&isoCode=en')
  ).json()) as { data: { userId: number }[] | null };
  let author: { userId: number; userNickname: string } | undefined;
  for (const userId of new Set((posts.data ?? []).map((post) => post.userId))) {
    const profile = (await (
      await request.post('/api/user/getUserInfo', { data: { userId, isoCode: 'en' } })
    ).json()) as { result: boolean; data: { userNickname: string } | null };
    if (profile.result && profile.data) {
      author = { userId, userNickname: profile.data.userNickname };
      break;
    }
  }
  expect(author).toBeDefined();
  return { noticeId: guidelines!.noticeId, author: author! };
}

async function publicScreens(request: APIRequestContext): Promise<PublicScreen[]> {
  const { noticeId, author } = await seeded(request);
  return [
    {
      name: 'my page (visitor)',
      path: '/myPage',
      texts: ['My page', 'Log in', 'Notices', 'Terms of service', 'Privacy policy'],
      data: [],
    },
    {
      name: 'the notices',
      path: '/notice',
      texts: ['Notices', 'KFeed community guidelines', 'Pinned'],
      data: ['/api/notice/getNoticeList'],
    },
    {
      name: 'a notice',
      path: `/notice/${noticeId}`,
      texts: ['KFeed community guidelines', 'Please follow these guidelines'],
      data: ['/api/notice/getNoticeData'],
    },
    {
      name: 'the terms',
      path: '/terms',
      texts: ['Terms of service', 'KFeed Terms of Service', 'June 1, 2025'],
      data: ['/api/terms/getTermsDataList'],
    },
    {
      name: 'the privacy policy',
      path: '/privacy',
      texts: ['Privacy policy', 'KFeed Privacy Policy'],
      data: ['/api/terms/getTermsDataList'],
    },
    {
      name: 'a public profile',
      path: `/profile?userId=${author.userId}`,
      texts: ['Profile', author.userNickname],
      data: ['/api/user/getUserInfo', '/api/feed/getUserFeedList'],
    },
  ];
}

test('each public screen is readable before any script runs, every link a real address', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'en-US' });
  const page = await context.newPage();
  for (const screen of await publicScreens(request)) {
    await test.step(screen.name, async () => {
      const html = await (await request.get(screen.path)).text();
      // No style attributes: the page's CSP would refuse them.
      expect(html).not.toMatch(/<[^>]+\sstyle="/);
      await page.goto(screen.path);
      const drawn = page.locator('[data-first-screen="mf-mypage"]');
      await expect(drawn).toHaveAttribute('inert', '');
      for (const text of screen.texts) await expect(drawn).toContainText(text);
      // Styled by the page's stylesheets: the screen's title is the page's one h1.
      await expect(drawn.locator('h1')).toHaveCount(1);
      expect(await drawn.locator('h1').evaluate((h1) => getComputedStyle(h1).display)).not.toBe(
        'inline',
      );
      const links = await drawn.locator('a').evaluateAll((anchors) =>
        anchors.map((a) => ({
          href: a.getAttribute('href') ?? '',
          // A link written in a notice's or a policy's own text opens beside the app.
          inDocument: a.getAttribute('target') === '_blank',
        })),
      );
      for (const { href, inDocument } of links) {
        expect(href).toMatch(
          inDocument
            ? /^(\/(?!\/)|https:\/\/|mailto:|tel:)[^\s[\]]+$/
            : /^(\/(?!\/)|https:\/\/)[^\s[\]]*$/,
        );
      }
    });
  }
  await context.close();
});

test('the remote takes each public screen over in place, without asking again', async ({
  browser,
  request,
}) => {
  for (const screen of await publicScreens(request)) {
    await test.step(screen.name, async () => {
      const context = await browser.newContext({
        locale: 'en-US',
        viewport: { width: 412, height: 823 },
      });
      const page = await context.newPage();
      await recordLayoutShifts(page);
      const calls: string[] = [];
      page.on('request', (r) => {
        const path = new URL(r.url()).pathname;
        if (screen.data.includes(path)) calls.push(path);
      });
      await page.goto(screen.path);
      // Drawn by the server first, then replaced by the mounted remote.
      await expect(page.locator('[data-first-screen]')).toHaveCount(0);
      const main = page.locator('main');
      for (const text of screen.texts) await expect(main).toContainText(text);
      // The remote's own controls work now (the drawn screen was inert).
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(calls).toEqual([]);
      expect(await layoutShiftTotal(page)).toBeLessThan(0.02);
      await context.close();
    });
  }
});

test('a public screen is drawn in the reader’s language, and not for a member', async ({
  request,
}) => {
  const korean = await (
    await request.get('/notice', { headers: { 'accept-language': 'ko-KR,ko;q=0.9' } })
  ).text();
  expect(korean).toContain('<html lang="ko"');
  expect(korean).toMatch(/data-first-screen="mf-mypage"[^>]*>.*공지사항/s);

  const member = await (
    await request.get('/notice', { headers: { cookie: '__Host-kfeed_refresh=anything' } })
  ).text();
  expect(member).not.toContain('data-first-screen');
  expect(member).not.toContain('kfeed-initial-data');
});

test('a visitor on a drawn my page opens the notices by its link, once the app has it', async ({
  page,
}) => {
  await page.goto('/myPage');
  await expect(page.locator('[data-first-screen]')).toHaveCount(0);
  await page.getByRole('link', { name: 'Notices' }).click();
  await expect(page).toHaveURL(/\/notice$/);
  await expect(page.getByRole('list', { name: 'Notices' }).getByRole('link')).toHaveCount(13);
});

test("a member's my page arrives as its frame, and the remote fills in who they are", async ({
  page,
}) => {
  const member = await signUpNewMember(page, { isoCode: 'en' });
  // The page's own request context: the refresh cookie the server sees is the member's.
  const html = await (await page.request.get('/myPage')).text();
  expect(html).toMatch(/data-first-screen="mf-mypage"[^>]*>.*Log out/s);
  expect(html).not.toMatch(/<[^>]+\sstyle="/);
  // Nothing of the member's own is in the page.
  expect(html).not.toContain(member.nickname);
  expect(html).not.toContain(member.email);
  expect(html).not.toContain('kfeed-initial-data');

  await recordLayoutShifts(page);
  await storeSession(page, member.session, '/myPage');
  await expect(page.locator('[data-first-screen]')).toHaveCount(0);
  await expect(page.getByText(member.nickname)).toBeVisible();
  await expect(page.getByRole('group', { name: 'Languages I read' })).toBeVisible();
  // The frame is taken over in place, and the member's card and languages fill it in place.
  expect(await layoutShiftTotal(page)).toBeLessThan(0.02);
  // The remote's own controls work: the member's menu opens their posts.
  await page.getByRole('link', { name: 'My posts' }).click();
  await expect(page).toHaveURL(/\/myPage\/myFeedList$/);

  // Their notifications arrive as a frame too (the header, the rows loading), taken over in place.
  const notifications = await (await page.request.get('/notifications')).text();
  expect(notifications).toMatch(/data-first-screen="mf-mypage"[^>]*>.*>Notifications</s);
  await page.goto('/notifications');
  await expect(page.locator('[data-first-screen]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await expect(page.getByText('No notifications yet')).toBeVisible();
  expect(await layoutShiftTotal(page)).toBeLessThan(0.02);
});

test('a member whose browser lost its stored session is signed in again from the cookie', async ({
  page,
}) => {
  // Signed up through the page's request context: the cookie is in the browser, nothing
  // is in its storage (as after Safari deleted a week-old site's storage).
  const member = await signUpNewMember(page, { isoCode: 'en' });
  await recordLayoutShifts(page);
  await page.goto('/myPage');
  await expect(page.getByText(member.nickname)).toBeVisible();
  await expect(page.locator('[data-first-screen]')).toHaveCount(0);
  await expect(page.evaluate(() => localStorage.getItem('userId'))).resolves.toBe(
    String(member.session.userId),
  );
  expect(await layoutShiftTotal(page)).toBeLessThan(0.02);
});

test('a refresh cookie that no longer holds leaves a visitor on my page, told nothing', async ({
  page,
  request,
}) => {
  await signUpNewMember(page, { isoCode: 'en' });
  // The session is ended elsewhere (a logout on another device of the same family): the
  // browser keeps a cookie the server no longer takes.
  const [cookie] = (await page.context().cookies()).filter((c) => c.name === REFRESH_COOKIE);
  expect(cookie).toBeDefined();
  const ended = await request.post('/api/auth/logout', {
    ...SITE_CALL,
    headers: { ...SITE_CALL.headers, cookie: `${REFRESH_COOKIE}=${cookie!.value}` },
  });
  expect(ended.ok()).toBe(true);
  await page.goto('/myPage');
  await expect(page.locator('[data-first-screen]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(page.evaluate(() => localStorage.getItem('accessToken'))).resolves.toBeNull();
});

test("a member's frame is drawn in their own language, not the browser's", async ({ page }) => {
  const member = await signUpNewMember(page, { isoCode: 'ja' });
  // The first page the app runs on keeps the member's language as a cookie.
  await storeSession(page, member.session, '/myPage');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  const html = await (await page.request.get('/myPage')).text();
  expect(html).toContain('<html lang="ja"');
  expect(html).toMatch(/data-first-screen="mf-mypage"[^>]*>.*マイページ/s);
  // Drawn in Japanese, started in Japanese: nothing moves (in English first, it did).
  await recordLayoutShifts(page);
  await page.reload();
  await expect(page.getByText(member.nickname)).toBeVisible();
  await expect(page.locator('[data-first-screen]')).toHaveCount(0);
  expect(await layoutShiftTotal(page)).toBeLessThan(0.02);
});
