import { jest } from '@jest/globals';
import type {
  LiveEventBody,
  NotificationItem,
  NotificationListData,
  NotificationSettings,
} from '@kfeed/contracts/notification';
import { notificationRoutes as routes } from '@kfeed/contracts/routes/notification';
import { routePath, type ApiRoute } from '@kfeed/contracts/routes/route';
import { toUtcString } from '../../clock.ts';
import { startTestServer, type TestServer } from '../../testing/testServer.ts';
import { addFeed, addMember, block, call, type TestMember } from '../../testing/contentFixtures.ts';
import { LiveHub } from '../live/liveHub.ts';
import { warmUpLanguageDetector } from '../translation/languageDetector.ts';

let server: TestServer;

beforeAll(async () => {
  // The detector's tables take a few seconds to load once; not part of any test's budget.
  await warmUpLanguageDetector();
  server = await startTestServer();
}, 60_000);
afterAll(() => server.close(), 30_000);

const member = (nickname: string, isoCode = 'en') => addMember(server, { nickname, isoCode });

/** Call one of the notification entries. */
function notificationCall<T>(
  route: ApiRoute,
  who: TestMember | undefined,
  payload?: Record<string, unknown>,
) {
  return call<T>(server, route.method, routePath(route), payload, who);
}

async function list(who: TestMember, query: Record<string, unknown> = {}) {
  const answer = await notificationCall<NotificationListData>(
    routes.getNotificationList,
    who,
    query,
  );
  expect(answer.status).toBe(200);
  return answer.body.data;
}

async function rows(who: TestMember) {
  return (await list(who, { size: 50 })).notificationList;
}

async function unread(who: TestMember) {
  const answer = await notificationCall<{ unreadCount: number }>(routes.getUnreadCount, who);
  expect(answer.status).toBe(200);
  return answer.body.data.unreadCount;
}

async function read(who: TestMember, body: Record<string, unknown>) {
  const answer = await notificationCall<{ unreadCount: number }>(
    routes.readNotification,
    who,
    body,
  );
  expect(answer.status).toBe(200);
  return answer.body.data.unreadCount;
}

async function settings(who: TestMember, update?: Partial<NotificationSettings>) {
  const answer = update
    ? await notificationCall<NotificationSettings>(routes.updateSettings, who, update)
    : await notificationCall<NotificationSettings>(routes.getSettings, who);
  expect(answer.status).toBe(200);
  return answer.body.data;
}

/** POST a feed or comment call and expect it to succeed. */
async function post<T = unknown>(path: string, body: Record<string, unknown>, who: TestMember) {
  const answer = await call<T>(server, 'POST', path, body, who);
  expect({ path, status: answer.status, code: answer.body.code }).toEqual({
    path,
    status: 200,
    code: undefined,
  });
  return answer.body.data;
}

/** One second later: acts in order, each with a time of its own. */
const later = () => server.clock.advance(1_000);

async function comment(who: TestMember, feedId: number, parentCommentId?: number) {
  later();
  const data = await post<{ commentId: number }>(
    '/api/comment/insertComment',
    {
      feedId,
      commentText: 'Thanks, this helps a lot.',
      isoCode: 'en',
      ...(parentCommentId ? { parentCommentId } : {}),
    },
    who,
  );
  return data.commentId;
}

const likeFeed = async (who: TestMember, feedId: number) => {
  later();
  await post('/api/feed/likeFeed', { feedId }, who);
};
const unlikeFeed = (who: TestMember, feedId: number) =>
  post('/api/feed/dislikeFeed', { feedId }, who);
const likeComment = async (who: TestMember, feedId: number, commentId: number) => {
  later();
  await post('/api/comment/likeComment', { feedId, commentId }, who);
};
const unlikeComment = (who: TestMember, feedId: number, commentId: number) =>
  post('/api/comment/dislikeComment', { feedId, commentId }, who);
const deleteComment = (who: TestMember, commentId: number) =>
  post('/api/comment/deleteComment', { commentId }, who);

