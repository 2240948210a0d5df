import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emit } from '@kfeed/platform/events';
import { feedItem } from '@kfeed/kit/testing/feedItem';
import { TestIntersectionObserver } from '@kfeed/kit/testing/intersectionObserver';
import { readProfileStack } from '@kfeed/kit/navigationHistory';
import type { UserInfo } from '@kfeed/contracts/user';
import { renderAt } from '@kfeed/kit/testing/render';
import { signInAsMember, signOut } from '@kfeed/kit/testing/session';
import { answerDialogs } from '@kfeed/kit/testing/dialogs';
import { answerOk, answerRefusal, fakeApi } from '@kfeed/kit/testing/fakeApi';
import { userRoutes } from '@kfeed/contracts/routes/user';
import { getUserInfo } from '../../lib/api/getUserInfo.ts';
import { getUserFeedList } from '../../lib/api/memberFeedLists.ts';
import { requestTranslation } from '@kfeed/kit/calls/requestTranslation';
import { PublicProfile } from './PublicProfile.tsx';
import { loadMyPageTexts } from '../../testing/texts.ts';

jest.mock('../../lib/api/getUserInfo.ts');
jest.mock('../../lib/api/memberFeedLists.ts');
jest.mock('@kfeed/kit/calls/requestTranslation');

const person = (overrides: Partial<UserInfo> = {}): UserInfo => ({
  userId: 9,
  userNickname: 'Yuki',
  userNationId: 2,
  userLanguageId: null,
  userSelfIntroduce: 'Hello from Osaka',
  userProfileImageUrl: null,
  userNationCode: 'JP',
  userIsOfficial: 'N',
  ...overrides,
});

beforeAll(() => loadMyPageTexts());
beforeEach(() => {
  TestIntersectionObserver.install();
  sessionStorage.clear();
  signOut();
  jest.mocked(getUserInfo).mockReset().mockResolvedValue(person());
  jest.mocked(getUserFeedList).mockReset().mockResolvedValue([]);
});

/** Person 9's profile, opened from post 12 that was reached from `originRoute`. */
const openedFromPost = (originRoute: string) => ({
  userId: 9,
  from: 'feed',
  previousFeedId: 12,
  originRoute,
  depth: 1,
});

test('without a user id (no state, nothing kept) the reader goes home', async () => {
  renderAt(<PublicProfile />, { path: '/profile' });
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  expect(getUserInfo).not.toHaveBeenCalled();
});

test('a shared address (/profile?userId=9) opens that profile directly', async () => {
  renderAt(<PublicProfile />, { path: '/profile?userId=9' });
  expect(await screen.findByRole('heading', { name: 'Yuki' })).toBeInTheDocument();
  expect(getUserInfo).toHaveBeenCalledWith(9, expect.anything());
});

test('shows the avatar, nickname, intro and posts linked back to this profile', async () => {
  jest.mocked(getUserFeedList).mockResolvedValue([feedItem({ feedId: 31, userId: 9 })]);
  renderAt(<PublicProfile />, { path: '/profile', state: openedFromPost('search') });
  expect(await screen.findByRole('heading', { name: 'Yuki' })).toBeInTheDocument();
  expect(screen.getByText('Hello from Osaka')).toBeInTheDocument();
  const card = await screen.findByRole('link', { name: /^Post 31\b/ });
  expect(card).toHaveAttribute(
    'href',
    '/feed/31?from=profile&profileUserId=9&originRoute=search&depth=1&previousFeedId=12',
  );
  expect(getUserFeedList).toHaveBeenCalledWith(9, 1, 'en');
  expect(readProfileStack()).toEqual([9]);
});

test('no intro and no posts: says so; a reload finds the same profile', async () => {
  jest.mocked(getUserInfo).mockResolvedValue(person({ userSelfIntroduce: null }));
  const first = renderAt(<PublicProfile />, { path: '/profile', state: { userId: 9 } });
  expect(await screen.findByText('No introduction yet.')).toBeInTheDocument();
  expect(await screen.findByText('No posts yet.')).toBeInTheDocument();
  first.unmount();
  renderAt(<PublicProfile />, { path: '/profile' });
  expect(await screen.findByRole('heading', { name: 'Yuki' })).toBeInTheDocument();
});

