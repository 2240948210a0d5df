import { jest } from '@jest/globals';
import type { CommentItem } from '@kfeed/contracts/comment';
import type { FeedItem } from '@kfeed/contracts/feed';
import type { ContentLanguageAnswer } from '@kfeed/contracts/language';
import { startTestServer, type TestServer } from '../../testing/testServer.ts';
import { addFeed, addMember, call, type TestMember } from '../../testing/contentFixtures.ts';
import {
  startLibreTranslateServer,
  type LibreTranslateServer,
} from '../../testing/libreTranslateServer.ts';
import { warmUpLanguageDetector } from '../translation/languageDetector.ts';

jest.setTimeout(30_000);

const HIKING = '주말에 같이 등산 가실 분 있나요?';
const HIKING_EN = 'Is anyone up for hiking together this weekend?';

let lt: LibreTranslateServer;
let server: TestServer;
let author: TestMember;
let reader: TestMember;
let second: TestMember;

beforeAll(async () => {
  await warmUpLanguageDetector();
  lt = await startLibreTranslateServer({
    languages: ['en', 'ko', 'ja', 'ru'],
    phrases: { [HIKING]: { en: HIKING_EN } },
    apiKey: 'lt-key',
  });
  server = await startTestServer({
    TRANSLATOR: 'libretranslate',
    LIBRETRANSLATE_URL: `${lt.url}/`,
    LIBRETRANSLATE_API_KEY: 'lt-key',
  });
  author = await addMember(server, { nickname: 'author' });
  reader = await addMember(server, { nickname: 'reader' });
  second = await addMember(server, { nickname: 'second' });
}, 60_000);
afterAll(async () => {
  await server.close();
  await lt.close();
}, 30_000);

