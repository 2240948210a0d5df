import { jest } from '@jest/globals';
import type { CommentItem } from '@kfeed/contracts/comment';
import type { FeedItem } from '@kfeed/contracts/feed';
import { commentRoutes } from '@kfeed/contracts/routes/comment';
import { feedRoutes } from '@kfeed/contracts/routes/feed';
import { notificationRoutes } from '@kfeed/contracts/routes/notification';
import type { LiveEventsData, NotificationListData } from '@kfeed/contracts/notification';
import { liveRoutes } from '@kfeed/contracts/routes/live';
import { newestEventId } from '../live/liveEvents.ts';
import { startTestServer, type TestServer } from '../../testing/testServer.ts';
import { addFeed, addMember, call, type TestMember } from '../../testing/contentFixtures.ts';
import { feedDetail } from '../feeds/feedTestKit.ts';
import {
  addEstablished,
  addModerator,
  reportComment,
  reportFeed,
  resolve,
  stateOf,
  writeComment,
} from './moderationTestKit.ts';

// Real HTTP and a real database; a busy machine can be slow.
jest.setTimeout(60_000);

let server: TestServer;
let author: TestMember;
let reader: TestMember;
let moderator: TestMember;

beforeAll(async () => {
  server = await startTestServer();
  author = await addMember(server, { nickname: 'author' });
  reader = await addMember(server, { nickname: 'reader' });
  moderator = await addModerator(server, 'mod');
}, 30_000);
afterAll(() => server.close());

const listIds = async (who?: TestMember) =>
  (
    await call<FeedItem[]>(
      server,
      'GET',
      feedRoutes.getFeedList.path,
      { page: 1, size: 50, isoCode: 'en' },
      who,
    )
  ).body.data.map((item) => item.feedId);

const commentIds = async (feedId: number, who?: TestMember, parentCommentId?: number) => {
  const answer = await call<{ commentList: CommentItem[] }>(
    server,
    'POST',
    commentRoutes.getCommentList.path,
    { feedId, page: 1, isoCode: 'en', ...(parentCommentId ? { parentCommentId } : {}) },
    who,
  );
  return answer.status === 200 ? answer.body.data.commentList.map((c) => c.commentId) : answer;
};

