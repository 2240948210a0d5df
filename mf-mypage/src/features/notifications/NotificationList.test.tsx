import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NotificationItem, NotificationListData } from '@kfeed/contracts/notification';
import { emit } from '@kfeed/platform/events';
import { i18n } from '@kfeed/platform/i18n/i18n';
import { resetUnreadCountForTests, unreadCount } from '@kfeed/platform/live/unreadCount';
import { TestIntersectionObserver } from '@kfeed/kit/testing/intersectionObserver';
import { renderAt } from '@kfeed/kit/testing/render';
import { signInAsMember, signOut } from '@kfeed/kit/testing/session';
import { loadMyPageTexts } from '../../testing/texts.ts';
import {
  getNotificationList,
  readAllNotifications,
  readNotifications,
} from './api/notifications.ts';
import { NotificationList } from './NotificationList.tsx';

jest.mock('./api/notifications.ts');
jest.mock('@kfeed/platform/live/liveCalls');

const list = jest.mocked(getNotificationList);
const readOne = jest.mocked(readNotifications);
const readAll = jest.mocked(readAllNotifications);

/** Thursday 26 November 2026, 15:00 in the machine's time zone. */
const NOW = new Date(2026, 10, 26, 15, 0);
/** A local time as the server sends it (UTC). */
const at = (day: number, hour: number, month = 11) =>
  new Date(2026, month - 1, day, hour).toISOString().replace(/\.\d{3}Z$/, 'Z');

let nextId = 1;
function notification(over: Partial<NotificationItem> = {}): NotificationItem {
  return {
    notificationId: nextId++,
    notificationType: 'COMMENT',
    feedId: 12,
    commentId: 40,
    parentCommentId: null,
    noticeId: null,
    actorList: [{ userId: 8, userNickname: 'Minh', userProfileImageUrl: null }],
    actorCount: 1,
    isRead: 'N',
    notificationCreateDatetime: at(26, 14),
    feedTitle: '한강 벚꽃 명소',
    translatedFeedTitleMap: {},
    ...over,
  };
}

function page(
  items: NotificationItem[],
  { unread = items.filter((i) => i.isRead === 'N').length, pageNo = 1, last = true } = {},
): NotificationListData {
  return {
    notificationList: items,
    unreadCount: unread,
    pagination: {
      currentPage: pageNo,
      totalPages: last ? pageNo : pageNo + 1,
      totalElements: items.length,
      last,
      first: pageNo === 1,
      numberOfElements: items.length,
    },
  };
}

const rows = () => screen.queryAllByTestId('notification-row');
const location = () => screen.getByTestId('location').textContent;
const renderList = () => renderAt(<NotificationList />, { path: '/notifications' });

let scrollY = 0;
beforeAll(() => loadMyPageTexts('en'));
beforeEach(() => {
  // Only the clock is fixed: timers stay real for the screen and the user events.
  jest.useFakeTimers({
    now: NOW,
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
  TestIntersectionObserver.install();
  jest.resetAllMocks();
  resetUnreadCountForTests();
  signInAsMember(9);
  scrollY = 0;
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });
  window.scrollTo = jest.fn((options?: ScrollToOptions | number) => {
    if (typeof options === 'object') scrollY = options.top ?? scrollY;
  }) as typeof window.scrollTo;
});
afterEach(() => {
  signOut();
  jest.useRealTimers();
});