/** Wait (bounded) until no translation is PENDING. */
async function settled() {
  for (let i = 0; i < 500; i += 1) {
    const pending = await server.db
      .selectFrom('feed_translations')
      .select('feed_id')
      .where('status', '=', 'PENDING')
      .union(
        server.db
          .selectFrom('comment_translations')
          .select('comment_id as feed_id')
          .where('status', '=', 'PENDING'),
      )
      .execute();
    if (pending.length === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('translations never finished');
}

const setFeedLanguage = (feedId: number, isoCode: unknown, who?: TestMember) =>
  call<ContentLanguageAnswer>(
    server,
    'POST',
    '/api/feed/updateFeedLanguage',
    { feedId, isoCode },
    who,
  );
const setCommentLanguage = (commentId: number, isoCode: unknown, who?: TestMember) =>
  call<ContentLanguageAnswer>(
    server,
    'POST',
    '/api/comment/updateCommentLanguage',
    { commentId, isoCode },
    who,
  );
const feedIn = async (feedId: number, isoCode: string) =>
  (
    await call<FeedItem>(server, 'POST', '/api/feed/getFeedData', {
      feedId,
      isoCode,
      skipViewCount: true,
    })
  ).body.data;

describe('updateFeedLanguage', () => {
  it('lets the author correct a wrong detection, which translates the post again', async () => {
    // Detected wrongly as Japanese: no Korean-to-English translation was made.
    const feedId = await addFeed(server, author.userId, {
      title: HIKING,
      text: HIKING,
      language: 'ja',
    });
    const answer = await setFeedLanguage(feedId, 'ko', author);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      detectedLanguageCode: 'ko',
      outcome: 'CHANGED',
      suggestionCount: 0,
    });
    await settled();
    const english = await feedIn(feedId, 'en');
    expect(english.detectedLanguageCode).toBe('ko');
    expect(english.translatedFeedMap.en?.feedTransText).toBe(HIKING_EN);
    // Nothing is translated into the post's own language.
    const korean = await server.db
      .selectFrom('feed_translations')
      .select('iso_code')
      .where('feed_id', '=', feedId)
      .where('iso_code', '=', 'ko')
      .execute();
    expect(korean).toEqual([]);
  });

  it('records other members’ corrections as suggestions, one per reader, changing nothing', async () => {
    const feedId = await addFeed(server, author.userId, { language: 'en' });
    const first = await setFeedLanguage(feedId, 'fil', reader);
    expect(first.body.data).toEqual({
      detectedLanguageCode: 'en',
      outcome: 'SUGGESTED',
      suggestionCount: 1,
    });
    // Asking again counts once; a second reader makes two.
    expect((await setFeedLanguage(feedId, 'fil', reader)).body.data.suggestionCount).toBe(1);
    expect((await setFeedLanguage(feedId, 'FIL', second)).body.data.suggestionCount).toBe(2);
    // A reader who changes their mind is counted for the new language only.
    expect((await setFeedLanguage(feedId, 'ms', reader)).body.data.suggestionCount).toBe(1);
    const rows = await server.db
      .selectFrom('language_suggestions')
      .select(['user_id', 'iso_code'])
      .where('target_kind', '=', 'feed')
      .where('target_id', '=', feedId)
      .orderBy('user_id')
      .execute();
    expect(rows).toEqual([
      { user_id: reader.userId, iso_code: 'ms' },
      { user_id: second.userId, iso_code: 'fil' },
    ]);
    expect((await feedIn(feedId, 'ko')).detectedLanguageCode).toBe('en');
  });

  it('refuses visitors, unknown languages and posts, and bad input', async () => {
    const feedId = await addFeed(server, author.userId, { language: 'en' });
    for (const [id, iso, who, status, code] of [
      [feedId, 'ko', undefined, 401, undefined],
      [feedId, 'fr', author, 400, 'LANGUAGE-001'],
      [feedId, 'x', author, 400, 'VALIDATION'],
      [feedId, 7, author, 400, 'VALIDATION'],
      [999_999, 'ko', author, 404, 'FEED-001'],
    ] as const) {
      const answer = await setFeedLanguage(id, iso, who);
      expect(answer.status).toBe(status);
      if (code) expect(answer.body.code).toBe(code);
    }
    expect((await feedIn(feedId, 'ko')).detectedLanguageCode).toBe('en');
  });
});

describe('updateCommentLanguage', () => {
  it('lets the author correct, records readers’ suggestions, and refuses the rest', async () => {
    const feedId = await addFeed(server, reader.userId, { language: 'en' });
    const written = await call<CommentItem>(
      server,
      'POST',
      '/api/comment/insertComment',
      { feedId, commentText: HIKING, isoCode: 'en' },
      author,
    );
    const commentId = written.body.data.commentId;
    await settled();
    const suggested = await setCommentLanguage(commentId, 'ja', reader);
    expect(suggested.body.data).toMatchObject({ outcome: 'SUGGESTED', suggestionCount: 1 });
    const changed = await setCommentLanguage(commentId, 'ru', author);
    expect(changed.body.data).toEqual({
      detectedLanguageCode: 'ru',
      outcome: 'CHANGED',
      suggestionCount: 0,
    });
    const stored = await server.db
      .selectFrom('comments')
      .select('detected_language_code')
      .where('comment_id', '=', commentId)
      .executeTakeFirstOrThrow();
    expect(stored.detected_language_code).toBe('ru');
    await settled();
    const targets = await server.db
      .selectFrom('comment_translations')
      .select('iso_code')
      .where('comment_id', '=', commentId)
      .execute();
    expect(targets.map((t) => t.iso_code)).not.toContain('ru');
    expect(targets.map((t) => t.iso_code)).toContain('ko');
    expect((await setCommentLanguage(commentId, 'ko')).status).toBe(401);
    expect((await setCommentLanguage(commentId, 'de', author)).body.code).toBe('LANGUAGE-001');
    expect((await setCommentLanguage(999_999, 'ko', author)).body.code).toBe('COMMENT-001');
  });
});