describe('automatic hiding of posts', () => {
  it('hides a post once three established members report it; the author and moderators still see it', async () => {
    const feedId = await addFeed(server, author.userId, { title: 'spam offer' });
    const reporters = [await addEstablished(server), await addEstablished(server)];
    for (const who of reporters) await reportFeed(server, feedId, who, { reasonCode: 'SPAM' });
    // Two are not enough.
    expect(await stateOf(server, 'feeds', feedId)).toBe('VISIBLE');
    expect(await listIds(reader)).toContain(feedId);
    await reportFeed(server, feedId, await addEstablished(server), { reasonCode: 'SCAM' });
    expect(await stateOf(server, 'feeds', feedId)).toBe('HIDDEN');

    // Gone for visitors and other members, in the list and the detail...
    expect(await listIds()).not.toContain(feedId);
    expect(await listIds(reader)).not.toContain(feedId);
    expect((await feedDetail(server, feedId)).status).toBe(404);
    expect((await feedDetail(server, feedId, reader)).body.code).toBe('FEED-001');
    // ...still there for its author and for a moderator.
    expect(await listIds(author)).toContain(feedId);
    expect(await listIds(moderator)).toContain(feedId);
    expect((await feedDetail(server, feedId, author)).status).toBe(200);
    expect((await feedDetail(server, feedId, moderator)).status).toBe(200);
  });

  it('does not count accounts younger than a day with no post of their own', async () => {
    const feedId = await addFeed(server, author.userId, { title: 'piled on' });
    const fresh = [await addMember(server), await addMember(server), await addMember(server)];
    for (const who of fresh) await reportFeed(server, feedId, who);
    const oneEstablished = await addEstablished(server);
    await reportFeed(server, feedId, oneEstablished);
    expect(await stateOf(server, 'feeds', feedId)).toBe('VISIBLE');
    expect(await listIds()).toContain(feedId);

    // A fresh account with a post of its own counts: the third established reporter.
    const poster = await addMember(server);
    await addFeed(server, poster.userId, { title: 'my own post' });
    await reportFeed(server, feedId, poster);
    expect(await stateOf(server, 'feeds', feedId)).toBe('VISIBLE');
    await reportFeed(server, feedId, await addEstablished(server));
    expect(await stateOf(server, 'feeds', feedId)).toBe('HIDDEN');
  });

  it('does not hide again with reports a moderator already dismissed; new reports count from zero', async () => {
    const feedId = await addFeed(server, author.userId, { title: 'disputed' });
    const first = [
      await addEstablished(server),
      await addEstablished(server),
      await addEstablished(server),
    ];
    for (const who of first) await reportFeed(server, feedId, who);
    expect(await stateOf(server, 'feeds', feedId)).toBe('HIDDEN');
    expect(
      (
        await resolve(server, moderator, {
          targetType: 'FEED',
          targetId: feedId,
          action: 'DISMISS',
        })
      ).status,
    ).toBe(200);
    expect(await stateOf(server, 'feeds', feedId)).toBe('VISIBLE');
    expect(await listIds()).toContain(feedId);

    // Two new reporters: with the three dismissed ones that would be five, but only the
    // open reports count.
    await reportFeed(server, feedId, await addEstablished(server));
    await reportFeed(server, feedId, await addEstablished(server));
    expect(await stateOf(server, 'feeds', feedId)).toBe('VISIBLE');
    await reportFeed(server, feedId, await addEstablished(server));
    expect(await stateOf(server, 'feeds', feedId)).toBe('HIDDEN');
  });

  it('counts a fresh account once a day has passed', async () => {
    // A server of its own: moving its clock a day on ends every token it issued.
    const later = await startTestServer();
    try {
      const writer = await addMember(later);
      const feedId = await addFeed(later, writer.userId, { title: 'slow burn' });
      for (let i = 0; i < 2; i += 1) await reportFeed(later, feedId, await addMember(later));
      expect(await stateOf(later, 'feeds', feedId)).toBe('VISIBLE');
      later.clock.advance(25 * 3600 * 1000);
      // The two earlier accounts are a day old now and count; a third, made now, does not.
      await reportFeed(later, feedId, await addMember(later));
      expect(await stateOf(later, 'feeds', feedId)).toBe('VISIBLE');
      await reportFeed(later, feedId, await addEstablished(later));
      expect(await stateOf(later, 'feeds', feedId)).toBe('HIDDEN');
    } finally {
      await later.close();
    }
  });
});

describe('automatic hiding of comments', () => {
  it('hides a comment and its thread from others, leaves it to its author and moderators, and counts it out', async () => {
    const feedId = await addFeed(server, author.userId, { title: 'a thread' });
    const commenter = await addMember(server, { nickname: 'rude' });
    const rude = await writeComment(server, commenter, feedId, 'a rude comment');
    const reply = await writeComment(server, reader, feedId, 'a reply to it', rude);
    const kind = await writeComment(server, reader, feedId, 'a kind comment');
    const count = async (who?: TestMember) =>
      (await feedDetail(server, feedId, who)).body.data.feedCommentCount;
    expect(await count()).toBe(3);

    for (let i = 0; i < 3; i += 1) await reportComment(server, rude, await addEstablished(server));
    expect(await stateOf(server, 'comments', rude)).toBe('HIDDEN');

    expect(await commentIds(feedId)).toEqual([kind]);
    expect(await commentIds(feedId, reader)).toEqual([kind]);
    // Its replies go with it: the thread cannot be opened.
    expect(await commentIds(feedId, reader, rude)).toMatchObject({
      status: 404,
      body: { code: 'COMMENT-001' },
    });
    // The comment and its reply no longer count for anyone.
    expect(await count()).toBe(1);
    expect(await count(reader)).toBe(1);
    // Its author and a moderator still read it, and its replies.
    expect(await commentIds(feedId, commenter)).toEqual([kind, rude]);
    expect(await commentIds(feedId, moderator)).toEqual([kind, rude]);
    expect(await commentIds(feedId, moderator, rude)).toEqual([reply]);
    const original = await call(
      server,
      'POST',
      commentRoutes.getOriginalCommentText.path,
      { commentId: rude },
      reader,
    );
    expect(original.body.code).toBe('COMMENT-001');

    // A dismissal brings it back, counts and all.
    await resolve(server, moderator, { targetType: 'COMMENT', targetId: rude, action: 'DISMISS' });
    expect(await commentIds(feedId, reader)).toEqual([kind, rude]);
    expect(await count()).toBe(3);
  });

  it('follows MODERATION_HIDE_THRESHOLD', async () => {
    const strict = await startTestServer({ MODERATION_HIDE_THRESHOLD: '1' });
    try {
      const writer = await addMember(strict);
      const feedId = await addFeed(strict, writer.userId);
      await reportFeed(strict, feedId, await addEstablished(strict));
      expect(await stateOf(strict, 'feeds', feedId)).toBe('HIDDEN');
      expect(strict.config.moderationHideThreshold).toBe(1);
    } finally {
      await strict.close();
    }
    expect(server.config.moderationHideThreshold).toBe(3);
  });
});

