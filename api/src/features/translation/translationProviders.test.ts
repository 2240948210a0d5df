import type { CommentItem } from '@kfeed/contracts/comment';
import type { FeedItem } from '@kfeed/contracts/feed';
import { LANGUAGE_CODES, type LanguageCode } from '@kfeed/contracts/languages';
import type { TranslationStatus } from '@kfeed/contracts/schemas/translation';
import { toUtcString } from '../../clock.ts';
import { startTestServer, type TestServer } from '../../testing/testServer.ts';
import { addFeed, addMember, call, type TestMember } from '../../testing/contentFixtures.ts';
import { sendMultipart } from '../feeds/feedTestKit.ts';
import {
  startDeepLServer,
  startGoogleServer,
  startOpenAiServer,
  type ProviderServer,
} from '../../testing/providerServers.ts';
import { warmUpLanguageDetector } from './languageDetector.ts';
import { createTranslator } from './createTranslator.ts';
import { MAX_TRANSLATION_ROUNDS, TranslationService } from './translationService.ts';

const DEEPL_KEY = 'deepl-loopback-key-0001:fx';
const GOOGLE_KEY = 'google-loopback-key-0002';
const OPENAI_KEY = 'sk-loopback-key-0003';
const STATUS_TOKEN = 'operator-status-token-0123456789';

/** Who translates what under the README's example routing, and how each marks its answer. */
const EXPECTED_MARK: Record<string, string> = {
  en: '[EN-US]',
  ja: '[JA]',
  'zh-CN': '[ZH-HANS]',
  'zh-TW': '[ZH-HANT]',
  vi: '[VI]',
  th: '[TH]',
  id: '[ID]',
  ru: '[RU]',
  ko: '[KO]',
  ms: '[ms]',
  fil: '[tl]',
  ne: '[ne]',
  mn: '[mn]',
  uz: '[uz]',
  my: '[Burmese (Myanmar script, Unicode)]',
  km: '[Khmer]',
};

let deepl: ProviderServer;
let google: ProviderServer;
let openai: ProviderServer;
let server: TestServer;
let member: TestMember;
let categoryId: number;

beforeAll(async () => {
  await warmUpLanguageDetector();
  [deepl, google, openai] = await Promise.all([
    startDeepLServer(DEEPL_KEY),
    startGoogleServer(GOOGLE_KEY),
    startOpenAiServer(OPENAI_KEY, 'loopback-model'),
  ]);
  server = await startTestServer({
    DEEPL_API_KEY: DEEPL_KEY,
    DEEPL_API_URL: deepl.url,
    GOOGLE_TRANSLATE_API_KEY: GOOGLE_KEY,
    GOOGLE_TRANSLATE_URL: google.url,
    OPENAI_TRANSLATE_URL: openai.url,
    OPENAI_TRANSLATE_API_KEY: OPENAI_KEY,
    OPENAI_TRANSLATE_MODEL: 'loopback-model',
    TRANSLATION_ROUTES: '*=deepl,google,openai; my,km=openai,google',
    TRANSLATION_DAILY_CHARACTERS: 'deepl=500000',
    TRANSLATION_STATUS_TOKEN: STATUS_TOKEN,
  });
  member = await addMember(server, { isoCode: 'ko' });
  const category = await server.db
    .selectFrom('categories')
    .select('category_id')
    .executeTakeFirstOrThrow();
  categoryId = category.category_id;
}, 60_000);
afterAll(async () => {
  await server.close();
  await Promise.all([deepl.close(), google.close(), openai.close()]);
});
afterEach(() => {
  for (const s of [deepl, google, openai]) s.failAlways(null);
});