const actorsOf = (item: NotificationItem | undefined) =>
  item?.actorList.map((actor) => actor.userId);

describe('COMMENT and REPLY', () => {
  it('tells the post’s author of a comment, one row each, never of their own', async () => {
    const author = await member('cAuthor');
    const reader = await member('cReader');
    const feedId = await addFeed(server, author.userId, { title: 'Where to eat' });
    const commentId = await comment(reader, feedId);
    const commentedAt = toUtcString(server.clock.now());
    await comment(author, feedId);

    const { notificationList, unreadCount, pagination } = await list(author);
    expect(unreadCount).toBe(1);
    expect(pagination).toMatchObject({ currentPage: 1, totalElements: 1, numberOfElements: 1 });
    expect(notificationList).toEqual([
      {
        notificationId: expect.any(Number),
        notificationType: 'COMMENT',
        feedId,
        commentId,
        parentCommentId: null,
        noticeId: null,
        actorList: [{ userId: reader.userId, userNickname: 'cReader', userProfileImageUrl: null }],
        actorCount: 1,
        isRead: 'N',
        notificationCreateDatetime: expect.any(String),
        feedTitle: 'Where to eat',
        translatedFeedTitleMap: {},
      },
    ]);
    expect(notificationList[0]?.notificationCreateDatetime).toBe(commentedAt);
    // The one who commented hears nothing of their own comment.
    expect(await rows(reader)).toEqual([]);
  });

  it('tells the parent’s author of each reply, and the others in the thread once per thread', async () => {
    const author = await member('rAuthor');
    const parent = await member('rParent');
    const first = await member('rFirst');
    const second = await member('rSecond');
    const third = await member('rThird');
    const feedId = await addFeed(server, author.userId);
    const top = await comment(parent, feedId);

    const r1 = await comment(first, feedId, top);
    const r2 = await comment(second, feedId, top);
    const r3 = await comment(third, feedId, top);
    // The first replier writes again: nothing for them, one more for the others.
    const r4 = await comment(first, feedId, top);

    // The parent's author: one REPLY per reply, newest first.
    const parentRows = await rows(parent);
    expect(
      parentRows.map((row) => [row.notificationType, row.commentId, row.parentCommentId]),
    ).toEqual([
      ['REPLY', r4, top],
      ['REPLY', r3, top],
      ['REPLY', r2, top],
      ['REPLY', r1, top],
    ]);
    expect(parentRows.map(actorsOf)).toEqual([
      [first.userId],
      [third.userId],
      [second.userId],
      [first.userId],
    ]);

    // A thread participant: one row for the thread, its newest reply, its repliers newest first.
    const firstRows = await rows(first);
    expect(firstRows).toHaveLength(1);
    expect(firstRows[0]).toMatchObject({
      notificationType: 'REPLY',
      feedId,
      commentId: r3,
      parentCommentId: top,
      actorCount: 2,
      isRead: 'N',
    });
    expect(actorsOf(firstRows[0])).toEqual([third.userId, second.userId]);

    const secondRows = await rows(second);
    expect(secondRows).toHaveLength(1);
    expect(secondRows[0]).toMatchObject({ commentId: r4, actorCount: 2 });
    expect(actorsOf(secondRows[0])).toEqual([first.userId, third.userId]);

    // Read, then another reply: the same row, unread again, at the top.
    await read(second, { all: true });
    const fourth = await member('rFourth');
    const r5 = await comment(fourth, feedId, top);
    const again = await rows(second);
    expect(again).toHaveLength(1);
    expect(again[0]).toMatchObject({ commentId: r5, actorCount: 3, isRead: 'N' });
    expect(actorsOf(again[0])).toEqual([fourth.userId, first.userId, third.userId]);

    // The post's author hears of the comment, not of the replies to it.
    expect((await rows(author)).map((row) => row.notificationType)).toEqual(['COMMENT']);
  });
});

