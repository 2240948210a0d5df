/**
 * @jest-environment node
 */
import type { Notice, NoticeListData, TermsDocument } from '@kfeed/contracts/common';
import type { UserInfo } from '@kfeed/contracts/user';
import { SUPPORTED_LANGUAGES } from '@kfeed/contracts/languages';
import { noticeRoutes } from '@kfeed/contracts/routes/notice';
import { termsRoutes } from '@kfeed/contracts/routes/terms';
import { userRoutes } from '@kfeed/contracts/routes/user';
import { feedRoutes } from '@kfeed/contracts/routes/feed';
import { initialDataKey } from '@kfeed/kit/initialData';
import { feedItem } from '@kfeed/kit/testing/feedItem';
import { renderFirstScreen } from './firstScreen.tsx';

/**
 * The server bundle's render (docs/performance.md, "The first screen in the HTML"): a
 * visitor's my page, notices, a notice, the terms, the privacy policy and a public profile,
 * drawn with no DOM (as on the shell's server) from the answers the shell's server embeds,
 * under the keys it embeds them by (shell/server/shellHtml.ts), in every language.
 */

const ok = <T,>(data: T) => ({ result: true, message: '', data });

const notice = (noticeId: number, overrides: Partial<Notice> = {}): Notice => ({
  noticeId,
  noticeTitle: `Notice ${noticeId}`,
  noticeText: `<p>Text of notice ${noticeId}</p>`,
  noticeCreateDatetime: '2025-03-02T09:00:00Z',
  isFixed: 'N',
  isoCode: 'en',
  ...overrides,
});

const noticeList: NoticeListData = {
  fixedNoticeList: [notice(1, { isFixed: 'Y', noticeTitle: 'Community guidelines' })],
  noticeList: [notice(7), notice(6)],
  pagination: {
    currentPage: 1,
    totalPages: 2,
    totalElements: 12,
    last: false,
    first: true,
    numberOfElements: 10,
  },
};

const doc = (termsType: 'terms' | 'privacy', termsVersion: number, html: string) =>
  ({
    termsVersion,
    termsType,
    termsAnnouncementDate: '2025-05-20',
    termsStartDate: '2025-06-01',
    termsContents: html,
    isoCode: 'en',
  }) satisfies TermsDocument;

const yuki: UserInfo = {
  userId: 9,
  userNickname: 'Yuki',
  userNationId: 2,
  userLanguageId: null,
  userSelfIntroduce: 'Hello from Osaka',
  userProfileImageUrl: null,
  userNationCode: 'JP',
  userIsOfficial: 'N',
};

/** The page's first data as the shell's server embeds it for a visitor reading `isoCode`. */
const dataIn = (isoCode: string) => ({
  [initialDataKey(noticeRoutes.getNoticeList.path, { page: 1, size: 10, isoCode })]: ok(noticeList),
  [initialDataKey(noticeRoutes.getNoticeData.path, { noticeId: 7, isoCode })]: ok(
    notice(7, {
      noticeText:
        '<h1>Rules</h1><p style="color:red" onclick="x()">Be kind.</p><script>alert(1)</script>' +
        '<p><a href="/api/fileDownload.do?id=1">The file</a> <a href="https://kfeed.example/rules">Online</a></p>',
    }),
  ),
  [initialDataKey(termsRoutes.getTermsDataList.path, { termsType: 'terms', isoCode })]: ok([
    doc('terms', 202409, '<p>Older terms</p>'),
    doc('terms', 202506, '<h2>Article 1</h2><p>Current terms</p>'),
  ]),
  [initialDataKey(termsRoutes.getTermsDataList.path, { termsType: 'privacy', isoCode })]: ok([
    doc(
      'privacy',
      202506,
      '<p>E-mail: <a href="mailto:privacy@kfeed.example">privacy@kfeed.example</a></p>',
    ),
  ]),
  [initialDataKey(userRoutes.getUserInfo.path, { userId: 9, isoCode })]: ok(yuki),
  [initialDataKey(feedRoutes.getUserFeedList.path, {
    userId: 9,
    page: 1,
    size: 10,
    isoCode,
  })]: ok([feedItem({ feedId: 31, userId: 9, feedTitle: 'Osaka in spring' })]),
});

const draw = (url: string, language = 'en') =>
  renderFirstScreen({ url, language, data: dataIn(language) }).then((html) => html ?? '');

/** Every link's address, as a browser reads it from the markup. */
const hrefsOf = (html: string) =>
  [...html.matchAll(/\shref="([^"]*)"/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));

/** What a drawn screen must be: no style attribute (the CSP refuses them), real links only. */
function expectDrawnByTheRules(html: string, documentLinks: readonly string[] = []) {
  expect(html).not.toMatch(/<[^>]+\sstyle=/);
  for (const href of hrefsOf(html)) {
    if (documentLinks.includes(href)) continue;
    // A path of this site or an https address: never empty, never "[object Object]".
    expect(href).toMatch(/^(\/(?!\/)|https:\/\/)[^\s[\]]*$/);
  }
}

