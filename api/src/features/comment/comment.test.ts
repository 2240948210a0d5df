import type { CommentItem } from '@kfeed/contracts/comment';
import { COMMENT_TEXT_MAX } from '@kfeed/contracts/comment';
import { startTestServer, type TestServer } from '../../testing/testServer.ts';
import {
  addFeed,
  markFeedDeleted,
  addMember,
  block,
  call,
  type TestMember,
} from '../../testing/contentFixtures.ts';
import { warmUpLanguageDetector } from '../translation/languageDetector.ts';

let server: TestServer;
let author: TestMember;
let reader: TestMember;
let other: TestMember;

beforeAll(async () => {
  // The detector's tables take a few seconds to load once; not part of any test's budget.
  await warmUpLanguageDetector();
  server = await startTestServer();
  author = await addMember(server, { nickname: 'author' });
  reader = await addMember(server, { nickname: 'reader', isoCode: 'ko' });
  other = await addMember(server, { nickname: 'other' });
}, 60_000);
afterAll(() => server.close(), 30_000);

/** POST one of the comment calls, e.g. commentCall('likeComment', {...}, member). */
const commentCall = <T = unknown>(
  name: string,
  payload: Record<string, unknown>,
  who?: TestMember,
) => call<T>(server, 'POST', `/api/comment/${name}`, payload, who);

async function counts(feedId: number) {
  const feed = await server.db
    .selectFrom('feeds')
    .select('comment_count')
    .where('feed_id', '=', feedId)
    .executeTakeFirstOrThrow();
  const comments = await server.db
    .selectFrom('comments')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('feed_id', '=', feedId)
    .executeTakeFirstOrThrow();
  return { feedCommentCount: feed.comment_count, rows: Number(comments.n) };
}

async function comment(member: TestMember, feedId: number, text: string, parentCommentId?: number) {
  const answer = await commentCall<CommentItem>(
    'insertComment',
    { feedId, commentText: text, isoCode: 'en', ...(parentCommentId ? { parentCommentId } : {}) },
    member,
  );
  expect(answer.status).toBe(200);
  return answer.body.data;
}

async function list(feedId: number, member?: TestMember, extra: Record<string, unknown> = {}) {
  const answer = await commentCall<{ commentList: CommentItem[] }>(
    'getCommentList',
    { feedId, isoCode: 'en', page: 1, ...extra },
    member,
  );
  expect(answer.status).toBe(200);
  return answer.body.data.commentList;
}

describe('insertComment', () => {
  it('lets a member comment and reply, detecting the language and counting both', async () => {
    const feedId = await addFeed(server, author.userId);
    const top = await comment(reader, feedId, '정말 유용한 정보네요. 감사합니다!');
    expect(top).toMatchObject({
      feedId,
      parentCommentId: null,
      commentText: '정말 유용한 정보네요. 감사합니다!',
      detectedLanguageCode: 'ko',
      userId: reader.userId,
      userNickname: 'reader',
      userIsOfficial: 'N',
      isLiked: 'N',
      likeCount: 0,
      childCommentCount: 0,
      translatedCommentMap: {},
    });
    expect(top.commentCreateDatetime).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);

    const reply = await comment(author, feedId, 'お役に立ててうれしいです。', top.commentId);
    expect(reply).toMatchObject({ parentCommentId: top.commentId, detectedLanguageCode: 'ja' });

    expect(await counts(feedId)).toEqual({ feedCommentCount: 2, rows: 2 });
    const [listed] = await list(feedId);
    expect(listed).toMatchObject({ commentId: top.commentId, childCommentCount: 1 });
  });

  it('keeps the text trimmed and refuses a visitor, blank or over-long text and unknown targets, writing nothing', async () => {
    const feedId = await addFeed(server, author.userId);
    const top = await comment(reader, feedId, '  Where is the nearest clinic?  \r\n');
    expect(top.commentText).toBe('Where is the nearest clinic?');
    const reply = await comment(author, feedId, 'Next to the station.', top.commentId);
    const otherFeedId = await addFeed(server, author.userId);
    const before = await counts(feedId);

    const refusals: [Record<string, unknown>, TestMember | undefined, number, string][] = [
      [{ feedId, commentText: 'hello' }, undefined, 401, 'AUTH-002'],
      [{ feedId, commentText: '   \n ' }, reader, 400, 'COMMENT-003'],
      [{ feedId, commentText: 'x'.repeat(COMMENT_TEXT_MAX + 1) }, reader, 400, 'COMMENT-004'],
      [{ feedId, commentText: 'x'.repeat(COMMENT_TEXT_MAX * 5) }, reader, 400, 'VALIDATION'],
      [{ feedId }, reader, 400, 'VALIDATION'],
      [{ feedId: 'abc', commentText: 'hi' }, reader, 400, 'VALIDATION'],
      [{ feedId, commentText: { text: 'hi' } }, reader, 400, 'VALIDATION'],
      [{ feedId: 999_999, commentText: 'hi' }, reader, 404, 'FEED-001'],
      [{ feedId, commentText: 'hi', parentCommentId: 999_999 }, reader, 404, 'COMMENT-001'],
      [
        { feedId: otherFeedId, commentText: 'hi', parentCommentId: top.commentId },
        reader,
        404,
        'COMMENT-001',
      ],
      [{ feedId, commentText: 'hi', parentCommentId: reply.commentId }, reader, 400, 'COMMENT-005'],
    ];
    for (const [payload, member, status, code] of refusals) {
      const answer = await commentCall('insertComment', payload, member);
      expect({ payload, status: answer.status, code: answer.body.code }).toEqual({
        payload,
        status,
        code,
      });
      expect(answer.body.result).toBe(false);
    }
    expect(await counts(feedId)).toEqual(before);
    expect(await counts(otherFeedId)).toEqual({ feedCommentCount: 0, rows: 0 });

    const longest = await comment(reader, feedId, 'y'.repeat(COMMENT_TEXT_MAX));
    expect([...longest.commentText]).toHaveLength(COMMENT_TEXT_MAX);
  });

  it('refuses comments on a deleted post', async () => {
    const feedId = await addFeed(server, author.userId);
    await markFeedDeleted(server, feedId);
    const answer = await commentCall('insertComment', { feedId, commentText: 'hi' }, reader);
    expect(answer.status).toBe(404);
    expect(answer.body.code).toBe('FEED-001');
  });
});

