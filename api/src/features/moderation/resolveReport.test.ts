import { jest } from '@jest/globals';
import type { CommentItem } from '@kfeed/contracts/comment';
import type { FeedItem } from '@kfeed/contracts/feed';
import type { LiveEventsData, NotificationItem } from '@kfeed/contracts/notification';
import { commentRoutes } from '@kfeed/contracts/routes/comment';
import { feedRoutes } from '@kfeed/contracts/routes/feed';
import { liveRoutes } from '@kfeed/contracts/routes/live';
import { notificationRoutes } from '@kfeed/contracts/routes/notification';
import { searchRoutes } from '@kfeed/contracts/routes/search';
import { startTestServer, type TestServer } from '../../testing/testServer.ts';
import { addFeed, addMember, call, type TestMember } from '../../testing/contentFixtures.ts';
import { feedDetail } from '../feeds/feedTestKit.ts';
import { reindexFeed } from '../search/searchIndex.ts';
import { newestEventId } from '../live/liveEvents.ts';
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
  moderator = await addModerator(server, 'Modesty');
}, 30_000);
afterAll(() => server.close());

const DAY_MS = 24 * 3600 * 1000;

const feedList = async (who?: TestMember) =>
  (
    await call<FeedItem[]>(
      server,
      'GET',
      feedRoutes.getFeedList.path,
      { page: 1, size: 50, isoCode: 'en' },
      who,
    )
  ).body.data.map((item) => item.feedId);

const userFeedList = async (userId: number, who?: TestMember) =>
  (
    await call<FeedItem[]>(
      server,
      'GET',
      feedRoutes.getUserFeedList.path,
      { page: 1, size: 50, userId, isoCode: 'en' },
      who,
    )
  ).body.data.map((item) => item.feedId);

const search = async (searchText: string, who?: TestMember) =>
  (
    await call<FeedItem[]>(
      server,
      'GET',
      searchRoutes.searchFeedList.path,
      { page: 1, size: 50, searchText, isoCode: 'en' },
      who,
    )
  ).body.data.map((item) => item.feedId);

const comments = (feedId: number, who?: TestMember, parentCommentId?: number) =>
  call<{ commentList: CommentItem[] }>(
    server,
    'POST',
    commentRoutes.getCommentList.path,
    { feedId, page: 1, isoCode: 'en', ...(parentCommentId ? { parentCommentId } : {}) },
    who,
  );

const notifications = async (who: TestMember) =>
  (
    await call<{ notificationList: NotificationItem[]; unreadCount: number }>(
      server,
      'GET',
      notificationRoutes.getNotificationList.path,
      { page: 1, size: 50, isoCode: 'en' },
      who,
    )
  ).body.data;

const told = async (who: TestMember, type: 'MODERATION' | 'REPORT_RESULT') =>
  (await notifications(who)).notificationList.filter((n) => n.notificationType === type);

const liveEvents = async (who: TestMember, afterEventId: number) =>
  (
    await call<LiveEventsData>(server, 'GET', liveRoutes.getEvents.path, { afterEventId }, who)
  ).body.data.eventList.map((e) => e.event);

const establishedReporters = async (count: number) => {
  const reporters: TestMember[] = [];
  for (let i = 0; i < count; i += 1) reporters.push(await addEstablished(server));
  return reporters;
};

