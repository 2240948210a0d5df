import { jest } from '@jest/globals';
import type { ReportGroup, ReportListData } from '@kfeed/contracts/moderation';
import { MODERATION_LIMITS } from '@kfeed/contracts/moderation';
import { adminRoutes } from '@kfeed/contracts/routes/admin';
import { userRoutes } from '@kfeed/contracts/routes/user';
import { toUtcString } from '../../clock.ts';
import { startTestServer, type TestServer } from '../../testing/testServer.ts';
import {
  addFeed,
  addMember,
  call,
  markFeedDeleted,
  type TestMember,
} from '../../testing/contentFixtures.ts';
import {
  addModerator,
  reportComment,
  reportFeed,
  resolve,
  writeComment,
} from './moderationTestKit.ts';

// Real HTTP and a real database; a busy machine can be slow.
jest.setTimeout(60_000);

let server: TestServer;
let moderator: TestMember;

beforeAll(async () => {
  server = await startTestServer();
  moderator = await addModerator(server, 'Moderator');
}, 30_000);
afterAll(() => server.close());

const queue = async (query: Record<string, unknown> = {}, headers: Record<string, string> = {}) => {
  const search = new URLSearchParams(
    Object.entries({ status: 'open', page: 1, ...query }).map(([k, v]): [string, string] => [
      k,
      String(v),
    ]),
  );
  const response = await fetch(`${server.url}${adminRoutes.getReportList.path}?${search}`, {
    headers: { authorization: `Bearer ${moderator.token}`, ...headers },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: ReportListData }).data;
};

const groupOf = (data: ReportListData, targetType: string, targetId: number) =>
  data.reportList.find((g) => g.targetType === targetType && g.targetId === targetId);

const reportUser = (userId: number, by: TestMember, reason: Record<string, unknown>) =>
  call(server, 'POST', userRoutes.reportUser.path, { userId, ...reason }, by);

/** Members who report, a minute apart so that the order of reports is plain. */
async function reporters(count: number) {
  const made: TestMember[] = [];
  for (let i = 0; i < count; i += 1) made.push(await addMember(server));
  return made;
}
const later = () => server.clock.advance(60_000);

