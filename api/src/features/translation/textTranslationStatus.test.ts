import { jest } from '@jest/globals';
import type { CommentItem } from '@kfeed/contracts/comment';
import type { FeedItem } from '@kfeed/contracts/feed';
import type { LanguageCode } from '@kfeed/contracts/languages';
import type { TextTranslationFields } from '@kfeed/contracts/translation';
import { toUtcString } from '../../clock.ts';
import { statementsRun } from '../../db/readCache.ts';
import type { TranslationStatus as RowStatus } from '../../db/schema.ts';
import { addFeed, addMember, call, type TestMember } from '../../testing/contentFixtures.ts';
import {
  startLibreTranslateServer,
  type LibreTranslateServer,
} from '../../testing/libreTranslateServer.ts';
import { startDeepLServer, type ProviderServer } from '../../testing/providerServers.ts';
import { testPostgresAdminUrl } from '../../testing/testDatabase.ts';
import { startTestServer, type TestServer } from '../../testing/testServer.ts';
import { sendMultipart } from '../feeds/feedTestKit.ts';
import { warmUpLanguageDetector } from './languageDetector.ts';

/**
 * The translation status every post and comment answer carries for the reader's language,
 * in each state, on a post's own page, in a list and on a comment: a server whose routing
 * sends ko, en and ja to a loopback DeepL and vi to a loopback LibreTranslate (so mn has
 * no provider), and one with no provider at all.
 */
jest.setTimeout(60_000);

const DEEPL_KEY = 'deepl-status-loopback-key:fx';
// Statements are counted on SQLite only (readCache.ts).
const itOnSqlite = testPostgresAdminUrl() === undefined ? it : it.skip;

let deepl: ProviderServer;
let lt: LibreTranslateServer;
let server: TestServer;
let plain: TestServer;
let author: TestMember;
let reader: TestMember;

beforeAll(async () => {
  await warmUpLanguageDetector();
  [deepl, lt] = await Promise.all([
    startDeepLServer(DEEPL_KEY),
    startLibreTranslateServer({ languages: ['ko', 'en', 'ja', 'vi'] }),
  ]);
  [server, plain] = await Promise.all([
    startTestServer({
      DEEPL_API_KEY: DEEPL_KEY,
      DEEPL_API_URL: deepl.url,
      LIBRETRANSLATE_URL: lt.url,
      TRANSLATION_ROUTES: 'ko,en,ja=deepl; vi=libretranslate',
    }),
    startTestServer(),
  ]);
  author = await addMember(server, { nickname: 'author' });
  reader = await addMember(server, { nickname: 'reader' });
}, 60_000);
afterAll(async () => {
  await Promise.all([server.close(), plain.close()]);
  await Promise.all([deepl.close(), lt.close()]);
}, 30_000);

const fieldsOf = (item: TextTranslationFields | undefined) =>
  item && {
    translationStatus: item.translationStatus,
    translationProvider: item.translationProvider,
    translationUnavailableReason: item.translationUnavailableReason,
  };

const ORIGINAL = {
  translationStatus: 'ORIGINAL',
  translationProvider: null,
  translationUnavailableReason: null,
};
const translatedBy = (provider: string) => ({
  translationStatus: 'TRANSLATED',
  translationProvider: provider,
  translationUnavailableReason: null,
});
const PENDING = {
  translationStatus: 'PENDING',
  translationProvider: null,
  translationUnavailableReason: null,
};
const unavailable = (reason: string) => ({
  translationStatus: 'UNAVAILABLE',
  translationProvider: null,
  translationUnavailableReason: reason,
});

/** A post as its own page shows it (no view counted). */
async function postPage(on: TestServer, feedId: number, isoCode: LanguageCode, who?: TestMember) {
  const answer = await call<FeedItem>(
    on,
    'POST',
    '/api/feed/getFeedData',
    { feedId, isoCode, skipViewCount: true },
    who,
  );
  expect(answer.status).toBe(200);
  return answer.body.data;
}