describe('REMOVE', () => {
  it('takes a post off every read path, for everyone, its author included; the row stays', async () => {
    const feedId = await addFeed(server, author.userId, {
      title: 'removable unicorn',
      text: 'a post about unicorns',
    });
    await reindexFeed(server.db, feedId);
    await call(server, 'POST', feedRoutes.likeFeed.path, { feedId }, reader);
    const comment = await writeComment(server, reader, feedId, 'nice unicorn');
    await writeComment(server, author, feedId, 'thanks', comment);
    const everyone = [undefined, reader, author, moderator];
    for (const who of everyone) {
      expect(await feedList(who)).toContain(feedId);
      expect(await userFeedList(author.userId, who)).toContain(feedId);
      expect(await search('unicorn', who)).toContain(feedId);
    }
    const kinds = async (who: TestMember) =>
      (await notifications(who)).notificationList
        .filter((n) => n.feedId === feedId)
        .map((n) => n.notificationType)
        .sort();
    expect(await kinds(author)).toEqual(['COMMENT', 'FEED_LIKE']);
    expect(await kinds(reader)).toEqual(['REPLY']);

    const reporters = await establishedReporters(2);
    await reportFeed(server, feedId, reporters[0]!, {
      reasonCode: 'SPAM',
      reasonText: 'sells fake unicorns',
    });
    await reportFeed(server, feedId, reporters[1]!);
    const before = await newestEventId(server.db);
    const answer = await resolve(server, moderator, {
      targetType: 'FEED',
      targetId: feedId,
      action: 'REMOVE',
      note: 'scam',
    });
    expect(answer).toMatchObject({
      status: 200,
      body: { data: { targetType: 'FEED', targetId: feedId, action: 'REMOVE', suspension: null } },
    });

    for (const who of everyone) {
      expect(await feedList(who)).not.toContain(feedId);
      expect(await userFeedList(author.userId, who)).not.toContain(feedId);
      expect(await search('unicorn', who)).not.toContain(feedId);
      expect((await feedDetail(server, feedId, who)).status).toBe(404);
      expect((await comments(feedId, who)).status).toBe(404);
      expect((await comments(feedId, who, comment)).status).toBe(404);
    }
    // Kept for the audit and an appeal.
    expect(await stateOf(server, 'feeds', feedId)).toBe('REMOVED');
    const row = await server.db
      .selectFrom('feeds')
      .select(['deleted_at', 'feed_title'])
      .where('feed_id', '=', feedId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ deleted_at: null, feed_title: 'removable unicorn' });
    // Nothing more can be done to it.
    expect((await call(server, 'POST', feedRoutes.likeFeed.path, { feedId }, reader)).status).toBe(
      404,
    );
    const late = await call(
      server,
      'POST',
      commentRoutes.insertComment.path,
      { feedId, commentText: 'late', isoCode: 'en' },
      reader,
    );
    expect(late.status).toBe(404);
    // Nor may its author change it or delete it: it stays as it was for an appeal.
    expect(
      await call(server, 'POST', feedRoutes.deleteFeed.path, { feedId }, author),
    ).toMatchObject({ status: 404, body: { code: 'FEED-001' } });
    expect(await stateOf(server, 'feeds', feedId)).toBe('REMOVED');

    // The notifications about it go; the author is told, without the post's words.
    expect(await kinds(reader)).toEqual([]);
    const [removal, ...others] = await told(author, 'MODERATION');
    expect(others).toEqual([]);
    expect(removal).toMatchObject({
      moderationAction: 'REMOVE',
      targetType: 'FEED',
      feedId,
      commentId: null,
      feedTitle: null,
      translatedFeedTitleMap: {},
      actorList: [],
      actorCount: 0,
      isRead: 'N',
    });
    expect(await kinds(author)).toEqual(['MODERATION']);
    // The reporters hear that something was done, never by whom nor who else reported.
    for (const reporter of reporters) {
      const [result] = await told(reporter, 'REPORT_RESULT');
      expect(result).toMatchObject({
        reportOutcome: 'ACTION_TAKEN',
        targetType: 'FEED',
        feedId,
        feedTitle: null,
        actorList: [],
        actorCount: 0,
      });
      expect(JSON.stringify(result)).not.toMatch(/Modesty|scam|unicorn/);
    }
    // Their bells ring over the live channel.
    for (const who of [author, ...reporters]) {
      const events = await liveEvents(who, before);
      expect(events).toContainEqual({
        type: 'unread',
        unreadCount: (await notifications(who)).unreadCount,
      });
    }
  });

  it('takes a reply away, and only it, from its thread and the counts', async () => {
    const feedId = await addFeed(server, author.userId, { title: 'a thread' });
    const top = await writeComment(server, author, feedId, 'question');
    const good = await writeComment(server, reader, feedId, 'a good answer', top);
    const rudeAuthor = await addMember(server);
    const rude = await writeComment(server, rudeAuthor, feedId, 'a rude answer', top);
    const replies = async (who?: TestMember) =>
      (await comments(feedId, who, top)).body.data.commentList.map((c) => c.commentId);
    expect(await replies()).toEqual([good, rude]);
    const parentCount = async () =>
      (await comments(feedId)).body.data.commentList.find((c) => c.commentId === top)
        ?.childCommentCount;
    expect(await parentCount()).toBe(2);

    await reportComment(server, rude, reader, { reasonCode: 'HARASSMENT' });
    await resolve(server, moderator, { targetType: 'COMMENT', targetId: rude, action: 'REMOVE' });
    for (const who of [undefined, reader, rudeAuthor, moderator]) {
      expect(await replies(who)).toEqual([good]);
    }
    expect(await parentCount()).toBe(1);
    expect(
      await call(server, 'POST', commentRoutes.deleteComment.path, { commentId: rude }, rudeAuthor),
    ).toMatchObject({ status: 404, body: { code: 'COMMENT-001' } });
    expect((await feedDetail(server, feedId)).body.data.feedCommentCount).toBe(2);
    const [removal] = await told(rudeAuthor, 'MODERATION');
    expect(removal).toMatchObject({
      moderationAction: 'REMOVE',
      targetType: 'COMMENT',
      feedId,
      commentId: rude,
      parentCommentId: top,
    });
    // A REPLY notification the parent's author had about it goes too.
    const authorsReplies = (await notifications(author)).notificationList.filter(
      (n) => n.notificationType === 'REPLY',
    );
    expect(authorsReplies.map((n) => n.commentId)).not.toContain(rude);
  });
});

