import { jest } from '@jest/globals';
import type { CommentItem } from '@kfeed/contracts/comment';
import type { FeedItem } from '@kfeed/contracts/feed';
import type { LanguageCode } from '@kfeed/contracts/languages';
import type { TextTranslationFields } from '@kfeed/contracts/translation';
import { toUtcString } from '../../clock.ts';
import type { TranslationStatus as RowStatus } from '../../db/schema.ts';
import {
  addFeed,
  addMember,
  block,
  call,
  markFeedDeleted,
  type TestMember,
} from '../../testing/contentFixtures.ts';
import {
  startLibreTranslateServer,
  type LibreTranslateServer,
} from '../../testing/libreTranslateServer.ts';
import { startTestServer, type TestServer } from '../../testing/testServer.ts';
import { streamFor } from '../live/liveTestKit.ts';

/**
 * POST /api/translation/requestTranslation: a member asks again for a translation that
 * FAILED. The server routes ko, en, ja and vi to a loopback LibreTranslate (mn has no
 * provider); a second server has no provider at all.
 */
jest.setTimeout(60_000);

let lt: LibreTranslateServer;
let server: TestServer;
let plain: TestServer;
let author: TestMember;
let reader: TestMember;

beforeAll(async () => {
  lt = await startLibreTranslateServer({ languages: ['ko', 'en', 'ja', 'vi'] });
  [server, plain] = await Promise.all([
    startTestServer({
      LIBRETRANSLATE_URL: lt.url,
      TRANSLATION_ROUTES: 'ko,en,ja,vi=libretranslate',
    }),
    startTestServer(),
  ]);
  author = await addMember(server, { nickname: 'author' });
  reader = await addMember(server, { nickname: 'reader' });
}, 60_000);
afterAll(async () => {
  lt.release();
  await Promise.all([server.close(), plain.close()]);
  await lt.close();
}, 30_000);

type Target = { targetType: 'FEED' | 'COMMENT'; targetId: number };

const request = (on: TestServer, target: Target, isoCode: unknown, who?: TestMember) =>
  call<TextTranslationFields>(
    on,
    'POST',
    '/api/translation/requestTranslation',
    { ...target, isoCode },
    who,
  );

const PENDING = {
  translationStatus: 'PENDING',
  translationProvider: null,
  translationUnavailableReason: null,
};

const fieldsOf = (item: TextTranslationFields | undefined) =>
  item && {
    translationStatus: item.translationStatus,
    translationProvider: item.translationProvider,
    translationUnavailableReason: item.translationUnavailableReason,
  };

async function addComment(on: TestServer, feedId: number, userId: number, language = 'en') {
  const at = toUtcString(on.clock.now());
  const row = await on.db
    .insertInto('comments')
    .values({
      feed_id: feedId,
      user_id: userId,
      parent_comment_id: null,
      comment_text: `A comment ${Math.random()}`,
      detected_language_code: language,
      created_at: at,
      updated_at: at,
      deleted_at: null,
    })
    .returning('comment_id')
    .executeTakeFirstOrThrow();
  return row.comment_id;
}

/** Store a translation row of the target into `iso`, as the queue would have left it. */
async function storeRow(on: TestServer, target: Target, iso: LanguageCode, status: RowStatus) {
  const values = {
    iso_code: iso,
    text: status === 'DONE' ? `[${iso}] by hand` : null,
    status,
    provider: status === 'DONE' ? 'HUMAN' : null,
    updated_at: toUtcString(on.clock.now()),
    // As a translation that used up its rounds, or that waits far ahead.
    attempts: status === 'FAILED' ? 12 : 1,
    next_attempt_at: status === 'PENDING' ? '2999-01-01T00:00:00Z' : null,
  };
  if (target.targetType === 'FEED') {
    await on.db
      .insertInto('feed_translations')
      .values({ ...values, feed_id: target.targetId, title: values.text })
      .execute();
  } else {
    await on.db
      .insertInto('comment_translations')
      .values({ ...values, comment_id: target.targetId })
      .execute();
  }
}