test('rows by day (today, yesterday, then dates), each worded in the reader language', async () => {
  list.mockResolvedValue(
    page([
      notification({
        notificationType: 'COMMENT',
        translatedFeedTitleMap: { en: 'Cherry blossom spots' },
      }),
      notification({
        notificationType: 'FEED_LIKE',
        actorCount: 4,
        commentId: null,
        notificationCreateDatetime: at(26, 9),
      }),
      notification({
        notificationType: 'REPLY',
        parentCommentId: 30,
        commentId: 41,
        isRead: 'Y',
        notificationCreateDatetime: at(25, 22),
      }),
      notification({
        notificationType: 'COMMENT_LIKE',
        actorCount: 2,
        isRead: 'Y',
        notificationCreateDatetime: at(20, 10),
      }),
      notification({
        notificationType: 'NOTICE',
        feedId: null,
        commentId: null,
        noticeId: 5,
        actorList: [],
        actorCount: 0,
        feedTitle: null,
        notificationCreateDatetime: at(20, 8),
      }),
    ]),
  );
  renderList();
  expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await waitFor(() => expect(rows()).toHaveLength(5));
  expect(list).toHaveBeenCalledWith(1, 'en');

  const today = screen.getByRole('region', { name: 'Today' });
  expect(
    within(today)
      .getAllByTestId('notification-row')
      .map((r) => r.textContent),
  ).toEqual([
    // The title in the reader's language where a translation exists, else as written.
    expect.stringContaining('Minh commented on your post “Cherry blossom spots”'),
    expect.stringContaining('Minh and 3 others liked your post “한강 벚꽃 명소”'),
  ]);
  const yesterday = screen.getByRole('region', { name: 'Yesterday' });
  expect(within(yesterday).getByTestId('notification-row')).toHaveTextContent(
    'Minh replied to your comment',
  );
  const earlier = screen.getByRole('region', { name: 'Fri, November 20' });
  expect(
    within(earlier)
      .getAllByTestId('notification-row')
      .map((r) => r.textContent),
  ).toEqual([
    expect.stringContaining('Minh and 1 other liked your comment'),
    expect.stringContaining('KFeed posted a new notice'),
  ]);

  // Unread rows say so, to the eye and to screen readers.
  const [first, , third] = rows();
  expect(first).toHaveAccessibleName(/^Unread: Minh commented on your post/);
  expect(first).toHaveAttribute('data-unread', 'true');
  expect(third).not.toHaveAccessibleName(/Unread/);
  expect(third).toHaveAttribute('data-unread', 'false');
  expect(first).toHaveAccessibleName(/1 hour ago$/);
});

test('opening a row marks it read and goes to what it is about', async () => {
  const comment = notification({ notificationType: 'COMMENT' });
  list.mockResolvedValue(page([comment, notification()], { unread: 2 }));
  readOne.mockResolvedValue({ unreadCount: 1 });
  const user = userEvent.setup();
  renderList();
  await waitFor(() => expect(rows()).toHaveLength(2));
  expect(unreadCount()).toBe(2);

  await user.click(rows()[0]!);
  expect(readOne).toHaveBeenCalledWith([comment.notificationId]);
  expect(location()).toBe('/feed/12?from=notifications');
  await waitFor(() => expect(unreadCount()).toBe(1));
});

test.each([
  [
    'a reply: the reply screen of its thread',
    { notificationType: 'REPLY', parentCommentId: 30, commentId: 41 },
    '/feed/12/reply/30?originalFrom=notifications',
  ],
  ['a like of a post: the post', { notificationType: 'FEED_LIKE' }, '/feed/12?from=notifications'],
  [
    'a like of a reply: its thread',
    { notificationType: 'COMMENT_LIKE', parentCommentId: 30 },
    '/feed/12/reply/30?originalFrom=notifications',
  ],
  [
    'a notice: the notice',
    { notificationType: 'NOTICE', feedId: null, noticeId: 5, actorList: [], actorCount: 0 },
    '/notice/5',
  ],
] as const)('%s', async (_name, over, target) => {
  list.mockResolvedValue(page([notification(over as Partial<NotificationItem>)]));
  readOne.mockResolvedValue({ unreadCount: 0 });
  renderList();
  await waitFor(() => expect(rows()).toHaveLength(1));
  expect(rows()[0]).toHaveAttribute('href', target);
});