/** Wait (bounded) until no translation of this post is PENDING. */
async function translated(feedId: number) {
  for (let i = 0; i < 500; i += 1) {
    const pending = await server.db
      .selectFrom('feed_translations')
      .select('iso_code')
      .where('feed_id', '=', feedId)
      .where('status', '=', 'PENDING')
      .execute();
    if (pending.length === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('translations never finished');
}

async function writePost(title: string, text: string) {
  const answer = await sendMultipart<{ feedId: number }>(
    server,
    'POST',
    '/api/feed/insertFeed',
    'feedWriteRequest',
    { feedTitle: title, feedText: text, categoryId: String(categoryId), feedType: 'PUBLIC' },
    [],
    member,
  );
  expect(answer.body).toMatchObject({ result: true });
  return answer.body.data.feedId;
}

const readAs = (feedId: number, isoCode: LanguageCode) =>
  call<FeedItem>(server, 'POST', '/api/feed/getFeedData', {
    feedId,
    isoCode,
    skipViewCount: true,
  });

describe('every post in every reader language', () => {
  it('translates a new post into the other 15 languages through the configured routing', async () => {
    const title = '주말에 한강 자전거 같이 타실 분';
    const text = '초보도 환영합니다. 토요일 오전 10시에 여의나루역 2번 출구에서 만나요!';
    const feedId = await writePost(title, text);
    await translated(feedId);

    for (const code of LANGUAGE_CODES.filter((c) => c !== 'ko')) {
      const answer = await readAs(feedId, code);
      expect(answer.body.data.translatedFeedMap).toEqual({
        [code]: {
          feedTransTitle: `${EXPECTED_MARK[code]} ${title}`,
          feedTransText: `${EXPECTED_MARK[code]} ${text}`,
        },
      });
    }
    // The reader of the post's own language reads the original.
    expect((await readAs(feedId, 'ko')).body.data.translatedFeedMap).toEqual({});
    // DeepL was never asked for a language it lacks.
    const deeplTargets = deepl.requests.map((r) => r.body.target_lang);
    expect(new Set(deeplTargets)).toEqual(
      new Set(['EN-US', 'JA', 'ZH-HANS', 'ZH-HANT', 'VI', 'TH', 'ID', 'RU']),
    );
  });

  it('translates an English post into Korean too, and never sends a repeated text twice', async () => {
    const title = 'Good dentist near Itaewon?';
    const feedId = await writePost(title, 'English-speaking if possible, thanks in advance.');
    await translated(feedId);
    expect((await readAs(feedId, 'ko')).body.data.translatedFeedMap.ko?.feedTransTitle).toBe(
      `[KO] ${title}`,
    );
    const sent = () =>
      [deepl, google, openai].reduce(
        (n, s) => n + s.requests.filter((r) => JSON.stringify(r.body).includes(title)).length,
        0,
      );
    const before = sent();
    expect(before).toBeGreaterThan(0);
    const again = await writePost(title, 'Or near Hannam-dong. English-speaking, thanks a lot.');
    await translated(again);
    expect(sent()).toBe(before);
  });
});

describe('while no provider can translate', () => {
  it('serves the original, keeps the work PENDING with a next attempt, and finishes it later', async () => {
    const feedId = await addFeed(server, member.userId, {
      title: 'Lost cat',
      text: 'Grey, near Mangwon market',
      language: 'en',
    });
    const { comment_id: commentId } = await server.db
      .insertInto('comments')
      .values({
        feed_id: feedId,
        user_id: member.userId,
        parent_comment_id: null,
        comment_text: 'I saw a grey cat by the bakery this morning',
        detected_language_code: 'en',
        created_at: '2026-01-01T00:00:00Z',
        updated_at: '2026-01-01T00:00:00Z',
        deleted_at: null,
      })
      .returning('comment_id')
      .executeTakeFirstOrThrow();
    const translator = createTranslator(
      server.config,
      server.db,
      server.clock,
      { warn() {} },
      {
        attempts: 1,
        retryBaseMs: 1,
        maxInlineWaitMs: 0,
        deferMs: 10 * 60_000,
        failureThreshold: 100,
        cooldownMs: 1,
        callTimeoutMs: 5_000,
      },
    );
    const service = new TranslationService(
      server.db,
      translator,
      server.clock,
      { warn() {} },
      {
        concurrency: 2,
        maxAttempts: 3,
        retryBaseMs: 1,
      },
    );
    for (const s of [deepl, google, openai]) {
      s.failAlways({ status: 503, body: { message: 'down for maintenance' } });
    }
    await service.enqueueComment(commentId);
    await service.idle();

    const rows = () =>
      server.db
        .selectFrom('comment_translations')
        .selectAll()
        .where('comment_id', '=', commentId)
        .execute();
    const waiting = await rows();
    expect(waiting).toHaveLength(15);
    expect(waiting.every((r) => r.status === 'PENDING' && r.attempts === 1)).toBe(true);
    const due = toUtcString(new Date(server.clock.now().getTime() + 10 * 60_000));
    expect(waiting.every((r) => r.next_attempt_at === due)).toBe(true);

    const list = await call<{ commentList: CommentItem[] }>(
      server,
      'POST',
      '/api/comment/getCommentList',
      { feedId, page: 1, isoCode: 'ja' },
    );
    expect(list.body.data.commentList[0]?.commentText).toBe(
      'I saw a grey cat by the bakery this morning',
    );
    expect(list.body.data.commentList[0]?.translatedCommentMap).toEqual({});

    for (const s of [deepl, google, openai]) s.failAlways(null);
    expect(await service.retryDue()).toBe(0);
    server.clock.advance(10 * 60_000);
    expect(await service.retryDue()).toBe(15);
    await service.idle();
    const done = await rows();
    expect(done.every((r) => r.status === 'DONE')).toBe(true);
    expect(done.find((r) => r.iso_code === 'ja')?.text).toBe(
      '[JA] I saw a grey cat by the bakery this morning',
    );
    service.close();
  });

  it(`gives up (FAILED) after ${MAX_TRANSLATION_ROUNDS} rounds`, async () => {
    const feedId = await addFeed(server, member.userId, { title: 'T', text: 'X', language: 'en' });
    const translator = createTranslator(
      server.config,
      server.db,
      server.clock,
      { warn() {} },
      {
        attempts: 1,
        retryBaseMs: 1,
        maxInlineWaitMs: 0,
        deferMs: 60_000,
        failureThreshold: 100,
        cooldownMs: 1,
        callTimeoutMs: 5_000,
      },
    );
    const service = new TranslationService(
      server.db,
      translator,
      server.clock,
      { warn() {} },
      {
        concurrency: 2,
        maxAttempts: 1,
        retryBaseMs: 1,
      },
    );
    for (const s of [deepl, google, openai]) s.failAlways({ status: 500, body: {} });
    // The rows are written by a service that translates nothing (closed), marked as at
    // their last round, and only then taken up: no round may run before the mark.
    const writer = new TranslationService(
      server.db,
      translator,
      server.clock,
      { warn() {} },
      { concurrency: 1, maxAttempts: 1, retryBaseMs: 1 },
    );
    writer.close();
    await writer.enqueueFeed(feedId);
    await server.db
      .updateTable('feed_translations')
      .set({ attempts: MAX_TRANSLATION_ROUNDS - 1 })
      .where('feed_id', '=', feedId)
      .execute();
    await service.resumePending();
    await service.idle();
    const rows = await server.db
      .selectFrom('feed_translations')
      .select(['status', 'next_attempt_at'])
      .where('feed_id', '=', feedId)
      .execute();
    expect(rows.length).toBe(15);
    expect(rows.every((r) => r.status === 'FAILED' && r.next_attempt_at === null)).toBe(true);
    service.close();
  });
});

describe('GET /api/translation/status', () => {
  const status = (token?: string) =>
    fetch(`${server.url}/api/translation/status`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it('answers only the operator token', async () => {
    expect((await status()).status).toBe(401);
    const wrong = await status('operator-status-token-0123456780');
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ result: false, code: 'TRANSLATION-001' });
  });

  it('reports providers, circuits, budgets, counts and the queue, never a key', async () => {
    const answer = await status(STATUS_TOKEN);
    expect(answer.status).toBe(200);
    const raw = await answer.text();
    for (const secret of [DEEPL_KEY, GOOGLE_KEY, OPENAI_KEY, STATUS_TOKEN, deepl.url]) {
      expect(raw).not.toContain(secret);
    }
    const body = (JSON.parse(raw) as { data: TranslationStatus }).data;
    expect(body.enabled).toBe(true);
    expect(body.routes.my).toEqual(['openai', 'google']);
    const byName = Object.fromEntries(body.providers.map((p) => [p.name, p]));
    expect(byName.deepl).toMatchObject({ circuit: 'closed', dailyBudget: 500000 });
    expect(byName.deepl?.charactersToday).toBeGreaterThan(0);
    expect(byName.deepl?.successes).toBeGreaterThan(0);
    expect(byName.openai?.languages).toEqual([
      'ko',
      'en',
      'ja',
      'zh-CN',
      'zh-TW',
      'vi',
      'th',
      'id',
      'ms',
      'fil',
      'my',
      'km',
      'ne',
      'mn',
      'uz',
      'ru',
    ]);
    expect(body.queue).toEqual(expect.objectContaining({ pending: expect.any(Number) }));
    expect(body.queue.failed).toBeGreaterThanOrEqual(15);
  });

  it('does not exist without TRANSLATION_STATUS_TOKEN', async () => {
    const plain = await startTestServer();
    try {
      const answer = await fetch(`${plain.url}/api/translation/status`);
      expect(answer.status).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