function rowOf(on: TestServer, target: Target, iso: LanguageCode) {
  return target.targetType === 'FEED'
    ? on.db
        .selectFrom('feed_translations')
        .select(['status', 'attempts', 'next_attempt_at', 'provider'])
        .where('feed_id', '=', target.targetId)
        .where('iso_code', '=', iso)
        .executeTakeFirst()
    : on.db
        .selectFrom('comment_translations')
        .select(['status', 'attempts', 'next_attempt_at', 'provider'])
        .where('comment_id', '=', target.targetId)
        .where('iso_code', '=', iso)
        .executeTakeFirst();
}

/** The target as the reader's answers show it: the post's page, or its post's comment list. */
async function shown(target: Target, feedId: number, iso: LanguageCode) {
  if (target.targetType === 'FEED') {
    const answer = await call<FeedItem>(
      server,
      'POST',
      '/api/feed/getFeedData',
      { feedId, isoCode: iso, skipViewCount: true },
      reader,
    );
    const item = answer.body.data;
    return { fields: fieldsOf(item), text: item.translatedFeedMap[iso]?.feedTransText };
  }
  const answer = await call<{ commentList: CommentItem[] }>(
    server,
    'POST',
    '/api/comment/getCommentList',
    { feedId, page: 1, isoCode: iso },
    reader,
  );
  const item = answer.body.data.commentList.find((c) => c.commentId === target.targetId);
  return { fields: fieldsOf(item), text: item?.translatedCommentMap[iso]?.commentTransText };
}