test('"Mark all as read" marks every row read and clears the count', async () => {
  list.mockResolvedValue(page([notification(), notification(), notification({ isRead: 'Y' })]));
  readAll.mockResolvedValue({ unreadCount: 0 });
  const user = userEvent.setup();
  renderList();
  await waitFor(() => expect(rows()).toHaveLength(3));
  expect(screen.getAllByRole('link', { name: /^Unread:/ })).toHaveLength(2);

  const markAll = screen.getByRole('button', { name: 'Mark all as read' });
  expect(markAll).toHaveAttribute('data-testid', 'notifications-mark-all-read');
  await user.click(markAll);
  expect(readAll).toHaveBeenCalledTimes(1);
  await waitFor(() => expect(screen.queryAllByRole('link', { name: /^Unread:/ })).toHaveLength(0));
  expect(markAll).toBeDisabled();
  expect(unreadCount()).toBe(0);
  expect(screen.getByText('All notifications are marked as read.')).toHaveAttribute(
    'role',
    'status',
  );
});

test('a failed "Mark all as read" says so and leaves the rows unread', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  list.mockResolvedValue(page([notification()]));
  readAll.mockRejectedValue(new Error('offline'));
  const user = userEvent.setup();
  renderList();
  await waitFor(() => expect(rows()).toHaveLength(1));
  await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Your notifications could not be marked as read. Please try again.',
  );
  expect(screen.getAllByRole('link', { name: /^Unread:/ })).toHaveLength(1);
});

test('no notifications: the empty state explains what will come here', async () => {
  list.mockResolvedValue(page([]));
  renderList();
  expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
  expect(
    screen.getByText(/When someone comments on your posts, replies to you or likes/),
  ).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
});

test('loading shows skeleton rows; a failure offers a retry', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  let fail!: (error: Error) => void;
  list.mockReturnValueOnce(new Promise((_, reject) => (fail = reject)));
  list.mockResolvedValueOnce(page([notification()]));
  const user = userEvent.setup();
  renderList();
  expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
  act(() => fail(new Error('offline')));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Your notifications could not be loaded.',
  );
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  await waitFor(() => expect(rows()).toHaveLength(1));
  expect(list).toHaveBeenCalledTimes(2);
});

test('20 a page: the next page loads near the end of the list', async () => {
  const first = Array.from({ length: 20 }, () => notification({ isRead: 'Y' }));
  const second = [notification({ isRead: 'Y', notificationCreateDatetime: at(24, 9) })];
  list
    .mockResolvedValueOnce(page(first, { last: false }))
    .mockResolvedValueOnce(page(second, { pageNo: 2 }));
  renderList();
  await waitFor(() => expect(rows()).toHaveLength(20));
  act(() => TestIntersectionObserver.intersectAll());
  await waitFor(() => expect(rows()).toHaveLength(21));
  expect(list).toHaveBeenLastCalledWith(2, 'en');
  expect(screen.getByRole('region', { name: 'Tue, November 24' })).toBeInTheDocument();
});

test('a new notification while the screen is open: in at once at the top, offered further down', async () => {
  list.mockResolvedValueOnce(page([notification({ notificationId: 500 })]));
  renderList();
  await waitFor(() => expect(rows()).toHaveLength(1));

  // At the top: page 1 again, in place.
  list.mockResolvedValueOnce(
    page([notification({ notificationId: 501 }), notification({ notificationId: 500 })]),
  );
  act(() => emit('live:unread', { unreadCount: 2 }));
  await waitFor(() => expect(rows()).toHaveLength(2));
  expect(screen.queryByTestId('notifications-new')).not.toBeInTheDocument();

  // A lower count (read elsewhere) changes nothing.
  act(() => emit('live:unread', { unreadCount: 1 }));
  expect(list).toHaveBeenCalledTimes(2);

  // Further down: offered, the reader keeps their place until they ask.
  scrollY = 1200;
  act(() => emit('live:unread', { unreadCount: 3 }));
  const offer = screen.getByRole('button', { name: 'Show new notifications' });
  expect(offer).toHaveAttribute('data-testid', 'notifications-new');
  expect(list).toHaveBeenCalledTimes(2);
  expect(window.scrollTo).not.toHaveBeenCalled();

  list.mockResolvedValueOnce(
    page([
      notification({ notificationId: 502 }),
      notification({ notificationId: 501 }),
      notification({ notificationId: 500 }),
    ]),
  );
  await userEvent.click(offer);
  expect(window.scrollTo).toHaveBeenCalledWith({ top: 0 });
  await waitFor(() => expect(rows()).toHaveLength(3));
  expect(screen.queryByTestId('notifications-new')).not.toBeInTheDocument();
});

