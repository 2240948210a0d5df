import { feedItem } from '@kfeed/kit/testing/feedItem';
import { feedChangeEffect } from './feedChanges.ts';

test('feed changes: gone posts are dropped, new or edited ones reload page 1', () => {
  const items = [feedItem({ feedId: 3, userId: 7 }), feedItem({ feedId: 1, userId: 7 })];
  expect(feedChangeEffect(items, { feedId: 3, change: 'deleted' })).toEqual({
    kind: 'drop',
    feedIds: [3],
    userIds: [],
  });
  expect(feedChangeEffect(items, { feedId: 3, change: 'reported' })).toEqual({
    kind: 'drop',
    feedIds: [3],
    userIds: [],
  });
  expect(feedChangeEffect(items, { feedId: 3, change: 'author-blocked' })).toEqual({
    kind: 'drop',
    feedIds: [3],
    userIds: [7],
  });
  expect(feedChangeEffect(items, { feedId: 99, change: 'author-blocked', userId: 12 })).toEqual({
    kind: 'drop',
    feedIds: [99],
    userIds: [12],
  });
  expect(feedChangeEffect(items, { feedId: 4, change: 'created' })).toEqual({ kind: 'reload' });
  expect(feedChangeEffect(items, { feedId: 3, change: 'updated' })).toEqual({ kind: 'reload' });
});