describe('likes', () => {
  it('group on one row per post, the newest likers first, rising with a new like', async () => {
    const author = await member('lAuthor');
    const likers = await Promise.all(['lA', 'lB', 'lC', 'lD', 'lE'].map((name) => member(name)));
    const commenter = await member('lCommenter');
    const feedId = await addFeed(server, author.userId);
    for (const liker of likers.slice(0, 3)) await likeFeed(liker, feedId);
    // Liking one's own post tells nobody.
    await likeFeed(author, feedId);

    let [row] = await rows(author);
    expect(await rows(author)).toHaveLength(1);
    expect(row).toMatchObject({
      notificationType: 'FEED_LIKE',
      feedId,
      commentId: null,
      actorCount: 3,
    });
    expect(actorsOf(row)).toEqual([likers[2]!.userId, likers[1]!.userId, likers[0]!.userId]);

    // A comment comes after, then the row is read: a new like brings it back on top, unread.
    await comment(commenter, feedId);
    await read(author, { all: true });
    await likeFeed(likers[3]!, feedId);
    await likeFeed(likers[4]!, feedId);
    const after = await rows(author);
    expect(after.map((one) => one.notificationType)).toEqual(['FEED_LIKE', 'COMMENT']);
    row = after[0];
    expect(row).toMatchObject({ actorCount: 5, isRead: 'N' });
    // At most three are listed.
    expect(actorsOf(row)).toEqual([likers[4]!.userId, likers[3]!.userId, likers[2]!.userId]);
    expect(await unread(author)).toBe(1);

    // Liking again what one likes already is no new like.
    await read(author, { all: true });
    await likeFeed(likers[0]!, feedId);
    expect(await unread(author)).toBe(0);
  });

  it('lose the actor who takes the like back, and the row when no one is left', async () => {
    const author = await member('uAuthor');
    const one = await member('uOne');
    const two = await member('uTwo');
    const feedId = await addFeed(server, author.userId);
    await likeFeed(one, feedId);
    await likeFeed(two, feedId);
    await unlikeFeed(two, feedId);
    const [row] = await rows(author);
    expect(row).toMatchObject({ actorCount: 1 });
    expect(actorsOf(row)).toEqual([one.userId]);
    await unlikeFeed(one, feedId);
    expect(await rows(author)).toEqual([]);
    expect(await unread(author)).toBe(0);
  });

  it('of a comment group per comment, and go with the unlike', async () => {
    const author = await member('clAuthor');
    const writer = await member('clWriter');
    const liker = await member('clLiker');
    const other = await member('clOther');
    const feedId = await addFeed(server, author.userId);
    const commentId = await comment(writer, feedId);
    const replyId = await comment(author, feedId, commentId);
    await likeComment(liker, feedId, commentId);
    await likeComment(other, feedId, commentId);
    await likeComment(liker, feedId, replyId);
    // Liking one's own comment tells nobody.
    await likeComment(writer, feedId, commentId);

    const writerRows = (await rows(writer)).filter((r) => r.notificationType === 'COMMENT_LIKE');
    expect(writerRows).toHaveLength(1);
    expect(writerRows[0]).toMatchObject({
      feedId,
      commentId,
      parentCommentId: null,
      actorCount: 2,
    });
    expect(actorsOf(writerRows[0])).toEqual([other.userId, liker.userId]);
    const authorLikes = (await rows(author)).filter((r) => r.notificationType === 'COMMENT_LIKE');
    expect(authorLikes).toEqual([
      expect.objectContaining({ commentId: replyId, parentCommentId: commentId, actorCount: 1 }),
    ]);

    await unlikeComment(liker, feedId, commentId);
    await unlikeComment(other, feedId, commentId);
    expect((await rows(writer)).filter((r) => r.notificationType === 'COMMENT_LIKE')).toEqual([]);
  });
});