/** A post as its author's list shows it. */
async function postInList(on: TestServer, feedId: number, isoCode: LanguageCode, who?: TestMember) {
  const { user_id: userId } = await on.db
    .selectFrom('feeds')
    .select('user_id')
    .where('feed_id', '=', feedId)
    .executeTakeFirstOrThrow();
  const answer = await call<FeedItem[]>(
    on,
    'GET',
    '/api/feed/getUserFeedList',
    { userId, page: 1, size: 50, isoCode },
    who,
  );
  expect(answer.status).toBe(200);
  return answer.body.data.find((item) => item.feedId === feedId);
}

/** A comment as its post's comment list shows it. */
async function commentInList(
  on: TestServer,
  feedId: number,
  commentId: number,
  isoCode: LanguageCode,
  who?: TestMember,
) {
  const answer = await call<{ commentList: CommentItem[] }>(
    on,
    'POST',
    '/api/comment/getCommentList',
    { feedId, page: 1, isoCode },
    who,
  );
  expect(answer.status).toBe(200);
  return answer.body.data.commentList.find((item) => item.commentId === commentId);
}

/** The status of a post on its page and in a list, which must agree; answers it. */
async function postStatus(on: TestServer, feedId: number, isoCode: LanguageCode, who?: TestMember) {
  const page = fieldsOf(await postPage(on, feedId, isoCode, who));
  expect(fieldsOf(await postInList(on, feedId, isoCode, who))).toEqual(page);
  return page;
}

async function addComment(on: TestServer, feedId: number, userId: number, language: string) {
  const at = toUtcString(on.clock.now());
  const row = await on.db
    .insertInto('comments')
    .values({
      feed_id: feedId,
      user_id: userId,
      parent_comment_id: null,
      comment_text: `A comment in ${language}`,
      detected_language_code: language,
      created_at: at,
      updated_at: at,
      deleted_at: null,
    })
    .returning('comment_id')
    .executeTakeFirstOrThrow();
  return row.comment_id;
}

interface Row {
  iso: LanguageCode;
  status: RowStatus;
  provider?: string;
}

const rowValues = (on: TestServer, { iso, status, provider }: Row) => ({
  iso_code: iso,
  text: status === 'DONE' ? `[${iso}] translated` : null,
  status,
  provider: provider ?? null,
  updated_at: toUtcString(on.clock.now()),
  // Never due while the test runs: a PENDING row stays PENDING.
  next_attempt_at: status === 'PENDING' ? '2999-01-01T00:00:00Z' : null,
});

/** A post (in `language`) with one comment in the same language, and these rows for both. */
async function textsWith(on: TestServer, language: string, rows: Row[] = []) {
  const member = on === server ? author : await addMember(on);
  const feedId = await addFeed(on, member.userId, { language });
  const commentId = await addComment(on, feedId, member.userId, language);
  for (const row of rows) {
    const values = rowValues(on, row);
    await on.db
      .insertInto('feed_translations')
      .values({ ...values, feed_id: feedId, title: values.text })
      .execute();
    await on.db
      .insertInto('comment_translations')
      .values({ ...values, comment_id: commentId })
      .execute();
  }
  return { feedId, commentId };
}

/** The post's status on its page and in a list, and the comment's, which must agree. */
async function statusOf(
  on: TestServer,
  texts: { feedId: number; commentId: number },
  isoCode: LanguageCode,
  who?: TestMember,
) {
  const post = await postStatus(on, texts.feedId, isoCode, who);
  const comment = fieldsOf(await commentInList(on, texts.feedId, texts.commentId, isoCode, who));
  expect(comment).toEqual(post);
  return post;
}

