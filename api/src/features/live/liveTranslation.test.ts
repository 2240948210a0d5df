import { jest } from '@jest/globals';
import { startTestServer, type TestServer } from '../../testing/testServer.ts';
import { addMember, call, type TestMember } from '../../testing/contentFixtures.ts';
import {
  startLibreTranslateServer,
  type LibreTranslateServer,
} from '../../testing/libreTranslateServer.ts';
import { warmUpLanguageDetector } from '../translation/languageDetector.ts';
import { streamFor, type ReadEvent } from './liveTestKit.ts';

/**
 * Finished translations reach the open streams: one `translation` event per post or
 * comment and language, when its row becomes DONE (a fake LibreTranslate translates).
 */
jest.setTimeout(60_000);

let lt: LibreTranslateServer;
let server: TestServer;
let author: TestMember;
let reader: TestMember;

beforeAll(async () => {
  await warmUpLanguageDetector();
  lt = await startLibreTranslateServer({ languages: ['en', 'ko', 'ja', 'vi'], apiKey: 'lt-key' });
  server = await startTestServer({
    TRANSLATOR: 'libretranslate',
    LIBRETRANSLATE_URL: `${lt.url}/`,
    LIBRETRANSLATE_API_KEY: 'lt-key',
  });
  author = await addMember(server, { nickname: 'author' });
  reader = await addMember(server, { nickname: 'reader', isoCode: 'ko' });
}, 60_000);
afterAll(async () => {
  await server?.close();
  await lt?.close();
}, 30_000);

/** Wait (bounded) until no translation is PENDING. */
async function settled() {
  for (let i = 0; i < 500; i += 1) {
    const pending = await server.db
      .selectFrom('comment_translations')
      .select('comment_id as id')
      .where('status', '=', 'PENDING')
      .unionAll(
        server.db
          .selectFrom('feed_translations')
          .select('feed_id as id')
          .where('status', '=', 'PENDING'),
      )
      .execute();
    if (pending.length === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('translations never finished');
}

const translationsOf = (events: ReadEvent[]) =>
  events
    .map((e) => e.data)
    .filter((data) => data.type === 'translation')
    .map((data) => JSON.stringify(data))
    .sort();

it('tells the streams of every translation of a post and of a comment when it is done', async () => {
  const live = await streamFor(server.url, reader.token);
  try {
    const category = await server.db
      .selectFrom('categories')
      .select('category_id')
      .orderBy('sort_order')
      .executeTakeFirstOrThrow();
    const form = new FormData();
    const json = {
      feedTitle: 'Cherry blossoms',
      feedText: 'The trees along the river are in full bloom this week, come and see them.',
      categoryId: String(category.category_id),
      feedType: 'PUBLIC',
    };
    form.append('feedWriteRequest', new Blob([JSON.stringify(json)], { type: 'application/json' }));
    const written = await fetch(`${server.url}/api/feed/insertFeed`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${author.token}` },
    });
    expect(written.status).toBe(200);
    const { feedId } = ((await written.json()) as { data: { feedId: number } }).data;
    const commented = await call<{ commentId: number }>(
      server,
      'POST',
      '/api/comment/insertComment',
      { feedId, commentText: 'What a lovely walk that must be in the spring.', isoCode: 'en' },
      reader,
    );
    expect(commented.status).toBe(200);
    const { commentId } = commented.body.data;
    await settled();

    const feedDone = await server.db
      .selectFrom('feed_translations')
      .select('iso_code')
      .where('feed_id', '=', feedId)
      .where('status', '=', 'DONE')
      .execute();
    const commentDone = await server.db
      .selectFrom('comment_translations')
      .select('iso_code')
      .where('comment_id', '=', commentId)
      .where('status', '=', 'DONE')
      .execute();
    expect(feedDone.length).toBeGreaterThan(0);
    expect(commentDone.length).toBeGreaterThan(0);
    const expected = [
      ...feedDone.map(({ iso_code }) => ({
        type: 'translation',
        targetType: 'FEED',
        targetId: feedId,
        feedId,
        isoCode: iso_code,
      })),
      ...commentDone.map(({ iso_code }) => ({
        type: 'translation',
        targetType: 'COMMENT',
        targetId: commentId,
        feedId,
        isoCode: iso_code,
      })),
    ]
      .map((event) => JSON.stringify(event))
      .sort();
    await live.until(
      () => translationsOf(live.events).length >= expected.length,
      5_000,
      'every translation',
    );
    expect(translationsOf(live.events)).toEqual(expected);
  } finally {
    await live.close();
  }
});