describe('deleted sources', () => {
  it('take their notifications away: a comment, a thread, a reply, a post', async () => {
    const author = await member('dAuthor');
    const writer = await member('dWriter');
    const replier = await member('dReplier');
    const other = await member('dOther');
    const feedId = await addFeed(server, author.userId);

    // A comment deleted: the post's author's row goes.
    const lone = await comment(writer, feedId);
    expect((await rows(author)).map((r) => r.commentId)).toEqual([lone]);
    await deleteComment(writer, lone);
    expect(await rows(author)).toEqual([]);
    expect(await unread(author)).toBe(0);

    // A top-level comment deleted: every row of its thread goes.
    const top = await comment(writer, feedId);
    await comment(replier, feedId, top);
    await comment(other, feedId, top);
    await likeComment(other, feedId, top);
    expect((await rows(writer)).length).toBe(3);
    expect((await rows(replier)).length).toBe(1);
    await deleteComment(writer, top);
    expect(await rows(writer)).toEqual([]);
    expect(await rows(replier)).toEqual([]);
    expect(await rows(author)).toEqual([]);

    // A reply deleted: its REPLY goes, and its replier from the thread rows.
    const second = await comment(writer, feedId);
    const mine = await comment(replier, feedId, second);
    const theirs = await comment(other, feedId, second);
    await deleteComment(other, theirs);
    expect((await rows(writer)).map((r) => [r.notificationType, r.commentId])).toEqual([
      ['REPLY', mine],
    ]);
    expect(await rows(replier)).toEqual([]);

    // The post deleted: everything about it goes.
    await likeFeed(other, feedId);
    await likeComment(other, feedId, second);
    expect((await rows(author)).length).toBe(2);
    await post('/api/feed/deleteFeed', { feedId }, author);
    expect(await rows(author)).toEqual([]);
    expect(await rows(writer)).toEqual([]);
    expect(await unread(writer)).toBe(0);
  });
});

describe('blocks and hidden content', () => {
  it('make no notification between members where either blocked the other', async () => {
    const author = await member('bAuthor');
    const blocked = await member('bBlocked');
    const blocker = await member('bBlocker');
    const feedId = await addFeed(server, author.userId);
    const blockerFeed = await addFeed(server, blocker.userId);
    await block(server, author.userId, blocked.userId);
    await block(server, blocker.userId, author.userId);

    // Someone I blocked comments and likes: nothing for me.
    await comment(blocked, feedId);
    await likeFeed(blocked, feedId);
    expect(await rows(author)).toEqual([]);
    // Someone who blocked me: my like of their post tells them nothing.
    await likeFeed(author, blockerFeed);
    expect(await rows(blocker)).toEqual([]);
  });

  it('hide an actor blocked after the fact, and the row when no actor is left', async () => {
    const author = await member('baAuthor');
    const one = await member('baOne');
    const two = await member('baTwo');
    const feedId = await addFeed(server, author.userId);
    await likeFeed(one, feedId);
    await likeFeed(two, feedId);
    expect(await unread(author)).toBe(1);

    await block(server, author.userId, two.userId);
    const [row] = await rows(author);
    expect(row).toMatchObject({ actorCount: 1 });
    expect(actorsOf(row)).toEqual([one.userId]);
    // The other way round too: a member who blocked me is not shown.
    await block(server, one.userId, author.userId);
    expect(await rows(author)).toEqual([]);
    expect(await unread(author)).toBe(0);
  });

  it('hide notifications about a post or a comment I reported', async () => {
    const author = await member('hAuthor');
    const writer = await member('hWriter');
    const liker = await member('hLiker');
    const feedId = await addFeed(server, author.userId);
    const commentId = await comment(writer, feedId);
    await likeComment(liker, feedId, commentId);
    expect((await rows(writer)).map((r) => r.notificationType)).toEqual(['COMMENT_LIKE']);
    expect((await rows(author)).map((r) => r.notificationType)).toEqual(['COMMENT']);

    // The writer reports the post their liked comment is on: hidden from them.
    await post('/api/feed/reportFeed', { feedId }, writer);
    expect(await rows(writer)).toEqual([]);
    expect(await unread(writer)).toBe(0);
    // The post's author reports the comment: its COMMENT row is hidden.
    await post('/api/comment/reportComment', { commentId }, author);
    expect(await rows(author)).toEqual([]);
    // And a reply on that post no longer reaches the writer either.
    const replier = await member('hReplier');
    await comment(replier, feedId, commentId);
    expect(await rows(writer)).toEqual([]);
  });
});

