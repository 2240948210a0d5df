import { parseFeedContentQuery } from '@kfeed/kit/postNavigation';
import {
  authorProfileState,
  backToNotifications,
  postBackTarget,
  replyScreenSearch,
  startingOrigin,
} from './backNavigation.ts';

const back = (search: string) => postBackTarget(parseFeedContentQuery(search));

test('by default the post goes back to Home, restoring its list', () => {
  expect(back('')).toEqual({ to: '/?restored=true' });
  expect(back('?from=home')).toEqual({ to: '/?restored=true' });
  expect(back('?from=nonsense')).toEqual({ to: '/?restored=true' });
});

test('after create or update it asks Home to start afresh and replaces the post with Home', () => {
  expect(back('?created=true&categoryId=3')).toEqual({ to: '/?categoryId=3', replace: true });
  expect(back('?created=true')).toEqual({ to: '/?categoryId=home', replace: true });
  expect(back('?updated=true&from=search')).toEqual({ to: '/?categoryId=home', replace: true });
});

test('from a list it returns to that list', () => {
  expect(back('?from=search')).toEqual({ to: '/search?restored=true' });
  expect(back('?from=myLike')).toEqual({ to: '/myPage/myLikeList?restored=true' });
  expect(back('?from=myFeed')).toEqual({ to: '/myPage/myFeedList?restored=true' });
});

test('from a profile it returns to the profile, carrying its origin and depth', () => {
  expect(back('?from=profile&profileUserId=5&originRoute=search&depth=1')).toEqual({
    to: '/profile',
    state: { userId: 5, from: 'search', originRoute: 'search', depth: 1 },
  });
  expect(back('?from=profile&profileUserId=5&originRoute=home&depth=2&previousFeedId=9')).toEqual({
    to: '/profile',
    state: { userId: 5, from: 'feed', previousFeedId: 9, originRoute: 'home', depth: 2 },
  });
});

test('from a profile without a user id, or at depth 0, it returns to the origin route', () => {
  expect(back('?from=profile&originRoute=myLike')).toEqual({
    to: '/myPage/myLikeList?restored=true',
  });
  expect(back('?from=profile&profileUserId=5&originRoute=search&depth=0')).toEqual({
    to: '/search?restored=true',
  });
});

test('back from a reply screen, it goes to the origin the post had before', () => {
  expect(back('?from=reply&originalFrom=search')).toEqual({ to: '/search?restored=true' });
  expect(back('?from=reply')).toEqual({ to: '/?restored=true' });
  expect(back('?from=reply&originalFrom=profile&profileUserId=4')).toEqual({
    to: '/profile',
    state: { userId: 4 },
  });
});

test('the reply screen carries the post origin', () => {
  expect(replyScreenSearch(parseFeedContentQuery('?from=search'))).toBe('?originalFrom=search');
  expect(replyScreenSearch(parseFeedContentQuery(''))).toBe('?originalFrom=home');
  expect(
    replyScreenSearch(
      parseFeedContentQuery('?from=profile&profileUserId=4&originRoute=home&depth=1'),
    ),
  ).toBe('?originalFrom=profile&originalProfileUserId=4&originRoute=home&depth=1');
});

test('tapping the author opens their profile one level deeper, unless the reader came from it', () => {
  expect(authorProfileState(parseFeedContentQuery('?from=search'), 12, 7)).toEqual({
    userId: 7,
    from: 'feed',
    previousFeedId: 12,
    originRoute: 'search',
    depth: 1,
  });
  expect(
    authorProfileState(
      parseFeedContentQuery('?from=profile&profileUserId=3&originRoute=home&depth=2'),
      12,
      7,
    ),
  ).toEqual({ userId: 7, from: 'feed', previousFeedId: 12, originRoute: 'home', depth: 3 });
  expect(
    authorProfileState(parseFeedContentQuery('?from=profile&profileUserId=7'), 12, 7),
  ).toBeNull();
});

test('the starting origin looks through replies and profiles', () => {
  expect(startingOrigin(parseFeedContentQuery('?from=reply&originalFrom=myFeed'))).toBe('myFeed');
  expect(startingOrigin(parseFeedContentQuery('?from=profile&originRoute=search'))).toBe('search');
  expect(startingOrigin(parseFeedContentQuery(''))).toBe('home');
});

test('from the notifications (directly or through a reply screen), back returns to them', () => {
  expect(back('?from=notifications')).toEqual({ to: '/notifications' });
  expect(backToNotifications(parseFeedContentQuery('?from=notifications'))).toBe(true);
  expect(backToNotifications(parseFeedContentQuery('?from=reply&originalFrom=notifications'))).toBe(
    true,
  );
  expect(backToNotifications(parseFeedContentQuery('?from=search'))).toBe(false);
});