describe('getCommentList', () => {
  it('pages top-level comments newest first by ten, and replies oldest first', async () => {
    const feedId = await addFeed(server, author.userId);
    const made: number[] = [];
    for (let i = 1; i <= 12; i += 1) {
      made.push((await comment(reader, feedId, `Comment number ${i}`)).commentId);
      server.clock.advance(1000);
    }
    const replies: number[] = [];
    const first = made[0] ?? 0;
    for (let i = 1; i <= 11; i += 1) {
      replies.push((await comment(other, feedId, `Reply number ${i}`, first)).commentId);
      server.clock.advance(1000);
    }

    const page1 = await list(feedId);
    expect(page1.map((c) => c.commentId)).toEqual(made.slice(2).reverse());
    const page2 = await list(feedId, undefined, { page: 2 });
    expect(page2.map((c) => c.commentId)).toEqual(made.slice(0, 2).reverse());
    expect(await list(feedId, undefined, { page: 3 })).toEqual([]);
    expect(page2[1]).toMatchObject({ commentId: first, childCommentCount: 11 });

    const replyPage1 = await list(feedId, undefined, { parentCommentId: first });
    expect(replyPage1.map((c) => c.commentId)).toEqual(replies.slice(0, 10));
    expect(replyPage1.every((c) => c.parentCommentId === first)).toBe(true);
    const replyPage2 = await list(feedId, undefined, { parentCommentId: first, page: 2 });
    expect(replyPage2.map((c) => c.commentId)).toEqual(replies.slice(10));
    expect(await counts(feedId)).toEqual({ feedCommentCount: 23, rows: 23 });
  });

  it('answers unknown posts and parents with 404 and bad input with 400', async () => {
    const feedId = await addFeed(server, author.userId);
    for (const [payload, status, code] of [
      [{ feedId: 424_242, page: 1 }, 404, 'FEED-001'],
      [{ feedId, page: 1, parentCommentId: 424_242 }, 404, 'COMMENT-001'],
      [{ feedId, page: 0 }, 400, 'VALIDATION'],
      [{ page: 1 }, 400, 'VALIDATION'],
      [{ feedId: 'one' }, 400, 'VALIDATION'],
    ] as const) {
      const answer = await commentCall('getCommentList', payload);
      expect([answer.status, answer.body.code]).toEqual([status, code]);
    }
  });

  it('serves the finished translation into the requested language only', async () => {
    const feedId = await addFeed(server, author.userId);
    const top = await comment(reader, feedId, '한국어 공부는 어떻게 하세요?');
    await server.db
      .insertInto('comment_translations')
      .values([
        {
          comment_id: top.commentId,
          iso_code: 'en',
          text: 'How do you study Korean?',
          status: 'DONE',
          updated_at: '2026-01-01T00:00:00Z',
        },
        {
          comment_id: top.commentId,
          iso_code: 'ja',
          text: null,
          status: 'PENDING',
          updated_at: '2026-01-01T00:00:00Z',
        },
      ])
      .execute();
    const [english] = await list(feedId, undefined, { isoCode: 'en' });
    expect(english?.translatedCommentMap).toEqual({
      en: { commentTransText: 'How do you study Korean?' },
    });
    const [japanese] = await list(feedId, undefined, { isoCode: 'ja' });
    expect(japanese?.translatedCommentMap).toEqual({});
    const [korean] = await list(feedId, undefined, { isoCode: 'ko' });
    expect(korean?.translatedCommentMap).toEqual({});
    expect(korean?.commentText).toBe('한국어 공부는 어떻게 하세요?');

    const original = await commentCall<{ commentText: string }>('getOriginalCommentText', {
      commentId: top.commentId,
    });
    expect(original.body.data).toEqual({ commentText: '한국어 공부는 어떻게 하세요?' });
    const missing = await commentCall('getOriginalCommentText', {
      commentId: 777_777,
    });
    expect([missing.status, missing.body.code]).toEqual([404, 'COMMENT-001']);
  });
});