/** Wait (bounded) until this post's and comment's translations into `iso` are no longer PENDING. */
async function settledInto(feedId: number, commentId: number, iso: LanguageCode) {
  for (let i = 0; i < 500; i += 1) {
    const feed = await server.db
      .selectFrom('feed_translations')
      .select('status')
      .where('feed_id', '=', feedId)
      .where('iso_code', '=', iso)
      .executeTakeFirst();
    const comment = await server.db
      .selectFrom('comment_translations')
      .select('status')
      .where('comment_id', '=', commentId)
      .where('iso_code', '=', iso)
      .executeTakeFirst();
    if (feed?.status !== 'PENDING' && comment?.status !== 'PENDING') return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the translations never finished');
}

describe('ORIGINAL', () => {
  it('when the text is in the reader’s language, with an empty translated map', async () => {
    const texts = await textsWith(server, 'ja', [{ iso: 'en', status: 'DONE', provider: 'deepl' }]);
    expect(await statusOf(server, texts, 'ja')).toEqual(ORIGINAL);
    expect((await postPage(server, texts.feedId, 'ja')).translatedFeedMap).toEqual({});
  });

  it('when the reader reads the text’s language, even with a translation stored', async () => {
    const texts = await textsWith(server, 'ko', [{ iso: 'en', status: 'DONE', provider: 'deepl' }]);
    expect(await statusOf(server, texts, 'en', reader)).toEqual(translatedBy('DeepL'));
    await server.db
      .updateTable('users')
      .set({ read_languages: JSON.stringify(['ko']) })
      .where('user_id', '=', reader.userId)
      .execute();
    try {
      expect(await statusOf(server, texts, 'en', reader)).toEqual(ORIGINAL);
      expect((await postPage(server, texts.feedId, 'en', reader)).translatedFeedMap).toEqual({});
    } finally {
      await server.db
        .updateTable('users')
        .set({ read_languages: null })
        .where('user_id', '=', reader.userId)
        .execute();
    }
  });
});

describe('TRANSLATED', () => {
  it('by HUMAN for a hand-written translation, with the map holding it', async () => {
    const texts = await textsWith(server, 'ko', [{ iso: 'en', status: 'DONE', provider: 'HUMAN' }]);
    expect(await statusOf(server, texts, 'en')).toEqual(translatedBy('HUMAN'));
    const page = await postPage(server, texts.feedId, 'en');
    expect(page.translatedFeedMap).toEqual({
      en: { feedTransTitle: '[en] translated', feedTransText: '[en] translated' },
    });
    const comment = await commentInList(server, texts.feedId, texts.commentId, 'en');
    expect(comment?.translatedCommentMap).toEqual({ en: { commentTransText: '[en] translated' } });

    // A visitor's home page (kept in memory, serialised by its schema) and a reply say so too.
    const home = await call<FeedItem[]>(server, 'GET', '/api/feed/getFeedList', {
      page: 1,
      size: 50,
      categoryId: 'home',
      isoCode: 'en',
    });
    expect(fieldsOf(home.body.data.find((item) => item.feedId === texts.feedId))).toEqual(
      translatedBy('HUMAN'),
    );
    const at = toUtcString(server.clock.now());
    const { comment_id: replyId } = await server.db
      .insertInto('comments')
      .values({
        feed_id: texts.feedId,
        user_id: reader.userId,
        parent_comment_id: texts.commentId,
        comment_text: 'A reply',
        detected_language_code: 'ko',
        created_at: at,
        updated_at: at,
        deleted_at: null,
      })
      .returning('comment_id')
      .executeTakeFirstOrThrow();
    await server.db
      .insertInto('comment_translations')
      .values({
        ...rowValues(server, { iso: 'en', status: 'DONE', provider: 'HUMAN' }),
        comment_id: replyId,
      })
      .execute();
    const replies = await call<{ commentList: CommentItem[] }>(
      server,
      'POST',
      '/api/comment/getCommentList',
      { feedId: texts.feedId, parentCommentId: texts.commentId, page: 1, isoCode: 'en' },
    );
    expect(replies.body.data.commentList.map(fieldsOf)).toEqual([translatedBy('HUMAN')]);
  });

  it('by the provider that made it, named for readers, through the loopback providers', async () => {
    const category = await server.db
      .selectFrom('categories')
      .select('category_id')
      .orderBy('sort_order')
      .executeTakeFirstOrThrow();
    const title = '주말에 한강 자전거 같이 타실 분';
    const text = '초보도 환영합니다. 토요일 오전 10시에 여의나루역 2번 출구에서 만나요!';
    const written = await sendMultipart<{ feedId: number }>(
      server,
      'POST',
      '/api/feed/insertFeed',
      'feedWriteRequest',
      {
        feedTitle: title,
        feedText: text,
        categoryId: String(category.category_id),
        feedType: 'PUBLIC',
      },
      [],
      author,
    );
    expect(written.status).toBe(200);
    const { feedId } = written.body.data;
    const commented = await call<CommentItem>(
      server,
      'POST',
      '/api/comment/insertComment',
      { feedId, commentText: '저도 가고 싶어요. 자전거는 빌릴 수 있나요?', isoCode: 'ko' },
      reader,
    );
    expect(commented.status).toBe(200);
    const { commentId } = commented.body.data;
    for (const iso of ['ja', 'vi', 'mn'] as const) await settledInto(feedId, commentId, iso);
    const texts = { feedId, commentId };

    expect(await statusOf(server, texts, 'ja')).toEqual(translatedBy('DeepL'));
    expect((await postPage(server, feedId, 'ja')).translatedFeedMap.ja?.feedTransTitle).toBe(
      `[JA] ${title}`,
    );
    expect(await statusOf(server, texts, 'vi')).toEqual(translatedBy('LibreTranslate'));
    // Rows keep the provider as the status call names it; answers show it to readers.
    const stored = await server.db
      .selectFrom('feed_translations')
      .select(['iso_code', 'provider'])
      .where('feed_id', '=', feedId)
      .where('iso_code', 'in', ['ja', 'vi'])
      .orderBy('iso_code')
      .execute();
    expect(stored).toEqual([
      { iso_code: 'ja', provider: 'deepl' },
      { iso_code: 'vi', provider: 'libretranslate' },
    ]);
    // The writer asked for Korean, the text's own language.
    expect(fieldsOf(commented.body.data)).toEqual(ORIGINAL);
  });

  it('even when only the original is asked for (the map is empty then)', async () => {
    const texts = await textsWith(server, 'ko', [{ iso: 'en', status: 'DONE', provider: 'HUMAN' }]);
    const answer = await call<FeedItem>(server, 'POST', '/api/feed/getFeedData', {
      feedId: texts.feedId,
      isoCode: 'en',
      getOriginal: true,
      skipViewCount: true,
    });
    expect(answer.body.data.translatedFeedMap).toEqual({});
    expect(fieldsOf(answer.body.data)).toEqual(translatedBy('HUMAN'));
  });
});

describe('PENDING and UNAVAILABLE', () => {
  it('PENDING while the translation waits in the queue', async () => {
    const texts = await textsWith(server, 'ko', [{ iso: 'en', status: 'PENDING' }]);
    expect(await statusOf(server, texts, 'en')).toEqual(PENDING);
    expect((await postPage(server, texts.feedId, 'en')).translatedFeedMap).toEqual({});
  });

  it('FAILED when the row failed, or when a translator runs but none was ever queued', async () => {
    const failed = await textsWith(server, 'ko', [{ iso: 'en', status: 'FAILED' }]);
    expect(await statusOf(server, failed, 'en')).toEqual(unavailable('FAILED'));
    const neverQueued = await textsWith(server, 'ko');
    expect(await statusOf(server, neverQueued, 'en', reader)).toEqual(unavailable('FAILED'));
  });

  it('NO_PROVIDER when the routing offers none for the language, whatever the row says', async () => {
    const texts = await textsWith(server, 'ko', [
      { iso: 'mn', status: 'FAILED' },
      { iso: 'th', status: 'PENDING' },
    ]);
    expect(await statusOf(server, texts, 'mn')).toEqual(unavailable('NO_PROVIDER'));
    expect(await statusOf(server, texts, 'th')).toEqual(unavailable('NO_PROVIDER'));
    expect(await statusOf(server, texts, 'fil', reader)).toEqual(unavailable('NO_PROVIDER'));
  });

  it('NOT_CONFIGURED when no translator runs; a stored translation is still TRANSLATED', async () => {
    const texts = await textsWith(plain, 'ko', [
      { iso: 'ja', status: 'DONE', provider: 'HUMAN' },
      { iso: 'vi', status: 'PENDING' },
    ]);
    expect(await statusOf(plain, texts, 'en')).toEqual(unavailable('NOT_CONFIGURED'));
    expect(await statusOf(plain, texts, 'vi')).toEqual(unavailable('NOT_CONFIGURED'));
    expect(await statusOf(plain, texts, 'ja')).toEqual(translatedBy('HUMAN'));
    expect(await statusOf(plain, texts, 'ko')).toEqual(ORIGINAL);
  });
});

describe('in lists', () => {
  const STATES: Row[][] = [
    [{ iso: 'en', status: 'DONE', provider: 'HUMAN' }],
    [{ iso: 'en', status: 'PENDING' }],
    [{ iso: 'en', status: 'FAILED' }],
    [],
  ];

  async function storeRows(feedId: number | null, commentId: number | null, rows: Row[]) {
    for (const row of rows) {
      const values = rowValues(server, row);
      if (feedId !== null) {
        await server.db
          .insertInto('feed_translations')
          .values({ ...values, feed_id: feedId, title: values.text })
          .execute();
      }
      if (commentId !== null) {
        await server.db
          .insertInto('comment_translations')
          .values({ ...values, comment_id: commentId })
          .execute();
      }
    }
  }

  /** The statements one call runs on the API's database. */
  async function statements(run: () => Promise<unknown>) {
    const before = statementsRun(server.db) ?? NaN;
    await run();
    return (statementsRun(server.db) ?? NaN) - before;
  }

  itOnSqlite(
    'cost no statement per post: a page of ten runs as many as a page of one',
    async () => {
      const lister = await addMember(server, { nickname: 'lister' });
      for (let i = 0; i < 10; i += 1) {
        const feedId = await addFeed(server, lister.userId, { language: 'ko' });
        await storeRows(feedId, null, STATES[i % STATES.length] ?? []);
      }
      const list = (size: number) =>
        call<FeedItem[]>(
          server,
          'GET',
          '/api/feed/getUserFeedList',
          { userId: lister.userId, page: 1, size, isoCode: 'en' },
          reader,
        );
      await list(1); // categories are read once, then kept
      const one = await statements(() => list(1));
      let ten: FeedItem[] = [];
      expect(await statements(async () => (ten = (await list(10)).body.data))).toBe(one);
      expect(new Set(ten.map((item) => item.translationStatus))).toEqual(
        new Set(['TRANSLATED', 'PENDING', 'UNAVAILABLE']),
      );
    },
  );

  itOnSqlite('cost no statement per comment: ten comments run as many as one', async () => {
    const single = await addFeed(server, author.userId, { language: 'ko' });
    await storeRows(null, await addComment(server, single, author.userId, 'ko'), STATES[0] ?? []);
    const many = await addFeed(server, author.userId, { language: 'ko' });
    for (let i = 0; i < 10; i += 1) {
      const commentId = await addComment(server, many, author.userId, 'ko');
      await storeRows(null, commentId, STATES[i % STATES.length] ?? []);
    }
    const list = (feedId: number) =>
      call<{ commentList: CommentItem[] }>(
        server,
        'POST',
        '/api/comment/getCommentList',
        { feedId, page: 1, isoCode: 'en' },
        reader,
      );
    // The reader's sign-in is read once, then kept (authenticate.ts): not counted in either.
    await list(single);
    const one = await statements(() => list(single));
    let ten: CommentItem[] = [];
    expect(await statements(async () => (ten = (await list(many)).body.data.commentList))).toBe(
      one,
    );
    expect(ten).toHaveLength(10);
    expect(new Set(ten.map((item) => item.translationStatus))).toEqual(
      new Set(['TRANSLATED', 'PENDING', 'UNAVAILABLE']),
    );
  });
});