/** Wait (bounded) until the row is no longer PENDING. */
async function settled(target: Target, iso: LanguageCode) {
  for (let i = 0; i < 500; i += 1) {
    if ((await rowOf(server, target, iso))?.status !== 'PENDING') return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the translation never finished');
}

describe('a translation that FAILED', () => {
  it.each([
    ['a post', 'FEED', true],
    ['a comment', 'COMMENT', true],
    ['a post never queued (no row)', 'FEED', false],
  ] as const)(
    'of %s is queued again: PENDING at once, TRANSLATED once the provider answers, with the live event',
    async (_, targetType, hasRow) => {
      // Texts of their own: one the memory knows would be answered without the provider.
      const feedId = await addFeed(server, author.userId, {
        title: `Lost umbrella ${targetType} ${hasRow}`,
        text: `Left on the bus this morning (${targetType}, ${hasRow}).`,
        language: 'en',
      });
      const target: Target = {
        targetType,
        targetId: targetType === 'FEED' ? feedId : await addComment(server, feedId, author.userId),
      };
      if (hasRow) await storeRow(server, target, 'ja', 'FAILED');
      expect((await shown(target, feedId, 'ja')).fields).toEqual({
        translationStatus: 'UNAVAILABLE',
        translationProvider: null,
        translationUnavailableReason: 'FAILED',
      });

      const live = await streamFor(server.url, reader.token);
      lt.hold();
      try {
        const answer = await request(server, target, 'ja', reader);
        expect(answer.status).toBe(200);
        expect(answer.body.data).toEqual(PENDING);
        // Its rounds start again, due now.
        expect(await rowOf(server, target, 'ja')).toEqual({
          status: 'PENDING',
          attempts: 0,
          next_attempt_at: null,
          provider: null,
        });
        expect(await shown(target, feedId, 'ja')).toEqual({ fields: PENDING, text: undefined });
        // Asking again while it is on its way is refused.
        const twice = await request(server, target, 'ja', reader);
        expect(twice.status).toBe(409);
        expect(twice.body.code).toBe('TRANSLATION-002');
      } finally {
        lt.release();
      }
      try {
        await settled(target, 'ja');
        const now = await shown(target, feedId, 'ja');
        expect(now.fields).toEqual({
          translationStatus: 'TRANSLATED',
          translationProvider: 'LibreTranslate',
          translationUnavailableReason: null,
        });
        expect(now.text).toMatch(/^\[ja\] /);
        await live.next(
          (event) =>
            event.data.type === 'translation' &&
            event.data.targetType === targetType &&
            event.data.targetId === target.targetId &&
            event.data.isoCode === 'ja',
        );
      } finally {
        await live.close();
      }
    },
  );
});

describe('refusals', () => {
  it('answers 409 TRANSLATION-002 in every other state, changing nothing', async () => {
    const feedId = await addFeed(server, author.userId, { language: 'en' });
    const post: Target = { targetType: 'FEED', targetId: feedId };
    const comment: Target = {
      targetType: 'COMMENT',
      targetId: await addComment(server, feedId, author.userId),
    };
    for (const target of [post, comment]) {
      await storeRow(server, target, 'ko', 'DONE');
      await storeRow(server, target, 'vi', 'PENDING');
      await storeRow(server, target, 'mn', 'FAILED');
      for (const [iso, why] of [
        ['en', /nothing to translate/], // ORIGINAL
        ['ko', /already translated/], // TRANSLATED
        ['vi', /on its way/], // PENDING
        ['mn', /No translation provider/], // UNAVAILABLE, NO_PROVIDER
      ] as const) {
        const before = await rowOf(server, target, iso);
        const answer = await request(server, target, iso, reader);
        expect({ iso, status: answer.status, code: answer.body.code }).toEqual({
          iso,
          status: 409,
          code: 'TRANSLATION-002',
        });
        expect(answer.body.message).toMatch(why);
        expect(await rowOf(server, target, iso)).toEqual(before);
      }
    }
    // ORIGINAL too for a reader who reads the text's language.
    await server.db
      .updateTable('users')
      .set({ read_languages: JSON.stringify(['en']) })
      .where('user_id', '=', reader.userId)
      .execute();
    try {
      expect((await request(server, post, 'ja', reader)).status).toBe(409);
    } finally {
      await server.db
        .updateTable('users')
        .set({ read_languages: null })
        .where('user_id', '=', reader.userId)
        .execute();
    }
  });

  it('answers 409 TRANSLATION-002 when no provider is configured (NOT_CONFIGURED)', async () => {
    const member = await addMember(plain);
    const feedId = await addFeed(plain, member.userId, { language: 'en' });
    const post: Target = { targetType: 'FEED', targetId: feedId };
    await storeRow(plain, post, 'ja', 'FAILED');
    const answer = await request(plain, post, 'ja', member);
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe('TRANSLATION-002');
    expect(answer.body.message).toMatch(/no translation provider/);
    expect((await rowOf(plain, post, 'ja'))?.status).toBe('FAILED');
  });

  it('answers 401 to a visitor and 400 to a language that is not an interface language', async () => {
    const feedId = await addFeed(server, author.userId, { language: 'en' });
    const post: Target = { targetType: 'FEED', targetId: feedId };
    await storeRow(server, post, 'ja', 'FAILED');
    const visitor = await request(server, post, 'ja');
    expect(visitor.status).toBe(401);
    expect(visitor.body.code).toBe('AUTH-002');
    const french = await request(server, post, 'fr', reader);
    expect(french.status).toBe(400);
    expect(french.body.code).toBe('LANGUAGE-001');
    expect((await rowOf(server, post, 'ja'))?.status).toBe('FAILED');
  });

  it('answers 404 for a post or comment the reader cannot read, as reading it would', async () => {
    const blocked = await addMember(server, { nickname: 'blocked' });
    await block(server, reader.userId, blocked.userId);
    const deleted = await addFeed(server, author.userId, { language: 'en' });
    const commentOnDeleted = await addComment(server, deleted, author.userId);
    await markFeedDeleted(server, deleted);
    const byBlocked = await addFeed(server, blocked.userId, { language: 'en' });
    const open = await addFeed(server, author.userId, { language: 'en' });
    const blockedComment = await addComment(server, open, blocked.userId);
    const cases: [Target, string][] = [
      [{ targetType: 'FEED', targetId: 999_999 }, 'FEED-001'],
      [{ targetType: 'FEED', targetId: deleted }, 'FEED-001'],
      [{ targetType: 'FEED', targetId: byBlocked }, 'FEED-001'],
      [{ targetType: 'COMMENT', targetId: 999_999 }, 'COMMENT-001'],
      [{ targetType: 'COMMENT', targetId: commentOnDeleted }, 'COMMENT-001'],
      [{ targetType: 'COMMENT', targetId: blockedComment }, 'COMMENT-001'],
    ];
    for (const [target, code] of cases) {
      if (target.targetId !== 999_999) await storeRow(server, target, 'ja', 'FAILED');
      const answer = await request(server, target, 'ja', reader);
      expect({ target, status: answer.status, code: answer.body.code }).toEqual({
        target,
        status: 404,
        code,
      });
    }
    // The author of the blocked member's post may still ask: it is readable to them.
    const own = await request(server, { targetType: 'FEED', targetId: byBlocked }, 'ja', blocked);
    expect(own.body.data).toEqual(PENDING);
  });
});