test('back returns to the post it was opened from, leaving the profile stack', async () => {
  renderAt(<PublicProfile />, { path: '/profile', state: openedFromPost('myLike') });
  await screen.findByRole('heading', { name: 'Yuki' });
  await userEvent.click(screen.getByRole('button', { name: 'Back' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/feed/12?from=myLike');
  expect(readProfileStack()).toEqual([]);
});

describe('the introduction in the reader’s language', () => {
  const translated = person({
    userSelfIntroduce: 'I work in Osaka and love cafés.',
    userSelfIntroduceLanguageCode: 'ja',
    translationStatus: 'TRANSLATED',
    translationProvider: 'DeepL',
    translationUnavailableReason: null,
  });
  const openProfile = () => renderAt(<PublicProfile />, { path: '/profile', state: { userId: 9 } });

  test('is asked for in the interface language; one as written has no line', async () => {
    openProfile();
    expect(await screen.findByText('Hello from Osaka')).toBeInTheDocument();
    expect(getUserInfo).toHaveBeenCalledWith(9, { isoCode: 'en' });
    expect(screen.queryByText(/Translat/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'See original' })).not.toBeInTheDocument();
  });

  test('translated: says by whom, and shows the original a tap away (fetched once)', async () => {
    jest
      .mocked(getUserInfo)
      .mockImplementation(async (_userId, reading) =>
        reading?.getOriginal
          ? { ...translated, userSelfIntroduce: '大阪で働いています。' }
          : translated,
      );
    const user = userEvent.setup();
    openProfile();
    const intro = await screen.findByText('I work in Osaka and love cafés.');
    expect(intro).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Translated by DeepL')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'See original' }));
    expect(await screen.findByText('大阪で働いています。')).toHaveAttribute('lang', 'ja');
    expect(screen.getByText('Original text')).toBeInTheDocument();
    expect(getUserInfo).toHaveBeenLastCalledWith(9, { isoCode: 'en', getOriginal: true });
    await user.click(screen.getByRole('button', { name: 'See translation' }));
    expect(screen.getByText('I work in Osaka and love cafés.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'See original' }));
    expect(screen.getByText('大阪で働いています。')).toBeInTheDocument();
    expect(
      jest.mocked(getUserInfo).mock.calls.filter(([, reading]) => reading?.getOriginal),
    ).toHaveLength(1);
  });

  test('on its way: says so, and is read again when the live channel says it is ready', async () => {
    jest.mocked(getUserInfo).mockResolvedValue(
      person({
        translationStatus: 'PENDING',
        translationProvider: null,
        translationUnavailableReason: null,
      }),
    );
    openProfile();
    expect(await screen.findByText('Translating…')).toBeInTheDocument();
    jest.mocked(getUserInfo).mockResolvedValue(translated);
    // Another member's, or another language: nothing to read again.
    act(() => {
      emit('live:translation', { targetType: 'PROFILE', targetId: 8, isoCode: 'en' });
      emit('live:translation', { targetType: 'PROFILE', targetId: 9, isoCode: 'ko' });
    });
    expect(getUserInfo).toHaveBeenCalledTimes(1);
    act(() => emit('live:translation', { targetType: 'PROFILE', targetId: 9, isoCode: 'en' }));
    expect(await screen.findByText('I work in Osaka and love cafés.')).toBeInTheDocument();
    expect(screen.getByText('Translated by DeepL')).toBeInTheDocument();
  });

  test('not translated: says why; a member may ask again for one that failed', async () => {
    jest.mocked(getUserInfo).mockResolvedValue(
      person({
        translationStatus: 'UNAVAILABLE',
        translationProvider: null,
        translationUnavailableReason: 'NO_PROVIDER',
      }),
    );
    const first = openProfile();
    expect(
      await screen.findByText('Not translated: this community has no translator for English'),
    ).toBeInTheDocument();
    first.unmount();

    signInAsMember(3);
    jest.mocked(getUserInfo).mockResolvedValue(
      person({
        translationStatus: 'UNAVAILABLE',
        translationProvider: null,
        translationUnavailableReason: 'FAILED',
      }),
    );
    jest.mocked(requestTranslation).mockResolvedValue({
      translationStatus: 'PENDING',
      translationProvider: null,
      translationUnavailableReason: null,
    });
    const user = userEvent.setup();
    openProfile();
    expect(await screen.findByText('Not translated: the translation failed')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(requestTranslation).toHaveBeenCalledWith({
      targetType: 'PROFILE',
      targetId: 9,
      isoCode: 'en',
    });
    expect(await screen.findByText('Translating…')).toBeInTheDocument();
  });
});

describe('reporting a member', () => {
  const openProfile = () => renderAt(<PublicProfile />, { path: '/profile', state: { userId: 9 } });
  const reportButton = () => screen.queryByRole('button', { name: 'Report this member' });

  test('visitors, and a member on their own profile, see no report button', async () => {
    const visitor = openProfile();
    await screen.findByRole('heading', { name: 'Yuki' });
    expect(reportButton()).not.toBeInTheDocument();
    visitor.unmount();

    signInAsMember(9);
    openProfile();
    await screen.findByRole('heading', { name: 'Yuki' });
    expect(reportButton()).not.toBeInTheDocument();
  });

  test('another member reports with a reason; the request carries it; thanks in a toast', async () => {
    signInAsMember(3);
    const api = fakeApi().on(userRoutes.reportUser, () => answerOk());
    const dialogs = answerDialogs();
    const user = userEvent.setup();
    try {
      openProfile();
      await screen.findByRole('heading', { name: 'Yuki' });
      const button = await screen.findByRole('button', { name: 'Report this member' });
      await user.click(button);
      const dialog = screen.getByRole('dialog', { name: 'Report this member' });
      await user.click(within(dialog).getByRole('radio', { name: 'Harassment' }));
      await user.type(
        within(dialog).getByRole('textbox', { name: 'Tell the moderators more (optional)' }),
        'Sends me threats in every comment',
      );
      await user.click(within(dialog).getByRole('button', { name: 'Report' }));
      await waitFor(() =>
        expect(dialogs.toasts).toEqual(['Thank you. Your report has been received.']),
      );
      expect(dialogs.alerts).toEqual([]);
      expect(api.requests).toEqual([
        {
          method: 'POST',
          url: userRoutes.reportUser.path,
          body: {
            userId: 9,
            reasonCode: 'HARASSMENT',
            reasonText: 'Sends me threats in every comment',
          },
        },
      ]);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      // The profile stays, its report button with the focus.
      expect(screen.getByRole('heading', { name: 'Yuki' })).toBeInTheDocument();
      expect(button).toHaveFocus();
    } finally {
      api.stop();
      dialogs.stop();
    }
  });

  test('a member reported before: REPORT-001 says so', async () => {
    signInAsMember(3);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = fakeApi().on(userRoutes.reportUser, () => answerRefusal('REPORT-001'));
    const dialogs = answerDialogs();
    const user = userEvent.setup();
    try {
      openProfile();
      await user.click(await screen.findByRole('button', { name: 'Report this member' }));
      const dialog = screen.getByRole('dialog', { name: 'Report this member' });
      await user.click(within(dialog).getByRole('radio', { name: 'Spam' }));
      await user.click(within(dialog).getByRole('button', { name: 'Report' }));
      await waitFor(() =>
        expect(dialogs.alerts).toEqual(['You have already reported this member.']),
      );
      expect(dialogs.toasts).toEqual([]);
      expect(api.requests.map((r) => r.body)).toEqual([{ userId: 9, reasonCode: 'SPAM' }]);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    } finally {
      api.stop();
      dialogs.stop();
      jest.restoreAllMocks();
    }
  });
});
