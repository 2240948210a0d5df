import { jest } from '@jest/globals';
import type { FeedItem } from '@kfeed/contracts/feed';
import { addMember, call, type TestMember } from '../../testing/contentFixtures.ts';
import {
  startLibreTranslateServer,
  type LibreTranslateServer,
} from '../../testing/libreTranslateServer.ts';
import { startDeepLServer, type ProviderServer } from '../../testing/providerServers.ts';
import { startTestServer, type TestServer } from '../../testing/testServer.ts';
import { warmUpLanguageDetector } from '../translation/languageDetector.ts';
import { jpeg, sendMultipart, type UploadFile } from './feedTestKit.ts';

/**
 * Pictures' descriptions (alt text) are translated with their post, in the same request as
 * its title and text, and answered in the reader's language: a loopback DeepL for en, a
 * loopback LibreTranslate for vi (held when a translation must stay on its way).
 */
jest.setTimeout(60_000);

const DEEPL_KEY = 'deepl-description-loopback-key:fx';
const TITLE = '한강 벚꽃';
const TEXT = '여의도 벚꽃이 활짝 피었어요. 주말에 보러 가세요.';

let deepl: ProviderServer;
let lt: LibreTranslateServer;
let server: TestServer;
let author: TestMember;
let categoryId: string;

beforeAll(async () => {
  await warmUpLanguageDetector();
  [deepl, lt] = await Promise.all([
    startDeepLServer(DEEPL_KEY),
    startLibreTranslateServer({ languages: ['ko', 'en', 'vi'] }),
  ]);
  server = await startTestServer({
    DEEPL_API_KEY: DEEPL_KEY,
    DEEPL_API_URL: deepl.url,
    LIBRETRANSLATE_URL: lt.url,
    TRANSLATION_ROUTES: 'en=deepl; vi=libretranslate',
  });
  author = await addMember(server, { nickname: 'describer', isoCode: 'ko' });
  const row = await server.db
    .selectFrom('categories')
    .select('category_id')
    .where('slug', '=', 'daily')
    .executeTakeFirstOrThrow();
  categoryId = String(row.category_id);
}, 60_000);
afterAll(async () => {
  lt.release();
  await server.close();
  await Promise.all([deepl.close(), lt.close()]);
}, 30_000);