describe('getParentComment', () => {
  it('answers the comment above a reply screen, with the member’s like state', async () => {
    const feedId = await addFeed(server, author.userId);
    const top = await comment(reader, feedId, 'Is the market open on Sunday?');
    await comment(author, feedId, 'Yes, until 6 pm.', top.commentId);
    await commentCall('likeComment', { feedId, commentId: top.commentId }, other);

    const answer = await commentCall<CommentItem>(
      'getParentComment',
      { feedId, commentId: top.commentId, isoCode: 'en', userId: other.userId },
      other,
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      commentId: top.commentId,
      childCommentCount: 1,
      likeCount: 1,
      isLiked: 'Y',
    });

    const asVisitor = await commentCall<CommentItem>('getParentComment', {
      feedId,
      commentId: top.commentId,
      isoCode: 'en',
    });
    expect(asVisitor.body.data.isLiked).toBe('N');

    const otherFeed = await addFeed(server, author.userId);
    for (const payload of [
      { feedId: otherFeed, commentId: top.commentId },
      { feedId, commentId: 919_191 },
    ]) {
      const wrong = await commentCall('getParentComment', payload);
      expect([wrong.status, wrong.body.code]).toEqual([404, 'COMMENT-001']);
    }
  });
});

describe('updateComment and deleteComment', () => {
  it('let only the owner change a comment; others get 403 and nothing changes', async () => {
    const feedId = await addFeed(server, author.userId);
    const top = await comment(reader, feedId, 'First version');
    await server.db
      .insertInto('comment_translations')
      .values({
        comment_id: top.commentId,
        iso_code: 'ko',
        text: '첫 번째 버전',
        status: 'DONE',
        updated_at: '2026-01-01T00:00:00Z',
      })
      .execute();

    const refusals: [Record<string, unknown>, TestMember | undefined, number, string][] = [
      [{ feedId, commentId: top.commentId, commentText: 'Hijacked' }, other, 403, 'COMMENT-002'],
      [{ feedId, commentId: top.commentId, commentText: 'Anonymous' }, undefined, 401, 'AUTH-002'],
      [{ feedId, commentId: top.commentId, commentText: ' ' }, reader, 400, 'COMMENT-003'],
      [
        { feedId, commentId: top.commentId, commentText: 'z'.repeat(COMMENT_TEXT_MAX + 1) },
        reader,
        400,
        'COMMENT-004',
      ],
      [{ feedId, commentId: 565_656, commentText: 'Nope' }, reader, 404, 'COMMENT-001'],
      [
        { feedId: feedId + 1000, commentId: top.commentId, commentText: 'Nope' },
        reader,
        404,
        'COMMENT-001',
      ],
      [{ feedId, commentId: 'x', commentText: 'Nope' }, reader, 400, 'VALIDATION'],
    ];
    for (const [payload, member, status, code] of refusals) {
      const answer = await call(server, 'PUT', '/api/comment/updateComment', payload, member);
      expect([answer.status, answer.body.code]).toEqual([status, code]);
    }
    const unchanged = await server.db
      .selectFrom('comments')
      .select('comment_text')
      .where('comment_id', '=', top.commentId)
      .executeTakeFirstOrThrow();
    expect(unchanged.comment_text).toBe('First version');

    const updated = await call<CommentItem>(
      server,
      'PUT',
      '/api/comment/updateComment',
      { feedId, commentId: top.commentId, commentText: 'Второй вариант текста', isoCode: 'ko' },
      reader,
    );
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({
      commentText: 'Второй вариант текста',
      detectedLanguageCode: 'ru',
      translatedCommentMap: {},
    });
    // The translation of the old text is gone.
    const translations = await server.db
      .selectFrom('comment_translations')
      .selectAll()
      .where('comment_id', '=', top.commentId)
      .execute();
    expect(translations).toEqual([]);
  });

  it('deletes a reply or a comment with its replies, keeping the counts right', async () => {
    const feedId = await addFeed(server, author.userId);
    const top = await comment(reader, feedId, 'Top');
    const keep = await comment(reader, feedId, 'Another top');
    const r1 = await comment(author, feedId, 'Reply one', top.commentId);
    await comment(other, feedId, 'Reply two', top.commentId);
    expect((await counts(feedId)).feedCommentCount).toBe(4);

    for (const [member, status, code] of [
      [other, 403, 'COMMENT-002'],
      [undefined, 401, 'AUTH-002'],
    ] as const) {
      const answer = await commentCall('deleteComment', { commentId: top.commentId }, member);
      expect([answer.status, answer.body.code]).toEqual([status, code]);
    }
    const unknown = await commentCall('deleteComment', { commentId: 123_456 }, reader);
    expect([unknown.status, unknown.body.code]).toEqual([404, 'COMMENT-001']);
    expect((await counts(feedId)).feedCommentCount).toBe(4);

    const deletedReply = await commentCall('deleteComment', { commentId: r1.commentId }, author);
    expect(deletedReply.status).toBe(200);
    expect((await counts(feedId)).feedCommentCount).toBe(3);
    const afterReply = await list(feedId);
    expect(afterReply.find((c) => c.commentId === top.commentId)?.childCommentCount).toBe(1);
    const again = await commentCall('deleteComment', { commentId: r1.commentId }, author);
    expect([again.status, again.body.code]).toEqual([404, 'COMMENT-001']);

    const deletedTop = await commentCall<{ deletedCount: number }>(
      'deleteComment',
      { commentId: top.commentId },
      reader,
    );
    expect(deletedTop.body.data.deletedCount).toBe(2);
    expect((await counts(feedId)).feedCommentCount).toBe(1);
    expect((await list(feedId)).map((c) => c.commentId)).toEqual([keep.commentId]);
    const replies = await commentCall('getCommentList', {
      feedId,
      page: 1,
      parentCommentId: top.commentId,
    });
    expect(replies.status).toBe(404);
  });
});

