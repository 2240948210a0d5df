import { screen, waitFor } from '@testing-library/react';
import type { ApiRoute } from '@kfeed/contracts/routes/route';
import type { Notice } from '@kfeed/contracts/common';
import { feedRoutes } from '@kfeed/contracts/routes/feed';
import { noticeRoutes } from '@kfeed/contracts/routes/notice';
import { termsRoutes } from '@kfeed/contracts/routes/terms';
import { userRoutes } from '@kfeed/contracts/routes/user';
import { call } from '@kfeed/platform/calls/apiCall';
import { initialDataKey, provideInitialData } from '@kfeed/kit/initialData';
import { feedItem } from '@kfeed/kit/testing/feedItem';
import { TestIntersectionObserver } from '@kfeed/kit/testing/intersectionObserver';
import { renderAt } from '@kfeed/kit/testing/render';
import { signInAsMember, signOut } from '@kfeed/kit/testing/session';
import { App } from './App.tsx';
import { loadMyPageTexts } from '../testing/texts.ts';

/**
 * A visitor's screen, drawn by the shell's server from the answers it embeds in the page
 * (shell/server/shellHtml.ts, under the same keys), is drawn by the remote's first render
 * in the browser too, from the same answers: the remote replaces the server's screen with
 * the same one, without a spinner in between and without asking the API again.
 */
jest.mock('@kfeed/platform/calls/apiCall');

const ok = <T,>(data: T) => ({ result: true, message: '', data });
const notice = (noticeId: number, noticeTitle: string): Notice => ({
  noticeId,
  noticeTitle,
  noticeText: `<p>${noticeTitle}: the text</p>`,
  noticeCreateDatetime: '2025-03-02T09:00:00Z',
  isFixed: 'N',
  isoCode: 'en',
});
const terms = (termsType: 'terms' | 'privacy', text: string) => [
  {
    termsVersion: 202506,
    termsType,
    termsAnnouncementDate: '2025-05-20',
    termsStartDate: '2025-06-01',
    termsContents: `<p>${text}</p>`,
    isoCode: 'en',
  },
];

/** The page's first data as the shell's server embeds it for a visitor reading `isoCode`. */
function embed(isoCode: string) {
  provideInitialData({
    [initialDataKey(noticeRoutes.getNoticeList.path, { page: 1, size: 10, isoCode })]: ok({
      fixedNoticeList: [],
      noticeList: [notice(7, 'Holiday hours')],
      pagination: {
        currentPage: 1,
        totalPages: 1,
        totalElements: 1,
        last: true,
        first: true,
        numberOfElements: 1,
      },
    }),
    [initialDataKey(noticeRoutes.getNoticeData.path, { noticeId: 7, isoCode })]: ok(
      notice(7, 'Holiday hours'),
    ),
    [initialDataKey(termsRoutes.getTermsDataList.path, { termsType: 'terms', isoCode })]: ok(
      terms('terms', 'Current terms'),
    ),
    [initialDataKey(termsRoutes.getTermsDataList.path, { termsType: 'privacy', isoCode })]: ok(
      terms('privacy', 'Current policy'),
    ),
    [initialDataKey(userRoutes.getUserInfo.path, { userId: 9, isoCode })]: ok({
      userId: 9,
      userNickname: 'Yuki',
      userNationId: 2,
      userLanguageId: null,
      userSelfIntroduce: 'Hello from Osaka',
      userProfileImageUrl: null,
      userNationCode: 'JP',
      userIsOfficial: 'N',
    }),
    [initialDataKey(feedRoutes.getUserFeedList.path, { userId: 9, page: 1, size: 10, isoCode })]:
      ok([feedItem({ feedId: 31, userId: 9, feedTitle: 'Osaka in spring' })]),
  });
}

const calls = () => jest.mocked(call).mock.calls.map(([route]) => route.path);

beforeAll(() => loadMyPageTexts('en'));
beforeEach(() => {
  TestIntersectionObserver.install();
  sessionStorage.clear();
  signOut();
  jest.resetAllMocks();
  jest.mocked(call).mockImplementation((route: ApiRoute) => {
    const answers: Record<string, unknown> = {
      [noticeRoutes.getNoticeList.path]: {
        fixedNoticeList: [],
        noticeList: [notice(7, 'Holiday hours')],
        pagination: { currentPage: 1, totalPages: 1 },
      },
      [noticeRoutes.getNoticeData.path]: notice(7, 'Holiday hours'),
      [termsRoutes.getTermsDataList.path]: terms('terms', 'Current terms'),
      [userRoutes.getUserInfo.path]: { userId: 9, userNickname: 'Yuki' },
      [feedRoutes.getUserFeedList.path]: [],
    };
    return Promise.resolve(answers[route.path] as never);
  });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => provideInitialData({}));

const open = (path: string) => renderAt(<App />, { path, route: '/*' });

test.each([
  ['/notice', 'Holiday hours'],
  ['/notice/7', 'Holiday hours: the text'],
  ['/terms', 'Current terms'],
  ['/privacy', 'Current policy'],
  ['/profile?userId=9', 'Osaka in spring'],
])(
  "a visitor's first render of %s draws the embedded answers and asks for nothing",
  async (path, text) => {
    embed('en');
    open(path);
    // Found synchronously: the first render, not a later one; no spinner in its place.
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: /loading/i })).toBeNull();
    await waitFor(() => expect(screen.getByText(text)).toBeInTheDocument());
    expect(calls()).toEqual([]);
  },
);

test('a member asks the server, as before', async () => {
  embed('en');
  signInAsMember(7);
  open('/notice/7');
  expect(screen.queryByText('Holiday hours: the text')).toBeNull();
  expect(await screen.findByText('Holiday hours: the text')).toBeInTheDocument();
  expect(calls()).toEqual([noticeRoutes.getNoticeData.path]);
});

test('answers embedded for another language are not taken', async () => {
  embed('ko');
  open('/terms');
  expect(screen.queryByText('Current terms')).toBeNull();
  expect(await screen.findByText('Current terms')).toBeInTheDocument();
  expect(jest.mocked(call).mock.calls.map(([, input]) => input)).toEqual([
    { termsType: 'terms', isoCode: 'en' },
  ]);
});

test("a notice page's own language (?isoCode=) is the one taken", async () => {
  embed('ja');
  open('/notice/7?isoCode=ja');
  expect(screen.getByText('Holiday hours: the text')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByText('Holiday hours: the text')).toBeInTheDocument());
  expect(calls()).toEqual([]);
});
