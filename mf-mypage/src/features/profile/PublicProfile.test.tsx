import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { feedItem } from '@kfeed/kit/testing/feedItem';
import { TestIntersectionObserver } from '@kfeed/kit/testing/intersectionObserver';
import { readProfileStack } from '@kfeed/kit/navigationHistory';
import type { UserInfo } from '@kfeed/contracts/user';
import { renderAt } from '@kfeed/kit/testing/render';
import { getUserInfo } from '../../lib/api/getUserInfo.ts';
import { getUserFeedList } from '../../lib/api/memberFeedLists.ts';
import { PublicProfile } from './PublicProfile.tsx';
import { loadMyPageTexts } from '../../testing/texts.ts';

jest.mock('../../lib/api/getUserInfo.ts');
jest.mock('../../lib/api/memberFeedLists.ts');

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

test('shows the avatar, nickname, intro and posts linked back to this profile', async () => {
  jest.mocked(getUserFeedList).mockResolvedValue([feedItem({ feedId: 31, userId: 9 })]);
  renderAt(<PublicProfile />, { path: '/profile', state: openedFromPost('search') });
  expect(await screen.findByRole('heading', { name: 'Yuki' })).toBeInTheDocument();
  expect(screen.getByText('Hello from Osaka')).toBeInTheDocument();
  const card = await screen.findByRole('link', { name: /./, description: /./ });
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