describe('likeComment and dislikeComment', () => {
  it('are idempotent per member and keep likeCount right', async () => {
    const feedId = await addFeed(server, author.userId);
    const top = await comment(author, feedId, 'Like me');
    const like = (
      member: TestMember | undefined,
      path = 'likeComment',
      commentId = top.commentId,
    ) => commentCall<{ isLiked: string; likeCount: number }>(path, { feedId, commentId }, member);

    expect((await like(reader)).body.data).toMatchObject({ isLiked: 'Y', likeCount: 1 });
    expect((await like(reader)).body.data).toMatchObject({ isLiked: 'Y', likeCount: 1 });
    expect((await like(other)).body.data).toMatchObject({ isLiked: 'Y', likeCount: 2 });
    expect((await list(feedId, reader))[0]).toMatchObject({ isLiked: 'Y', likeCount: 2 });
    expect((await list(feedId, author))[0]).toMatchObject({ isLiked: 'N', likeCount: 2 });

    expect((await like(reader, 'dislikeComment')).body.data).toMatchObject({
      isLiked: 'N',
      likeCount: 1,
    });
    expect((await like(reader, 'dislikeComment')).body.data).toMatchObject({
      isLiked: 'N',
      likeCount: 1,
    });

    const visitor = await like(undefined);
    expect([visitor.status, visitor.body.code]).toEqual([401, 'AUTH-002']);
    const unknown = await like(reader, 'likeComment', 8_888_888);
    expect([unknown.status, unknown.body.code]).toEqual([404, 'COMMENT-001']);
    const wrongFeed = await commentCall(
      'likeComment',
      { feedId: feedId + 5000, commentId: top.commentId },
      reader,
    );
    expect([wrongFeed.status, wrongFeed.body.code]).toEqual([404, 'FEED-001']);
    const missing = await commentCall('likeComment', { commentId: top.commentId }, reader);
    expect([missing.status, missing.body.code]).toEqual([400, 'VALIDATION']);

    const stored = await server.db
      .selectFrom('comments')
      .select('like_count')
      .where('comment_id', '=', top.commentId)
      .executeTakeFirstOrThrow();
    expect(stored.like_count).toBe(1);
  });
});