describe('settings', () => {
  it('are all on by default; a type off makes no rows and hides its rows until back on', async () => {
    const author = await member('sAuthor');
    const first = await member('sFirst');
    const second = await member('sSecond');
    const feedId = await addFeed(server, author.userId);
    expect(await settings(author)).toEqual({
      COMMENT: 'Y',
      REPLY: 'Y',
      FEED_LIKE: 'Y',
      COMMENT_LIKE: 'Y',
      NOTICE: 'Y',
      MODERATION: 'Y',
      REPORT_RESULT: 'Y',
    });
    await likeFeed(first, feedId);
    await comment(first, feedId);
    expect(await unread(author)).toBe(2);

    expect(await settings(author, { FEED_LIKE: 'N' })).toMatchObject({
      FEED_LIKE: 'N',
      COMMENT: 'Y',
    });
    expect((await rows(author)).map((r) => r.notificationType)).toEqual(['COMMENT']);
    expect(await unread(author)).toBe(1);
    // A like while off is never recorded.
    await likeFeed(second, feedId);
    expect((await rows(author)).map((r) => r.notificationType)).toEqual(['COMMENT']);

    expect(await settings(author, { FEED_LIKE: 'Y' })).toMatchObject({ FEED_LIKE: 'Y' });
    expect(await settings(author)).toMatchObject({ FEED_LIKE: 'Y' });
    const back = (await rows(author)).find((r) => r.notificationType === 'FEED_LIKE');
    expect(back).toMatchObject({ actorCount: 1 });
    expect(actorsOf(back)).toEqual([first.userId]);
    expect(await unread(author)).toBe(2);
  });
});

describe('reading', () => {
  it('marks some or all read, ignoring other members’ ids, and counts the unread', async () => {
    const author = await member('mAuthor');
    const stranger = await member('mStranger');
    const liker = await member('mLiker');
    const feedId = await addFeed(server, author.userId);
    const strangerFeed = await addFeed(server, stranger.userId);
    await comment(liker, feedId);
    await comment(liker, feedId);
    await likeFeed(liker, feedId);
    await likeFeed(liker, strangerFeed);
    const mine = await rows(author);
    expect(mine).toHaveLength(3);
    expect(await unread(author)).toBe(3);
    const [theirs] = await rows(stranger);

    expect(await read(author, { notificationIdList: [mine[0]!.notificationId] })).toBe(2);
    expect((await rows(author)).map((r) => r.isRead)).toEqual(['Y', 'N', 'N']);
    // Another member's id is ignored.
    expect(await read(author, { notificationIdList: [theirs!.notificationId] })).toBe(2);
    expect(await unread(stranger)).toBe(1);
    expect(await read(author, { all: true })).toBe(0);
    expect((await list(author)).unreadCount).toBe(0);
    expect(await unread(stranger)).toBe(1);
  });

  it('pages the list, and gives the title’s finished translation in the reader’s language', async () => {
    const author = await member('pAuthor', 'ko');
    const feedId = await addFeed(server, author.userId, { title: 'Best noodles', language: 'en' });
    await server.db
      .insertInto('feed_translations')
      .values({
        feed_id: feedId,
        iso_code: 'ko',
        title: '최고의 국수',
        text: '본문',
        status: 'DONE',
        updated_at: toUtcString(server.clock.now()),
      })
      .execute();
    for (const name of ['pOne', 'pTwo', 'pThree']) await comment(await member(name), feedId);

    const first = await list(author, { page: 1, size: 2, isoCode: 'ko' });
    expect(first.notificationList).toHaveLength(2);
    expect(first.pagination).toEqual({
      currentPage: 1,
      totalPages: 2,
      totalElements: 3,
      first: true,
      last: false,
      numberOfElements: 2,
    });
    expect(first.unreadCount).toBe(3);
    expect(first.notificationList[0]).toMatchObject({
      feedTitle: 'Best noodles',
      translatedFeedTitleMap: { ko: '최고의 국수' },
    });
    const second = await list(author, { page: 2, size: 2, isoCode: 'ko' });
    expect(second.notificationList).toHaveLength(1);
    expect(second.pagination).toMatchObject({ last: true, numberOfElements: 1 });
    // Asked in English: no Korean title.
    expect((await list(author, { isoCode: 'en' })).notificationList[0]).toMatchObject({
      translatedFeedTitleMap: {},
    });
    // No isoCode: the member's own language (their token's), as for every answer in words.
    expect((await list(author)).notificationList[0]).toMatchObject({
      translatedFeedTitleMap: { ko: '최고의 국수' },
    });
    // A reader who reads English anyway is shown the title as written.
    await server.db
      .updateTable('users')
      .set({ read_languages: '["en"]' })
      .where('user_id', '=', author.userId)
      .execute();
    expect((await list(author, { isoCode: 'ko' })).notificationList[0]).toMatchObject({
      translatedFeedTitleMap: {},
    });
  });
});

