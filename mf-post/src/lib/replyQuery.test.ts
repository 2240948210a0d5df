import { parseFeedContentQuery, feedContentSearch } from '@kfeed/kit/postNavigation';
import { replyScreenSearch, postBackTarget } from './backNavigation.ts';
import { parseReplyQuery, postQueryFromReply } from './replyQuery.ts';

/** Post -> reply screen -> back to the post -> back: where does the reader land? */
function roundTrip(postSearch: string) {
  const replySearch = replyScreenSearch(parseFeedContentQuery(postSearch));
  const backOnPost = feedContentSearch(postQueryFromReply(parseReplyQuery(replySearch)));
  return { replySearch, backOnPost, finally: postBackTarget(parseFeedContentQuery(backOnPost)) };
}

test('a post opened from search, through its replies, still goes back to search', () => {
  const trip = roundTrip('?from=search');
  expect(trip.replySearch).toBe('?originalFrom=search');
  expect(trip.backOnPost).toBe('?from=reply&originalFrom=search');
  expect(trip.finally).toEqual({ to: '/search?restored=true' });
});

test('a post opened from a profile, through its replies, goes back to that profile', () => {
  const trip = roundTrip('?from=profile&profileUserId=4&originRoute=myLike&depth=1');
  expect(trip.finally).toEqual({
    to: '/profile',
    state: { userId: 4, from: 'myLike', originRoute: 'myLike', depth: 1 },
  });
});

test('a post opened from Home goes back to Home restored', () => {
  expect(roundTrip('').finally).toEqual({ to: '/?restored=true' });
  expect(roundTrip('?from=myFeed').finally).toEqual({ to: '/myPage/myFeedList?restored=true' });
});

test('unknown values in the reply query are dropped', () => {
  expect(parseReplyQuery('?originalFrom=evil&originalProfileUserId=-3&depth=x')).toEqual({});
});