describe('notifications about hidden content', () => {
  it('are hidden from everyone but the content’s author and back once restored; counts follow live', async () => {
    const postAuthor = await addMember(server, { nickname: 'host' });
    const feedId = await addFeed(server, postAuthor.userId, { title: 'open thread' });
    const commenter = await addMember(server, { nickname: 'shouter' });
    const shout = await writeComment(server, commenter, feedId, 'SHOUTING');
    const unread = async (who: TestMember) =>
      (
        await call<NotificationListData>(
          server,
          'GET',
          notificationRoutes.getNotificationList.path,
          { page: 1, size: 50 },
          who,
        )
      ).body.data;
    const about = async (who: TestMember) =>
      (await unread(who)).notificationList
        .filter((n) => n.commentId === shout)
        .map((n) => n.notificationType);
    expect(await about(postAuthor)).toEqual(['COMMENT']);
    const before = await newestEventId(server.db);

    for (let i = 0; i < 3; i += 1) await reportComment(server, shout, await addEstablished(server));
    expect(await about(postAuthor)).toEqual([]);
    const { unreadCount } = await unread(postAuthor);
    const events = await call<LiveEventsData>(
      server,
      'GET',
      liveRoutes.getEvents.path,
      { afterEventId: before },
      postAuthor,
    );
    expect(events.body.data.eventList.map((e) => e.event)).toContainEqual({
      type: 'unread',
      unreadCount,
    });

    await resolve(server, moderator, { targetType: 'COMMENT', targetId: shout, action: 'DISMISS' });
    expect(await about(postAuthor)).toEqual(['COMMENT']);
  });
});

describe('reasons', () => {
  it('are stored with each report of a post or comment, OTHER and no words when none is given', async () => {
    const feedId = await addFeed(server, author.userId);
    const commentId = await writeComment(server, author, feedId, 'a comment');
    await reportFeed(server, feedId, reader, {
      reasonCode: 'MISINFORMATION',
      reasonText: ' wrong ',
    });
    await reportFeed(server, feedId, moderator);
    // Members who reported the post no longer see it: others report its comment.
    const [first, second] = [await addMember(server), await addMember(server)];
    await reportComment(server, commentId, first!, { reasonCode: 'SEXUAL' });
    await reportComment(server, commentId, second!);
    const feedReports = await server.db
      .selectFrom('feed_reports')
      .select(['user_id', 'reason_code', 'reason_text', 'resolution_id'])
      .where('feed_id', '=', feedId)
      .orderBy('user_id')
      .execute();
    expect(feedReports).toEqual([
      {
        user_id: reader.userId,
        reason_code: 'MISINFORMATION',
        reason_text: 'wrong',
        resolution_id: null,
      },
      { user_id: moderator.userId, reason_code: 'OTHER', reason_text: '', resolution_id: null },
    ]);
    const commentReports = await server.db
      .selectFrom('comment_reports')
      .select(['user_id', 'reason_code', 'reason_text'])
      .where('comment_id', '=', commentId)
      .orderBy('user_id')
      .execute();
    expect(commentReports).toEqual([
      { user_id: first!.userId, reason_code: 'SEXUAL', reason_text: '' },
      { user_id: second!.userId, reason_code: 'OTHER', reason_text: '' },
    ]);
    // A repeat is still REPORT-001, and a reason outside the list is refused.
    expect(
      await call(
        server,
        'POST',
        feedRoutes.reportFeed.path,
        { feedId, reasonCode: 'SPAM' },
        reader,
      ),
    ).toMatchObject({ status: 409, body: { code: 'REPORT-001' } });
    expect(
      await call(
        server,
        'POST',
        commentRoutes.reportComment.path,
        { commentId, reasonCode: 'UGLY' },
        author,
      ),
    ).toMatchObject({ status: 400, body: { code: 'VALIDATION' } });
  });
});