describe('reportComment', () => {
  it('takes one report per member, refuses a repeat and one’s own comment, and hides the comment from the reporter', async () => {
    const feedId = await addFeed(server, author.userId);
    const bad = await comment(other, feedId, 'Buy cheap followers here');
    const mine = await comment(reader, feedId, 'My own comment');

    const first = await commentCall('reportComment', { commentId: bad.commentId }, reader);
    expect(first.status).toBe(200);
    const repeat = await commentCall('reportComment', { commentId: bad.commentId }, reader);
    expect([repeat.status, repeat.body.code]).toEqual([409, 'REPORT-001']);
    const own = await commentCall('reportComment', { commentId: mine.commentId }, reader);
    expect([own.status, own.body.code]).toEqual([400, 'REPORT-002']);
    const visitor = await commentCall('reportComment', {
      commentId: bad.commentId,
    });
    expect([visitor.status, visitor.body.code]).toEqual([401, 'AUTH-002']);
    const unknown = await commentCall('reportComment', { commentId: 31_337 }, reader);
    expect([unknown.status, unknown.body.code]).toEqual([404, 'COMMENT-001']);

    const reports = await server.db
      .selectFrom('comment_reports')
      .selectAll()
      .where('comment_id', 'in', [bad.commentId, mine.commentId])
      .execute();
    expect(reports.map((r) => r.user_id)).toEqual([reader.userId]);

    expect((await list(feedId, reader)).map((c) => c.commentId)).toEqual([mine.commentId]);
    expect((await list(feedId, author)).map((c) => c.commentId)).toEqual([
      mine.commentId,
      bad.commentId,
    ]);
  });
});

describe('blocking', () => {
  it("hides a blocked member's comments and replies from the blocker only", async () => {
    const blocker = await addMember(server, { nickname: 'blocker' });
    const blocked = await addMember(server, { nickname: 'blocked' });
    const feedId = await addFeed(server, author.userId);
    const byBlocked = await comment(blocked, feedId, 'Comment by the blocked member');
    server.clock.advance(1000);
    const byOther = await comment(other, feedId, 'Comment by someone else');
    await comment(other, feedId, 'Reply under the blocked comment', byBlocked.commentId);
    const blockedReply = await comment(
      blocked,
      feedId,
      'Reply by the blocked member',
      byOther.commentId,
    );
    const otherReply = await comment(author, feedId, 'Reply by the author', byOther.commentId);
    await block(server, blocker.userId, blocked.userId);

    const seen = await list(feedId, blocker);
    expect(seen.map((c) => [c.commentId, c.childCommentCount])).toEqual([[byOther.commentId, 1]]);
    const replies = await list(feedId, blocker, { parentCommentId: byOther.commentId });
    expect(replies.map((c) => c.commentId)).toEqual([otherReply.commentId]);

    const hiddenParent = await commentCall(
      'getCommentList',
      { feedId, page: 1, parentCommentId: byBlocked.commentId },
      blocker,
    );
    expect([hiddenParent.status, hiddenParent.body.code]).toEqual([404, 'COMMENT-001']);
    const hiddenTargets: [string, Record<string, unknown>][] = [
      ['getParentComment', { feedId, commentId: byBlocked.commentId }],
      ['getOriginalCommentText', { commentId: blockedReply.commentId }],
      ['likeComment', { feedId, commentId: byBlocked.commentId }],
      ['insertComment', { feedId, commentText: 'hi', parentCommentId: byBlocked.commentId }],
    ];
    for (const [name, payload] of hiddenTargets) {
      const answer = await commentCall(name, payload, blocker);
      expect({ name, status: answer.status }).toEqual({ name, status: 404 });
    }

    // Everyone else still sees everything.
    const visitorView = await list(feedId);
    expect(visitorView.map((c) => [c.commentId, c.childCommentCount])).toEqual([
      [byOther.commentId, 2],
      [byBlocked.commentId, 1],
    ]);
    expect((await list(feedId, other)).length).toBe(2);
  });

  it('hides the comments of a post by a blocked author', async () => {
    const blocker = await addMember(server, { nickname: 'blocker2' });
    const feedId = await addFeed(server, other.userId);
    await comment(author, feedId, 'A comment');
    await block(server, blocker.userId, other.userId);
    const answer = await commentCall('getCommentList', { feedId, page: 1 }, blocker);
    expect([answer.status, answer.body.code]).toEqual([404, 'FEED-001']);
  });
});