describe('the live channel', () => {
  it('receives an unread event for the recipient whenever their count changes', async () => {
    const publish = jest.spyOn(LiveHub.prototype, 'publish');
    try {
      const author = await member('vAuthor');
      const liker = await member('vLiker');
      const feedId = await addFeed(server, author.userId);
      const unreadEvents = (userId: number) =>
        publish.mock.calls
          .filter(([event, recipient]) => recipient === userId && event.type === 'unread')
          .map(([event]) => (event as Extract<LiveEventBody, { type: 'unread' }>).unreadCount);

      await likeFeed(liker, feedId);
      expect(unreadEvents(author.userId)).toEqual([1]);
      await comment(liker, feedId);
      expect(unreadEvents(author.userId)).toEqual([1, 2]);
      // A second like on the unread row changes no count: no event.
      await likeFeed(await member('vSecond'), feedId);
      expect(unreadEvents(author.userId)).toEqual([1, 2]);
      await read(author, { all: true });
      expect(unreadEvents(author.userId)).toEqual([1, 2, 0]);
      // A new like brings the read row back: unread again.
      await likeFeed(await member('vThird'), feedId);
      expect(unreadEvents(author.userId)).toEqual([1, 2, 0, 1]);
      // Removal: the unread row goes with the post.
      await post('/api/feed/deleteFeed', { feedId }, author);
      expect(unreadEvents(author.userId)).toEqual([1, 2, 0, 1, 0]);
      // The one who acted hears nothing of it.
      expect(unreadEvents(liker.userId)).toEqual([]);
    } finally {
      publish.mockRestore();
    }
  });
});

describe('the calls', () => {
  it('refuse visitors', async () => {
    for (const route of Object.values(routes)) {
      const payload =
        route.method === 'GET'
          ? undefined
          : route.method === 'PUT'
            ? { COMMENT: 'N' }
            : { all: true };
      const answer = await notificationCall(route, undefined, payload);
      expect({ path: route.path, status: answer.status, code: answer.body.code }).toEqual({
        path: route.path,
        status: 401,
        code: 'AUTH-002',
      });
    }
  });

  it('refuse bad input with a 400 and a code', async () => {
    const who = await member('badInput');
    const cases: [ApiRoute, Record<string, unknown>][] = [
      [routes.getNotificationList, { size: 0 }],
      [routes.getNotificationList, { size: 51 }],
      [routes.getNotificationList, { page: 0 }],
      [routes.getNotificationList, { page: 'x' }],
      [routes.getNotificationList, { isoCode: 'x' }],
      [routes.readNotification, {}],
      [routes.readNotification, { notificationIdList: [] }],
      [routes.readNotification, { notificationIdList: ['1'] }],
      [routes.readNotification, { notificationIdList: [0] }],
      [
        routes.readNotification,
        { notificationIdList: Array.from({ length: 101 }, (_, i) => i + 1) },
      ],
      [routes.readNotification, { all: false }],
      [routes.readNotification, { all: true, notificationIdList: [1] }],
      [routes.updateSettings, {}],
      [routes.updateSettings, { FEED_LIKE: 'maybe' }],
      [routes.updateSettings, { FEED_LIKE: true }],
      [routes.updateSettings, { SOMETHING: 'N' }],
    ];
    for (const [route, payload] of cases) {
      const answer = await notificationCall(route, who, payload);
      expect({ path: route.path, payload, status: answer.status, code: answer.body.code }).toEqual({
        path: route.path,
        payload,
        status: 400,
        code: 'VALIDATION',
      });
    }
    expect(await settings(who)).toMatchObject({ FEED_LIKE: 'Y' });
  });
});