describe('the report queue', () => {
  let author: TestMember;
  let feedA: number;
  let commentB: number;
  let userC: TestMember;
  let feedD: number;
  let feedE: number;

  beforeAll(async () => {
    author = await addMember(server, { nickname: 'Writer' });
    userC = await addMember(server, { nickname: 'Troll' });
    feedA = await addFeed(server, author.userId, { title: 'Cheap visas', text: 'Call me now' });
    feedD = await addFeed(server, author.userId, { title: 'Quiet post' });
    feedE = await addFeed(server, author.userId, { title: 'Discussion' });
    commentB = await writeComment(server, author, feedE, 'a sharp comment');
    const [r1, r2, r3, r4, r5, r6, r7, r8] = await reporters(8);
    later();
    await reportFeed(server, feedA, r1!, { reasonCode: 'SCAM', reasonText: 'asks for money' });
    later();
    await reportFeed(server, feedA, r2!, { reasonCode: 'SCAM' });
    later();
    await reportComment(server, commentB, r3!, { reasonCode: 'HARASSMENT', reasonText: 'rude' });
    later();
    await reportComment(server, commentB, r4!);
    later();
    for (const who of [r5!, r6!, r7!]) {
      expect(
        (await reportUser(userC.userId, who, { reasonCode: 'HATE', reasonText: 'slurs' })).status,
      ).toBe(200);
    }
    later();
    await reportFeed(server, feedD, r8!, { reasonCode: 'OTHER' });
  });

  it('groups reports per target: most distinct reporters first, then the oldest', async () => {
    const data = await queue();
    const order = data.reportList.map((g) => `${g.targetType}:${g.targetId}`);
    expect(order.slice(0, 4)).toEqual([
      `USER:${userC.userId}`,
      `FEED:${feedA}`,
      `COMMENT:${commentB}`,
      `FEED:${feedD}`,
    ]);
    expect(data.pagination).toMatchObject({ currentPage: 1, totalElements: 4 });
    expect(groupOf(data, 'USER', userC.userId)).toMatchObject({
      reporterCount: 3,
      reasonList: [{ reasonCode: 'HATE', count: 3 }],
      isHidden: 'N',
      isRemoved: 'N',
      resolution: null,
      author: { userId: userC.userId, userNickname: 'Troll', suspension: null, history: [] },
      content: { feedId: null, commentId: null, isDeleted: 'N' },
    });
  });

  it('counts the reasons and gives the reporters’ notes, never who wrote them', async () => {
    const group = groupOf(await queue(), 'FEED', feedA) as ReportGroup;
    expect(group.reasonList).toEqual([{ reasonCode: 'SCAM', count: 2 }]);
    expect(group.noteList).toEqual([
      { reasonCode: 'SCAM', reasonText: 'asks for money', reportedAt: group.firstReportedAt },
    ]);
    expect(group.firstReportedAt < group.lastReportedAt).toBe(true);
    expect(Object.keys(group.noteList[0]!).sort()).toEqual(
      ['reasonCode', 'reasonText', 'reportedAt'].sort(),
    );
    const comment = groupOf(await queue(), 'COMMENT', commentB) as ReportGroup;
    expect(comment.reasonList).toEqual([
      { reasonCode: 'HARASSMENT', count: 1 },
      { reasonCode: 'OTHER', count: 1 },
    ]);
    expect(comment.content).toMatchObject({
      feedId: feedE,
      commentId: commentB,
      parentCommentId: null,
      title: null,
      text: 'a sharp comment',
    });
  });

  it('shows the content as written, in the moderator’s language where translated, deleted or not', async () => {
    await server.db
      .insertInto('feed_images')
      .values({
        feed_id: feedA,
        original_path: 'feeds/2026/a.jpg',
        thumbnail_path: 'feeds/2026/a_t.jpg',
        sort_order: 0,
        width: 10,
        height: 10,
        bytes: 100,
        created_at: toUtcString(server.clock.now()),
      })
      .execute();
    await server.db
      .insertInto('feed_translations')
      .values({
        feed_id: feedA,
        iso_code: 'ko',
        title: '싼 비자',
        text: '지금 전화하세요',
        status: 'DONE',
        updated_at: toUtcString(server.clock.now()),
      })
      .execute();
    const inKorean = groupOf(await queue({ isoCode: 'ko' }), 'FEED', feedA) as ReportGroup;
    expect(inKorean.content).toMatchObject({
      feedId: feedA,
      title: 'Cheap visas',
      text: 'Call me now',
      translatedTitle: '싼 비자',
      translatedText: '지금 전화하세요',
      imageUrls: ['/api/files/feeds/2026/a.jpg'],
      isDeleted: 'N',
    });
    // Without isoCode, the request's language.
    const byHeader = groupOf(await queue({}, { 'accept-language': 'ko' }), 'FEED', feedA);
    expect(byHeader?.content.translatedTitle).toBe('싼 비자');
    expect(groupOf(await queue({ isoCode: 'ja' }), 'FEED', feedA)?.content.translatedTitle).toBe(
      null,
    );
    await markFeedDeleted(server, feedD);
    expect(groupOf(await queue(), 'FEED', feedD)?.content.isDeleted).toBe('Y');
  });

  it('shows the author’s suspension and earlier actions, newest first', async () => {
    await resolve(server, moderator, {
      targetType: 'USER',
      targetId: author.userId,
      action: 'WARN',
      note: 'first warning',
    });
    later();
    await resolve(server, moderator, {
      targetType: 'USER',
      targetId: author.userId,
      action: 'SUSPEND',
      suspendDays: 1,
      note: 'a day off',
    });
    const group = groupOf(await queue(), 'FEED', feedA) as ReportGroup;
    expect(group.author.suspension?.until).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(group.author.history.map((h) => [h.action, h.note])).toEqual([
      ['SUSPEND', 'a day off'],
      ['WARN', 'first warning'],
    ]);
    expect(group.author.history[0]).toMatchObject({ targetType: 'USER', targetId: author.userId });
  });

  it('moves a resolved group to the closed list; reports after a review open a new group', async () => {
    expect(
      (
        await resolve(server, moderator, {
          targetType: 'COMMENT',
          targetId: commentB,
          action: 'DISMISS',
          note: 'fair criticism',
        })
      ).status,
    ).toBe(200);
    expect(groupOf(await queue(), 'COMMENT', commentB)).toBeUndefined();
    const closed = await queue({ status: 'closed' });
    expect(groupOf(closed, 'COMMENT', commentB)).toMatchObject({
      reporterCount: 2,
      resolution: { action: 'DISMISS', note: 'fair criticism', moderatorNickname: 'Moderator' },
    });

    const [newcomer] = await reporters(1);
    later();
    await reportComment(server, commentB, newcomer!, { reasonCode: 'SPAM' });
    const reopened = groupOf(await queue(), 'COMMENT', commentB);
    expect(reopened).toMatchObject({
      reporterCount: 1,
      reasonList: [{ reasonCode: 'SPAM', count: 1 }],
      noteList: [],
      resolution: null,
    });
    // The closed group keeps its own reports.
    expect(groupOf(await queue({ status: 'closed' }), 'COMMENT', commentB)?.reporterCount).toBe(2);

    await resolve(server, moderator, {
      targetType: 'FEED',
      targetId: feedA,
      action: 'REMOVE',
      note: 'scam',
    });
    const newest = (await queue({ status: 'closed' })).reportList[0];
    expect(newest).toMatchObject({
      targetType: 'FEED',
      targetId: feedA,
      isRemoved: 'Y',
      resolution: { action: 'REMOVE', note: 'scam' },
      // Moderators still read what was removed.
      content: { title: 'Cheap visas', text: 'Call me now' },
    });
  });

  it('pages by MODERATION_LIMITS.reportPageSize', async () => {
    const [reporter] = await reporters(1);
    const extra = MODERATION_LIMITS.reportPageSize + 1;
    for (let i = 0; i < extra; i += 1) {
      const reported = await addMember(server);
      expect((await reportUser(reported.userId, reporter!, { reasonCode: 'SPAM' })).status).toBe(
        200,
      );
    }
    const first = await queue();
    const total = first.pagination.totalElements;
    expect(total).toBeGreaterThan(MODERATION_LIMITS.reportPageSize);
    expect(first.reportList).toHaveLength(MODERATION_LIMITS.reportPageSize);
    const second = await queue({ page: 2 });
    expect(second.reportList).toHaveLength(total - MODERATION_LIMITS.reportPageSize);
    const seen = [...first.reportList, ...second.reportList].map(
      (g) => `${g.targetType}:${g.targetId}`,
    );
    expect(new Set(seen).size).toBe(total);
  });
});