test.each([
  ['/myPage', ['My page', 'Notices', 'Terms of service', 'Privacy policy', 'Log in']],
  ['/notice', ['Notices', 'Community guidelines', 'Notice 7', 'Notice 6', 'March 2, 2025']],
  ['/notice/7', ['Rules', 'Be kind.', 'The file']],
  ['/notice/webView/7', ['Be kind.']],
  ['/terms', ['Terms of service', '2025-06 (current version)', 'Current terms', 'June 1, 2025']],
  ['/privacy', ['Privacy policy', 'privacy@kfeed.example']],
  ['/profile?userId=9', ['Profile', 'Yuki', 'Hello from Osaka', 'Osaka in spring']],
])('draws %s for a visitor, from the embedded answers', async (url, texts) => {
  const html = await draw(url);
  for (const text of texts) expect(html).toContain(text);
  expectDrawnByTheRules(html, ['mailto:privacy@kfeed.example']);
});

test("my page's visitor frame links to the public screens, by their real addresses", async () => {
  const html = await draw('/myPage');
  expect(hrefsOf(html)).toEqual(['/notice', '/terms', '/privacy']);
  // Nothing of a member's: no member menu, no account actions.
  expect(html).not.toContain('/myPage/myFeedList');
  expect(html).not.toContain('Log out');
});

test("a member's my page is drawn as its frame: their menu and actions, nothing of theirs", async () => {
  const html =
    (await renderFirstScreen({
      url: '/myPage',
      language: 'en',
      data: dataIn('en'),
      member: true,
    })) ?? '';
  // The member's menu and account actions, as every member has them.
  expect(hrefsOf(html)).toEqual([
    '/myPage/update',
    '/notifications',
    '/myPage/myLikeList',
    '/myPage/myFeedList',
    '/myPage/blockedUserList',
    '/notice',
    '/terms',
    '/privacy',
  ]);
  expect(html).toContain('Log out');
  expect(html).not.toContain('Log in');
  // Who they are is the browser's: their card and their languages are drawn as loading.
  expect(html).toContain('role="status" aria-label="Loading…"');
  expect(html).toContain('Languages I read');
  expect(html).not.toContain('Yuki');
  expectDrawnByTheRules(html);
  // The next page drawn is a visitor's again.
  expect(await draw('/myPage')).toContain('Log in');
});

test("a member's notifications are drawn as their frame: the header, the rows loading", async () => {
  const html =
    (await renderFirstScreen({ url: '/notifications', language: 'en', data: {}, member: true })) ??
    '';
  expect(html).toContain('>Notifications<');
  expect(html).toContain('role="status" aria-label="Loading…"');
  expect(hrefsOf(html)).toEqual(['/notifications/settings']);
  expectDrawnByTheRules(html);
  // Never for a visitor.
  expect(await draw('/notifications')).toBe('');
});

test('the notices link to each notice, and the profile to each post with its way back', async () => {
  expect(hrefsOf(await draw('/notice'))).toEqual(['/notice/1', '/notice/7', '/notice/6']);
  expect(hrefsOf(await draw('/profile?userId=9'))).toEqual([
    '/feed/31?from=profile&profileUserId=9',
  ]);
});

test("a notice's body is sanitised as the page does it, its headings under the screen's h1", async () => {
  const html = await draw('/notice/7');
  expect(html).toContain('<h2>Rules</h2>');
  expect(html).toContain('<p>Be kind.</p>');
  expect(html).not.toContain('<script');
  expect(html).not.toContain('onclick');
  expect(html).toContain(
    '<a href="/api/fileDownload.do?id=1" target="_blank" rel="noopener noreferrer">The file</a>',
  );
  expect(await draw('/terms')).toContain('<h3>Article 1</h3>');
});

test('a screen whose data is not in the page is drawn as its first render draws it, or not at all', async () => {
  // The API was slow: a profile's first render shows its placeholders, drawn with classes...
  const profile = await draw('/profile?userId=10');
  expect(profile).toContain('role="status"');
  expectDrawnByTheRules(profile);
  // ...a notice's, the kit's spinner, which needs a style attribute: the browser draws it.
  expect(await draw('/notice/8')).toBe('');
  expect(await draw('/terms?isoCode=ja')).toBe('');
});

test('draws nothing for the screens of members, nor for a profile without its id', async () => {
  for (const url of [
    '/myPage/update',
    '/myPage/myFeedList',
    '/myPage/myLikeList',
    '/myPage/blockedUserList',
    '/notifications',
    '/notifications/settings',
    '/profile',
  ])
    expect(await draw(url)).toBe('');
});

/** The remote's own texts in a language. */
const texts = async (language: string) =>
  ((await import(`../locales/${language}.json`)) as { default: MyPageTexts }).default;
interface MyPageTexts {
  my_page: { title: string };
  notice: { title: string };
}

test.each(SUPPORTED_LANGUAGES.map((language) => language.isoCode))(
  'draws in %s, with the remote’s own texts',
  async (language) => {
    const own = await texts(language);
    const myPage = await draw('/myPage', language);
    expect(myPage).toContain(`>${own.my_page.title}<`);
    expectDrawnByTheRules(myPage);
    const notices = await draw('/notice', language);
    expect(notices).toContain(`>${own.notice.title}<`);
  },
);
