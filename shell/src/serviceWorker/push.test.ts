/**
 * @jest-environment node
 */
import { notificationTarget, parsePushPayload } from './push.ts';

const ORIGIN = 'https://kfeed.example';

it('shows a push only with a title; the rest is optional and checked', () => {
  expect(
    parsePushPayload({
      title: 'New comment',
      body: 'Minh commented on your post',
      url: '/feed/12',
      tag: 'feed-12',
      notificationId: 7,
    }),
  ).toEqual({
    title: 'New comment',
    body: 'Minh commented on your post',
    url: '/feed/12',
    tag: 'feed-12',
    notificationId: 7,
  });
  expect(parsePushPayload({ title: 'Notice' })).toEqual({ title: 'Notice', body: '', url: '/' });
  expect(parsePushPayload({ body: 'no title' })).toBeNull();
  expect(parsePushPayload({ title: '   ' })).toBeNull();
  expect(parsePushPayload('a string')).toBeNull();
  expect(parsePushPayload(null)).toBeNull();
});

it('opens a path of this site only; another site or nonsense goes home', () => {
  expect(notificationTarget('/feed/12', ORIGIN)).toBe(`${ORIGIN}/feed/12`);
  expect(notificationTarget(`${ORIGIN}/notice/3`, ORIGIN)).toBe(`${ORIGIN}/notice/3`);
  expect(notificationTarget('https://evil.example/feed/12', ORIGIN)).toBe(`${ORIGIN}/`);
  expect(notificationTarget('//evil.example/x', ORIGIN)).toBe(`${ORIGIN}/`);
  expect(notificationTarget(undefined, ORIGIN)).toBe(`${ORIGIN}/`);
});