describe('WARN, SUSPEND and UNSUSPEND', () => {
  it('WARN leaves the content up, tells its author, and may come without reports', async () => {
    const feedId = await addFeed(server, author.userId, { title: 'borderline' });
    const [reporter] = await establishedReporters(1);
    await reportFeed(server, feedId, reporter!);
    expect(
      (await resolve(server, moderator, { targetType: 'FEED', targetId: feedId, action: 'WARN' }))
        .status,
    ).toBe(200);
    expect(await feedList(reader)).toContain(feedId);
    const warnings = await told(author, 'MODERATION');
    expect(warnings.find((n) => n.feedId === feedId)).toMatchObject({
      moderationAction: 'WARN',
      // Still visible to the author: the title may be given.
      feedTitle: 'borderline',
    });
    expect((await told(reporter!, 'REPORT_RESULT'))[0]).toMatchObject({
      reportOutcome: 'ACTION_TAKEN',
      feedTitle: null,
    });
    // No open reports left: a second warning is still allowed.
    expect(
      (await resolve(server, moderator, { targetType: 'FEED', targetId: feedId, action: 'WARN' }))
        .status,
    ).toBe(200);
    expect(
      (
        await resolve(server, moderator, {
          targetType: 'USER',
          targetId: reader.userId,
          action: 'WARN',
        })
      ).status,
    ).toBe(200);
    expect((await told(reader, 'MODERATION'))[0]).toMatchObject({
      moderationAction: 'WARN',
      targetType: 'USER',
      feedId: null,
    });
  });

  it('SUSPEND for days stops the author writing until then, and tells them until when; UNSUSPEND lifts it', async () => {
    const offender = await addMember(server, { nickname: 'offender' });
    const feedId = await addFeed(server, offender.userId, { title: 'offending' });
    const [reporter] = await establishedReporters(1);
    await reportFeed(server, feedId, reporter!);
    const expected = new Date(server.clock.now().getTime() + 7 * DAY_MS)
      .toISOString()
      .replace(/\.\d{3}Z$/, 'Z');
    const answer = await resolve(server, moderator, {
      targetType: 'FEED',
      targetId: feedId,
      action: 'SUSPEND',
      suspendDays: 7,
    });
    expect(answer.body.data.suspension).toEqual({ until: expected });
    expect((await told(offender, 'MODERATION'))[0]).toMatchObject({
      moderationAction: 'SUSPEND',
      suspendedUntil: expected,
      targetType: 'FEED',
      feedId,
    });
    const write = () =>
      call(
        server,
        'POST',
        commentRoutes.insertComment.path,
        { feedId, commentText: 'still here', isoCode: 'en' },
        offender,
      );
    expect(await write()).toMatchObject({ status: 403, body: { code: 'MODERATION-001' } });
    // The post itself stays up: suspending is about the member.
    expect(await feedList(reader)).toContain(feedId);

    const lifted = await resolve(server, moderator, {
      targetType: 'USER',
      targetId: offender.userId,
      action: 'UNSUSPEND',
    });
    expect(lifted.body.data.suspension).toBeNull();
    expect((await write()).status).toBe(200);
    expect((await told(offender, 'MODERATION'))[0]).toMatchObject({
      moderationAction: 'UNSUSPEND',
      targetType: 'USER',
    });
  });

  it('SUSPEND with suspendDays null is for good', async () => {
    const spammer = await addMember(server);
    const answer = await resolve(server, moderator, {
      targetType: 'USER',
      targetId: spammer.userId,
      action: 'SUSPEND',
      suspendDays: null,
    });
    expect(answer.body.data.suspension).toEqual({ until: null });
    expect((await told(spammer, 'MODERATION'))[0]).toMatchObject({
      moderationAction: 'SUSPEND',
      suspendedUntil: null,
    });
  });
});