describe('NOTICE', () => {
  // Notices are everyone's: a server of its own, so other tests' members see none.
  let noticeServer: TestServer;
  beforeAll(async () => {
    noticeServer = await startTestServer();
  }, 60_000);
  afterAll(() => noticeServer.close(), 30_000);

  async function addNotice(fixed: 'Y' | 'N') {
    noticeServer.clock.advance(60_000);
    const { notice_id } = await noticeServer.db
      .insertInto('notices')
      .values({
        is_fixed: fixed,
        created_at: toUtcString(noticeServer.clock.now()),
        deleted_at: null,
      })
      .returning('notice_id')
      .executeTakeFirstOrThrow();
    return notice_id;
  }
  const noticeRows = async (who: TestMember) => {
    const answer = await call<NotificationListData>(
      noticeServer,
      'GET',
      routePath(routes.getNotificationList),
      { size: 50 },
      who,
    );
    expect(answer.status).toBe(200);
    return answer.body.data.notificationList;
  };
  const noticeIds = async (who: TestMember) => (await noticeRows(who)).map((r) => r.noticeId);

  it('tells members who joined before a pinned notice, once; never of older or unpinned ones', async () => {
    const early = await addMember(noticeServer, { nickname: 'early' });
    const pinned = await addNotice('Y');
    await addNotice('N');
    const late = await addMember(noticeServer, { nickname: 'late' });

    const count = await call<{ unreadCount: number }>(
      noticeServer,
      'GET',
      routePath(routes.getUnreadCount),
      undefined,
      early,
    );
    expect(count.body.data.unreadCount).toBe(1);
    const [row] = await noticeRows(early);
    expect(row).toMatchObject({
      notificationType: 'NOTICE',
      noticeId: pinned,
      feedId: null,
      commentId: null,
      actorList: [],
      actorCount: 0,
      isRead: 'N',
      feedTitle: null,
      translatedFeedTitleMap: {},
    });
    // Once per notice, however often the list is read.
    expect(await noticeIds(early)).toEqual([pinned]);
    expect(await noticeIds(late)).toEqual([]);

    // A deleted notice is no longer listed.
    await noticeServer.db
      .updateTable('notices')
      .set({ deleted_at: toUtcString(noticeServer.clock.now()) })
      .where('notice_id', '=', pinned)
      .execute();
    expect(await noticeIds(early)).toEqual([]);
  });

  it('adds none posted while NOTICE was off, and those after it is back on', async () => {
    const reader = await addMember(noticeServer, { nickname: 'reader' });
    const before = await addNotice('Y');
    const put = (value: 'Y' | 'N') =>
      call(noticeServer, 'PUT', routePath(routes.updateSettings), { NOTICE: value }, reader);
    expect((await put('N')).status).toBe(200);
    expect(await noticeIds(reader)).toEqual([]);
    const whileOff = await addNotice('Y');
    expect(whileOff).toBeGreaterThan(before);
    noticeServer.clock.advance(1_000);
    expect((await put('Y')).status).toBe(200);
    const after = await addNotice('Y');
    expect(await noticeIds(reader)).toEqual([after, before]);
  });
});