test('the settings are one tap away, and back returns where the reader came from', async () => {
  list.mockResolvedValue(page([]));
  renderList();
  expect(await screen.findByRole('link', { name: 'Notification settings' })).toHaveAttribute(
    'href',
    '/notifications/settings',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Back' }));
  expect(location()).toBe('/');
});

describe('from the moderators: no person, a shield, worded for what was done', () => {
  /** A moderation or report-result row: no actors, about post 12 unless told otherwise. */
  const fromModerators = (over: Partial<NotificationItem>) =>
    notification({ actorList: [], actorCount: 0, commentId: null, ...over });
  /** A moment as the reader's language writes it, as the screen does. */
  const dateTime = (utc: string, language = 'en') =>
    new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short' }).format(
      new Date(utc),
    );
  const UNTIL = '2026-12-03T09:30:00Z';

  test.each([
    [
      'a warning about a post names it and opens it',
      { moderationAction: 'WARN', targetType: 'FEED' },
      'A moderator warned you about your post “Cherry blossom spots”',
      '/feed/12?from=notifications',
    ],
    [
      'a warning about a reply opens its thread',
      { moderationAction: 'WARN', targetType: 'COMMENT', commentId: 41, parentCommentId: 30 },
      'A moderator warned you about your comment',
      '/feed/12/reply/30?originalFrom=notifications',
    ],
    [
      'a warning about the member',
      { moderationAction: 'WARN', targetType: 'USER', feedId: null, feedTitle: null },
      'A moderator sent you a warning',
      null,
    ],
    [
      'a warning about a post deleted since (no title given) opens nothing',
      { moderationAction: 'WARN', targetType: 'FEED', feedTitle: null, translatedFeedTitleMap: {} },
      'A moderator warned you about one of your posts',
      null,
    ],
    [
      'a removed post (its title no longer given) opens nothing',
      {
        moderationAction: 'REMOVE',
        targetType: 'FEED',
        feedTitle: null,
        translatedFeedTitleMap: {},
      },
      'One of your posts was removed by a moderator',
      null,
    ],
    [
      'a removed post whose title is given names it',
      { moderationAction: 'REMOVE', targetType: 'FEED' },
      'Your post “Cherry blossom spots” was removed by a moderator',
      null,
    ],
    [
      'a removed comment opens nothing',
      { moderationAction: 'REMOVE', targetType: 'COMMENT', commentId: 40 },
      'Your comment was removed by a moderator',
      null,
    ],
    [
      'a suspension until a moment says it in the reader’s language',
      {
        moderationAction: 'SUSPEND',
        targetType: 'USER',
        feedId: null,
        feedTitle: null,
        suspendedUntil: UNTIL,
      },
      `Your account is suspended until ${dateTime(UNTIL)}`,
      null,
    ],
    [
      'a suspension for good',
      {
        moderationAction: 'SUSPEND',
        targetType: 'USER',
        feedId: null,
        feedTitle: null,
        suspendedUntil: null,
      },
      'Your account is suspended permanently',
      null,
    ],
    [
      'a suspension lifted',
      { moderationAction: 'UNSUSPEND', targetType: 'USER', feedId: null, feedTitle: null },
      'Your suspension was lifted',
      null,
    ],
  ] as const)('MODERATION: %s', async (_name, over, text, target) => {
    list.mockResolvedValue(
      page([
        fromModerators({
          notificationType: 'MODERATION',
          translatedFeedTitleMap: { en: 'Cherry blossom spots' },
          ...(over as Partial<NotificationItem>),
        }),
      ]),
    );
    renderList();
    await waitFor(() => expect(rows()).toHaveLength(1));
    const row = rows()[0]!;
    expect(row).toHaveTextContent(text);
    expect(row).toHaveAccessibleName(new RegExp(`^Unread: ${escapeRegExp(text)}`));
    if (target) expect(row).toHaveAttribute('href', target);
    else expect(row.tagName).toBe('BUTTON');
    // A shield, as a notice has its megaphone: no person's photo.
    expect(row.querySelector('[data-icon="moderation"]')).not.toBeNull();
    expect(row.querySelector('img')).toBeNull();
  });

  test.each([
    ['ACTION_TAKEN', 'FEED', 'Thanks for your report on a post: action was taken'],
    ['ACTION_TAKEN', 'COMMENT', 'Thanks for your report on a comment: action was taken'],
    ['ACTION_TAKEN', 'USER', 'Thanks for your report on a member: action was taken'],
    ['NO_VIOLATION', 'FEED', 'Thanks for your report on a post: no violation was found'],
    ['NO_VIOLATION', 'COMMENT', 'Thanks for your report on a comment: no violation was found'],
    ['NO_VIOLATION', 'USER', 'Thanks for your report on a member: no violation was found'],
  ] as const)('REPORT_RESULT %s on a %s', async (reportOutcome, targetType, text) => {
    list.mockResolvedValue(
      page([fromModerators({ notificationType: 'REPORT_RESULT', reportOutcome, targetType })]),
    );
    renderList();
    await waitFor(() => expect(rows()).toHaveLength(1));
    const row = rows()[0]!;
    expect(row).toHaveTextContent(text);
    // The reported content is no longer shown to its reporter: the row only marks read.
    expect(row.tagName).toBe('BUTTON');
    expect(row.querySelector('[data-icon="moderation"]')).not.toBeNull();
  });

  test('a row that leads nowhere is marked read where it is', async () => {
    const removed = fromModerators({
      notificationType: 'MODERATION',
      moderationAction: 'REMOVE',
      targetType: 'FEED',
      feedTitle: null,
    });
    list.mockResolvedValue(page([removed]));
    readOne.mockResolvedValue({ unreadCount: 0 });
    const user = userEvent.setup();
    renderList();
    await waitFor(() => expect(rows()).toHaveLength(1));
    await user.click(rows()[0]!);
    expect(readOne).toHaveBeenCalledWith([removed.notificationId]);
    expect(location()).toBe('/notifications');
    await waitFor(() => expect(rows()[0]).toHaveAttribute('data-unread', 'false'));
  });

  test('without what was done (an older server), the general wording stays', async () => {
    list.mockResolvedValue(
      page([
        fromModerators({ notificationType: 'MODERATION' }),
        fromModerators({ notificationType: 'REPORT_RESULT' }),
      ]),
    );
    renderList();
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(rows().map((r) => r.textContent)).toEqual([
      expect.stringContaining('There is an update about something you posted'),
      expect.stringContaining('We have reviewed your report'),
    ]);
  });

  test('in Korean, with the date and time as Korean writes them', async () => {
    await act(() => i18n.changeLanguage('ko'));
    try {
      list.mockResolvedValue(
        page([
          fromModerators({
            notificationType: 'MODERATION',
            moderationAction: 'SUSPEND',
            targetType: 'USER',
            feedId: null,
            suspendedUntil: UNTIL,
          }),
          fromModerators({
            notificationType: 'REPORT_RESULT',
            reportOutcome: 'NO_VIOLATION',
            targetType: 'COMMENT',
          }),
        ]),
      );
      renderList();
      await waitFor(() => expect(rows()).toHaveLength(2));
      expect(rows()[0]).toHaveTextContent(
        `회원님의 계정이 ${dateTime(UNTIL, 'ko')}까지 정지되었어요`,
      );
      expect(rows()[1]).toHaveTextContent(
        '신고해 주셔서 감사해요: 신고한 댓글에서 위반 사항이 발견되지 않았어요',
      );
      expect(list).toHaveBeenCalledWith(1, 'ko');
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