describe('DISMISS', () => {
  it('restores a hidden post, tells the reporters there was no violation and the author nothing', async () => {
    const quiet = await addMember(server, { nickname: 'quiet' });
    const feedId = await addFeed(server, quiet.userId, { title: 'unpopular opinion' });
    const reporters = await establishedReporters(3);
    for (const who of reporters) await reportFeed(server, feedId, who, { reasonCode: 'HATE' });
    expect(await feedList()).not.toContain(feedId);
    const dismissed = await resolve(server, moderator, {
      targetType: 'FEED',
      targetId: feedId,
      action: 'DISMISS',
    });
    expect(dismissed.status).toBe(200);
    expect(await feedList()).toContain(feedId);
    expect(await told(quiet, 'MODERATION')).toEqual([]);
    for (const who of reporters) {
      expect((await told(who, 'REPORT_RESULT'))[0]).toMatchObject({
        reportOutcome: 'NO_VIOLATION',
        feedId,
      });
    }
    // Nothing left to dismiss.
    expect(
      await resolve(server, moderator, { targetType: 'FEED', targetId: feedId, action: 'DISMISS' }),
    ).toMatchObject({ status: 409, body: { code: 'MODERATION-005' } });
  });
});

describe('refusals', () => {
  it('answers unknown targets, a removed member, and missing or stray suspendDays with codes', async () => {
    for (const targetType of ['FEED', 'COMMENT', 'USER'] as const) {
      expect(
        await resolve(server, moderator, { targetType, targetId: 999_999, action: 'WARN' }),
      ).toMatchObject({ status: 404, body: { code: 'MODERATION-002' } });
    }
    expect(
      await resolve(server, moderator, {
        targetType: 'USER',
        targetId: reader.userId,
        action: 'REMOVE',
      }),
    ).toMatchObject({ status: 400, body: { code: 'MODERATION-003' } });
    expect(
      await resolve(server, moderator, {
        targetType: 'USER',
        targetId: reader.userId,
        action: 'SUSPEND',
      }),
    ).toMatchObject({ status: 400, body: { code: 'MODERATION-004' } });
    expect(
      await resolve(server, moderator, {
        targetType: 'USER',
        targetId: reader.userId,
        action: 'WARN',
        suspendDays: 7,
      }),
    ).toMatchObject({ status: 400, body: { code: 'MODERATION-004' } });
    for (const bad of [{ suspendDays: 3 }, { note: '' }, { action: 'BAN' }, { extra: 1 }]) {
      expect(
        await resolve(server, moderator, {
          targetType: 'USER',
          targetId: reader.userId,
          action: 'SUSPEND',
          suspendDays: 1,
          ...bad,
        }),
      ).toMatchObject({ status: 400, body: { code: 'VALIDATION' } });
    }
    // None of them wrote anything.
    const entries = await server.db
      .selectFrom('moderation_audit')
      .select('audit_id')
      .where('target_id', '=', reader.userId)
      .where('action', '=', 'SUSPEND')
      .execute();
    expect(entries).toEqual([]);
  });
});

describe('notifications told', () => {
  it('respect the types a member turned off', async () => {
    const feedId = await addFeed(server, author.userId, { title: 'settings' });
    const [reporter] = await establishedReporters(1);
    await reportFeed(server, feedId, reporter!);
    const before = (await told(author, 'MODERATION')).length;
    const settings = notificationRoutes.updateSettings;
    await call(server, 'PUT', settings.path, { REPORT_RESULT: 'N' }, reporter);
    await call(server, 'PUT', settings.path, { MODERATION: 'N' }, author);
    await resolve(server, moderator, { targetType: 'FEED', targetId: feedId, action: 'WARN' });
    expect(await told(reporter!, 'REPORT_RESULT')).toEqual([]);
    expect(await told(author, 'MODERATION')).toHaveLength(0);
    await call(server, 'PUT', settings.path, { MODERATION: 'Y' }, author);
    // Nothing was kept for later: the warning came while the type was off.
    expect((await told(author, 'MODERATION')).length).toBe(before);
  });

  it('are not broadcast about hidden content over the live channel', async () => {
    const feedId = await addFeed(server, author.userId, { title: 'hidden talk' });
    for (const who of await establishedReporters(3)) await reportFeed(server, feedId, who);
    expect(await stateOf(server, 'feeds', feedId)).toBe('HIDDEN');
    const before = await newestEventId(server.db);
    // Its author can still comment on it; nobody else hears of the comment.
    const commentId = await writeComment(server, author, feedId, 'talking to myself');
    const events = await liveEvents(reader, before);
    expect(events.filter((e) => e.type === 'comment')).toEqual([]);
    // Once restored, comments are broadcast again.
    await resolve(server, moderator, { targetType: 'FEED', targetId: feedId, action: 'DISMISS' });
    const after = await newestEventId(server.db);
    const next = await writeComment(server, author, feedId, 'back again');
    expect(await liveEvents(reader, after)).toContainEqual(
      expect.objectContaining({ type: 'comment', feedId, commentId: next }),
    );
    expect(commentId).toBeLessThan(next);
  });
});