/** Wait (bounded) until no post's translation is PENDING but those `left` to wait. */
async function settled(left = 0) {
  for (let i = 0; i < 500; i += 1) {
    const pending = await server.db
      .selectFrom('feed_translations')
      .select('feed_id')
      .where('status', '=', 'PENDING')
      .execute();
    if (pending.length <= left) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('translations never finished');
}

const pictures = (n: number): Promise<UploadFile[]> =>
  Promise.all(
    Array.from({ length: n }, async (_, i) => ({ name: `${i}.jpg`, data: await jpeg(90 + i, 60) })),
  );

async function write(descriptions: string[]) {
  const answer = await sendMultipart<{ feedId: number }>(
    server,
    'POST',
    '/api/feed/insertFeed',
    'feedWriteRequest',
    {
      feedTitle: TITLE,
      feedText: TEXT,
      categoryId,
      feedType: 'PUBLIC',
      imageDescriptions: descriptions,
    },
    await pictures(descriptions.length),
    author,
  );
  expect(answer.status).toBe(200);
  return answer.body.data.feedId;
}

/** Edit the post keeping its pictures, as `kept` says: [index of the picture, description?]. */
async function edit(feedId: number, kept: [number, string?][]) {
  const images = (await post(feedId, 'ko')).feedImageList;
  const answer = await sendMultipart(
    server,
    'PUT',
    '/api/feed/updateFeed',
    'feedUpdateRequest',
    {
      feedId,
      feedTitle: TITLE,
      feedText: TEXT,
      categoryId,
      feedType: 'PUBLIC',
      existingImages: JSON.stringify(
        kept.map(([index, description], order) => ({
          url: images[index]?.url,
          order,
          ...(description === undefined ? {} : { description }),
        })),
      ),
    },
    [],
    author,
  );
  expect(answer.status).toBe(200);
}

async function post(feedId: number, isoCode: string, getOriginal = false) {
  const answer = await call<FeedItem>(server, 'POST', '/api/feed/getFeedData', {
    feedId,
    isoCode,
    skipViewCount: true,
    ...(getOriginal ? { getOriginal } : {}),
  });
  expect(answer.status).toBe(200);
  return answer.body.data;
}

const descriptionsOf = (item: FeedItem) => item.feedImageList.map((image) => image.description);

const rowOf = (feedId: number, isoCode: string) =>
  server.db
    .selectFrom('feed_translations')
    .select(['status', 'descriptions', 'updated_at'])
    .where('feed_id', '=', feedId)
    .where('iso_code', '=', isoCode)
    .executeTakeFirstOrThrow();

describe("a post's picture descriptions", () => {
  it('are translated with its title and text in one request, and shown in the reader’s language', async () => {
    const feedId = await write(['벚꽃 아래 산책로', '', '강가의 자전거']);
    await settled();

    // One request into English: the title, the text and the two descriptions.
    const toEnglish = deepl.requests.filter((request) =>
      (request.body.text as string[]).includes(TITLE),
    );
    expect(toEnglish.map((request) => request.body.text)).toEqual([
      [TITLE, TEXT, '벚꽃 아래 산책로', '강가의 자전거'],
    ]);

    const english = await post(feedId, 'en');
    expect(descriptionsOf(english)).toEqual([
      '[EN-US] 벚꽃 아래 산책로',
      undefined,
      '[EN-US] 강가의 자전거',
    ]);
    expect(english.translatedFeedMap.en?.feedTransTitle).toBe(`[EN-US] ${TITLE}`);
    expect(english.translationStatus).toBe('TRANSLATED');
    expect(descriptionsOf(await post(feedId, 'vi'))).toEqual([
      '[vi] 벚꽃 아래 산책로',
      undefined,
      '[vi] 강가의 자전거',
    ]);
    // The originals: asked for, and in the post's own language.
    const originals = ['벚꽃 아래 산책로', undefined, '강가의 자전거'];
    expect(descriptionsOf(await post(feedId, 'en', true))).toEqual(originals);
    expect(descriptionsOf(await post(feedId, 'ko'))).toEqual(originals);
    // The author's list too.
    const listed = await call<FeedItem[]>(server, 'GET', '/api/feed/getUserFeedList', {
      userId: author.userId,
      page: 1,
      size: 50,
      isoCode: 'en',
    });
    const inList = listed.body.data.find((item) => item.feedId === feedId);
    expect(inList && descriptionsOf(inList)).toEqual(descriptionsOf(english));
  });

  it('are translated again, with the post, when one changes or goes; not when pictures move', async () => {
    const feedId = await write(['첫 번째 사진', '두 번째 사진']);
    await settled();
    const before = await rowOf(feedId, 'vi');

    // Moved about: the translations stay as they are.
    await edit(feedId, [[1], [0]]);
    expect(await rowOf(feedId, 'vi')).toEqual(before);
    expect(descriptionsOf(await post(feedId, 'vi'))).toEqual([
      '[vi] 두 번째 사진',
      '[vi] 첫 번째 사진',
    ]);

    // A description changed: the post is queued again, readers see the originals meanwhile.
    lt.hold();
    await edit(feedId, [[0, '새로 쓴 설명'], [1]]);
    const pending = await post(feedId, 'vi');
    expect(pending.translationStatus).toBe('PENDING');
    expect(descriptionsOf(pending)).toEqual(['새로 쓴 설명', '첫 번째 사진']);
    await settled(1);
    lt.release();
    await settled();
    expect(descriptionsOf(await post(feedId, 'vi'))).toEqual([
      '[vi] 새로 쓴 설명',
      '[vi] 첫 번째 사진',
    ]);

    // A described picture dropped: translated again without it.
    await edit(feedId, [[1]]);
    await settled();
    const row = await rowOf(feedId, 'vi');
    expect(row.status).toBe('DONE');
    expect(Object.values(JSON.parse(row.descriptions ?? '{}'))).toEqual(['[vi] 첫 번째 사진']);
    expect(descriptionsOf(await post(feedId, 'en'))).toEqual(['[EN-US] 첫 번째 사진']);
  });

  it('are never stored from a translation made before they changed', async () => {
    const feedId = await write(['처음 설명']);
    await settled();
    lt.hold();
    await edit(feedId, [[0, '바뀐 설명']]);
    await settled(1);
    // Changed again while the Vietnamese translation of the first change is on its way.
    await edit(feedId, [[0, '또 바뀐 설명']]);
    lt.release();
    await settled();
    expect(descriptionsOf(await post(feedId, 'vi'))).toEqual(['[vi] 또 바뀐 설명']);
  });

  it('leave a post without them translated as before (no descriptions stored)', async () => {
    const feedId = await write([]);
    await settled();
    expect((await rowOf(feedId, 'en')).descriptions).toBeNull();
    expect((await post(feedId, 'en')).translationStatus).toBe('TRANSLATED');
  });
});
