import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { feedItem } from '@kfeed/kit/testing/feedItem';
import { TestIntersectionObserver } from '@kfeed/kit/testing/intersectionObserver';
import { writeListState } from '@kfeed/kit/listState';
import { renderAt } from '@kfeed/kit/testing/render';
import { signInAsMember, signOut } from '@kfeed/kit/testing/session';
import { getMyFeedList, getMyLikeFeedList } from '../../lib/api/memberFeedLists.ts';
import { MyFeedList, MyLikeList } from './MemberFeedList.tsx';
import { loadMyPageTexts } from '../../testing/texts.ts';

jest.mock('../../lib/api/memberFeedLists.ts');

const page = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) =>
    feedItem({ feedId: from + i, feedTitle: `Post ${from + i}` }),
  );

beforeAll(() => loadMyPageTexts());
beforeEach(() => {
  TestIntersectionObserver.install();
  jest.mocked(getMyFeedList).mockReset();
  jest.mocked(getMyLikeFeedList).mockReset();
  sessionStorage.clear();
  signInAsMember(7);
});
afterEach(() => signOut());

const cards = () => screen.queryAllByRole('link').filter((a) => a.hasAttribute('data-feed-id'));

test('my posts: pages of 10, the next one near the end, a short page ends the list', async () => {
  jest.mocked(getMyFeedList).mockResolvedValueOnce(page(1, 10)).mockResolvedValueOnce(page(11, 4));
  renderAt(<MyFeedList />, { path: '/myPage/myFeedList' });
  await waitFor(() => expect(cards()).toHaveLength(10));
  expect(getMyFeedList).toHaveBeenCalledWith(1, 'en');
  act(() => TestIntersectionObserver.intersectAll());
  await waitFor(() => expect(cards()).toHaveLength(14));
  expect(getMyFeedList).toHaveBeenLastCalledWith(2, 'en');
  expect(screen.getByText('You have reached the end.')).toBeInTheDocument();
  // Each card says where it was opened from, for the post's way back.
  expect(cards()[0]).toHaveAttribute('href', '/feed/1?from=myFeed');
});

test('liked posts: an empty list says so', async () => {
  jest.mocked(getMyLikeFeedList).mockResolvedValue([]);
  renderAt(<MyLikeList />, { path: '/myPage/myLikeList' });
  expect(await screen.findByText('You have not liked any posts yet.')).toBeInTheDocument();
});

test('a failed page offers a retry', async () => {
  jest
    .mocked(getMyLikeFeedList)
    .mockRejectedValueOnce(new Error('Network Error'))
    .mockResolvedValue(page(1, 2));
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderAt(<MyLikeList />, { path: '/myPage/myLikeList' });
  await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
  await waitFor(() => expect(cards()).toHaveLength(2));
});

test('back from a post (restored=true) shows the saved list of the same member without loading', async () => {
  writeListState('myLike', { userId: 7, items: page(1, 3), page: 2, isEnd: true, scrollY: 0 });
  renderAt(<MyLikeList />, { path: '/myPage/myLikeList?restored=true' });
  await waitFor(() => expect(cards()).toHaveLength(3));
  expect(getMyLikeFeedList).not.toHaveBeenCalled();
});

test('another member’s saved list is not restored: the list starts again', async () => {
  writeListState('myLike', { userId: 99, items: page(1, 3), page: 2, isEnd: true, scrollY: 0 });
  jest.mocked(getMyLikeFeedList).mockResolvedValue(page(50, 1));
  renderAt(<MyLikeList />, { path: '/myPage/myLikeList?restored=true' });
  await waitFor(() => expect(cards()).toHaveLength(1));
  expect(getMyLikeFeedList).toHaveBeenCalledWith(1, 'en');
});

test('a member change resets the list', async () => {
  jest.mocked(getMyFeedList).mockResolvedValueOnce(page(1, 2)).mockResolvedValueOnce(page(30, 1));
  renderAt(<MyFeedList />, { path: '/myPage/myFeedList' });
  await waitFor(() => expect(cards()).toHaveLength(2));
  act(() => signInAsMember(8));
  await waitFor(() => expect(cards()).toHaveLength(1));
  expect(cards()[0]).toHaveAttribute('data-feed-id', '30');
});
