import { jest } from '@jest/globals';
import type { LiveEventsData } from '@kfeed/contracts/notification';
import type { UserInfo } from '@kfeed/contracts/user';
import { addMember, call, type TestMember } from '../../testing/contentFixtures.ts';
import {
  startLibreTranslateServer,
  type LibreTranslateServer,
} from '../../testing/libreTranslateServer.ts';
import { startDeepLServer, type ProviderServer } from '../../testing/providerServers.ts';
import { startTestServer, type TestServer } from '../../testing/testServer.ts';
import { streamFor } from '../live/liveTestKit.ts';
import { warmUpLanguageDetector } from '../translation/languageDetector.ts';
import { LibreTranslate } from '../translation/libreTranslate.ts';
import { TranslationService } from '../translation/translationService.ts';

/**
 * Members' introductions are translated in the background like posts: a loopback DeepL
 * for en and ja, a loopback LibreTranslate for vi (held when a test needs a translation
 * to stay on its way), no provider for mn.
 */
jest.setTimeout(60_000);

const DEEPL_KEY = 'deepl-intro-loopback-key:fx';
const INTRO = '대구에서 영어를 가르치고 있어요.';

let deepl: ProviderServer;
let lt: LibreTranslateServer;
let server: TestServer;
let reader: TestMember;

beforeAll(async () => {
  await warmUpLanguageDetector();
  [deepl, lt] = await Promise.all([
    startDeepLServer(DEEPL_KEY),
    startLibreTranslateServer({ languages: ['ko', 'en', 'ja', 'vi'] }),
  ]);
  server = await startTestServer({
    DEEPL_API_KEY: DEEPL_KEY,
    DEEPL_API_URL: deepl.url,
    LIBRETRANSLATE_URL: lt.url,
    TRANSLATION_ROUTES: 'ko,en,ja=deepl; vi=libretranslate',
  });
  reader = await addMember(server, { nickname: 'reader' });
}, 60_000);
afterAll(async () => {
  lt.release();
  await server.close();
  await Promise.all([deepl.close(), lt.close()]);
}, 30_000);

/** Wait (bounded) until no introduction's translation is PENDING but those `left` to wait. */
async function settled(left = 0) {
  for (let i = 0; i < 500; i += 1) {
    const pending = await server.db
      .selectFrom('user_intro_translations')
      .select('user_id')
      .where('status', '=', 'PENDING')
      .execute();
    if (pending.length <= left) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('translations never finished');
}

const rowsOf = (userId: number) =>
  server.db
    .selectFrom('user_intro_translations')
    .select(['iso_code', 'text', 'status', 'provider'])
    .where('user_id', '=', userId)
    .orderBy('iso_code')
    .execute();

const setIntro = async (member: TestMember, userSelfIntroduce: string) => {
  const answer = await call(
    server,
    'PUT',
    '/api/user/updateUserInfo',
    { userSelfIntroduce },
    member,
  );
  expect(answer.status).toBe(200);
};

async function profile(
  userId: number,
  body: { isoCode?: string; getOriginal?: boolean },
  who?: TestMember,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${server.url}/api/user/getUserInfo`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(who ? { authorization: `Bearer ${who.token}` } : {}),
      ...headers,
    },
    body: JSON.stringify({ userId, ...body }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: UserInfo }).data;
}

const introOf = (info: UserInfo) => ({
  userSelfIntroduce: info.userSelfIntroduce,
  translationStatus: info.translationStatus,
  translationProvider: info.translationProvider,
  translationUnavailableReason: info.translationUnavailableReason,
});

describe("a member's introduction", () => {
  it('is translated into the other interface languages, and answered in the reader’s', async () => {
    const author = await addMember(server, { nickname: 'teacher', isoCode: 'ko' });
    const live = await streamFor(server.url, reader.token);
    try {
      await setIntro(author, `  ${INTRO}  `);
      await settled();

      const stored = await server.db
        .selectFrom('users')
        .select(['self_introduce', 'self_introduce_language_code'])
        .where('user_id', '=', author.userId)
        .executeTakeFirstOrThrow();
      expect(stored).toEqual({ self_introduce: INTRO, self_introduce_language_code: 'ko' });
      const rows = await rowsOf(author.userId);
      expect(rows.map((row) => row.iso_code)).not.toContain('ko');
      expect(rows.find((row) => row.iso_code === 'en')).toEqual({
        iso_code: 'en',
        text: `[EN-US] ${INTRO}`,
        status: 'DONE',
        provider: 'deepl',
      });
      expect(rows.find((row) => row.iso_code === 'mn')?.status).toBe('FAILED');
      // Sent as it is, from its detected language.
      expect(
        deepl.requests.some(
          (request) =>
            request.body.source_lang === 'KO' &&
            JSON.stringify(request.body.text) === JSON.stringify([INTRO]),
        ),
      ).toBe(true);

      expect(introOf(await profile(author.userId, { isoCode: 'en' }))).toEqual({
        userSelfIntroduce: `[EN-US] ${INTRO}`,
        translationStatus: 'TRANSLATED',
        translationProvider: 'DeepL',
        translationUnavailableReason: null,
      });
      expect(introOf(await profile(author.userId, { isoCode: 'vi' }, reader))).toEqual({
        userSelfIntroduce: `[vi] ${INTRO}`,
        translationStatus: 'TRANSLATED',
        translationProvider: 'LibreTranslate',
        translationUnavailableReason: null,
      });
      // The original, as a post's: asked for, with the status still told.
      expect(introOf(await profile(author.userId, { isoCode: 'en', getOriginal: true }))).toEqual({
        userSelfIntroduce: INTRO,
        translationStatus: 'TRANSLATED',
        translationProvider: 'DeepL',
        translationUnavailableReason: null,
      });
      expect(introOf(await profile(author.userId, { isoCode: 'mn' }))).toEqual({
        userSelfIntroduce: INTRO,
        translationStatus: 'UNAVAILABLE',
        translationProvider: null,
        translationUnavailableReason: 'NO_PROVIDER',
      });
      // Read in its own language, by a reader who reads Korean, and by its author.
      const asWritten = {
        userSelfIntroduce: INTRO,
        translationStatus: 'ORIGINAL',
        translationProvider: null,
        translationUnavailableReason: null,
      };
      expect(introOf(await profile(author.userId, { isoCode: 'ko' }))).toEqual(asWritten);
      expect(
        introOf(
          await profile(author.userId, { isoCode: 'en' }, undefined, {
            'accept-language': 'en, ko;q=0.8',
          }),
        ),
      ).toEqual(asWritten);
      expect(introOf(await profile(author.userId, { isoCode: 'en' }, author))).toEqual(asWritten);
      // Without isoCode: the language the client accepts first.
      expect(
        (await profile(author.userId, {}, undefined, { 'accept-language': 'ja' }))
          .userSelfIntroduce,
      ).toBe(`[JA] ${INTRO}`);

      // Open pages hear of each one (ids only), on the stream and by polling.
      const done = rows.filter((row) => row.status === 'DONE').map((row) => row.iso_code);
      const expected = done.map((isoCode) =>
        JSON.stringify({
          type: 'translation',
          targetType: 'PROFILE',
          targetId: author.userId,
          isoCode,
        }),
      );
      const heard = () =>
        live.events
          .map((event) => event.data)
          .filter((data) => data.type === 'translation' && data.targetType === 'PROFILE')
          .filter((data) => data.targetId === author.userId)
          .map((data) => JSON.stringify(data));
      await live.until(() => heard().length >= expected.length, 5_000, 'every translation');
      expect(heard().sort()).toEqual(expected.sort());
      const polled = await call<LiveEventsData>(
        server,
        'GET',
        '/api/live/events',
        { afterEventId: 0 },
        reader,
      );
      expect(polled.status).toBe(200);
      expect(
        polled.body.data.eventList
          .map((entry) => entry.event)
          .filter((event) => event.type === 'translation' && event.targetType === 'PROFILE')
          .filter((event) => event.targetId === author.userId),
      ).toHaveLength(expected.length);
    } finally {
      await live.close();
    }
  });

  it('is translated again when changed, the old translations gone at once', async () => {
    const author = await addMember(server, { nickname: 'changer', isoCode: 'ko' });
    await setIntro(author, '부산에 살아요.');
    await settled();
    expect((await profile(author.userId, { isoCode: 'vi' })).userSelfIntroduce).toBe(
      '[vi] 부산에 살아요.',
    );

    lt.hold();
    await setIntro(author, '서울로 이사했어요.');
    // While the new one is on its way the reader sees the new words, untranslated.
    expect(introOf(await profile(author.userId, { isoCode: 'vi' }))).toEqual({
      userSelfIntroduce: '서울로 이사했어요.',
      translationStatus: 'PENDING',
      translationProvider: null,
      translationUnavailableReason: null,
    });
    expect((await rowsOf(author.userId)).filter((row) => row.text?.includes('부산'))).toEqual([]);
    await settled(1);
    lt.release();
    await settled();
    expect((await profile(author.userId, { isoCode: 'vi' })).userSelfIntroduce).toBe(
      '[vi] 서울로 이사했어요.',
    );
    expect((await profile(author.userId, { isoCode: 'en' })).userSelfIntroduce).toBe(
      '[EN-US] 서울로 이사했어요.',
    );
  });

  it('never stores the translation of words changed while it was being made', async () => {
    const author = await addMember(server, { nickname: 'racer', isoCode: 'ko' });
    lt.hold();
    await setIntro(author, '제주도에서 일해요.');
    // The Vietnamese one is asked for and held; the others are done.
    await settled(1);
    await setIntro(author, '제주도에서 공부해요.');
    lt.release();
    await settled();
    const vi = (await rowsOf(author.userId)).find((row) => row.iso_code === 'vi');
    expect(vi).toMatchObject({ status: 'DONE', text: '[vi] 제주도에서 공부해요.' });
  });

  it('takes its translations with it when removed, and with the account when it closes', async () => {
    const author = await addMember(server, { nickname: 'remover', isoCode: 'ko' });
    await setIntro(author, '인천에서 왔어요.');
    await settled();
    expect((await rowsOf(author.userId)).length).toBeGreaterThan(0);
    await setIntro(author, '   ');
    expect(await rowsOf(author.userId)).toEqual([]);
    expect(introOf(await profile(author.userId, { isoCode: 'en' }))).toEqual({
      userSelfIntroduce: null,
      translationStatus: 'ORIGINAL',
      translationProvider: null,
      translationUnavailableReason: null,
    });

    const leaving = await addMember(server, { nickname: 'leaver', isoCode: 'ko' });
    await setIntro(leaving, '광주에서 일해요.');
    await settled();
    const closed = await call(
      server,
      'POST',
      '/api/user/deleteUser',
      { userId: leaving.userId },
      leaving,
    );
    expect(closed.status).toBe(200);
    expect(await rowsOf(leaving.userId)).toEqual([]);
  });

  it('a failed one can be asked for again by a reader', async () => {
    const author = await addMember(server, { nickname: 'failer', isoCode: 'ko' });
    await setIntro(author, '수원에서 요리해요.');
    await settled();
    await server.db
      .updateTable('user_intro_translations')
      .set({ status: 'FAILED', text: null, provider: null })
      .where('user_id', '=', author.userId)
      .where('iso_code', '=', 'ja')
      .execute();
    expect(introOf(await profile(author.userId, { isoCode: 'ja' }, reader))).toEqual({
      userSelfIntroduce: '수원에서 요리해요.',
      translationStatus: 'UNAVAILABLE',
      translationProvider: null,
      translationUnavailableReason: 'FAILED',
    });
    const ask = (isoCode: string, who: TestMember) =>
      call(
        server,
        'POST',
        '/api/translation/requestTranslation',
        { targetType: 'PROFILE', targetId: author.userId, isoCode },
        who,
      );
    // Its author reads it as written: there is nothing to ask for.
    expect((await ask('ja', author)).body.code).toBe('TRANSLATION-002');
    expect((await ask('mn', reader)).body.code).toBe('TRANSLATION-002');
    const asked = await ask('ja', reader);
    expect(asked.status).toBe(200);
    expect(asked.body.data).toEqual({
      translationStatus: 'PENDING',
      translationProvider: null,
      translationUnavailableReason: null,
    });
    await settled();
    expect((await profile(author.userId, { isoCode: 'ja' }, reader)).userSelfIntroduce).toBe(
      '[JA] 수원에서 요리해요.',
    );
    const nobody = await call(
      server,
      'POST',
      '/api/translation/requestTranslation',
      { targetType: 'PROFILE', targetId: 999_999, isoCode: 'ja' },
      reader,
    );
    expect(nobody.status).toBe(404);
    expect(nobody.body.code).toBe('USER-001');
  });

  it('written before translation existed, is detected and queued when the server starts', async () => {
    const author = await addMember(server, { nickname: 'veteran', isoCode: 'ko' });
    await server.db
      .updateTable('users')
      .set({ self_introduce: '오래전부터 여기 살았어요.', self_introduce_language_code: null })
      .where('user_id', '=', author.userId)
      .execute();
    const service = new TranslationService(
      server.db,
      new LibreTranslate(lt.url, null),
      server.clock,
      { warn: () => {} },
      { concurrency: 2, maxAttempts: 1, retryBaseMs: 1 },
    );
    try {
      await service.resumePending();
      await service.idle();
      const user = await server.db
        .selectFrom('users')
        .select('self_introduce_language_code')
        .where('user_id', '=', author.userId)
        .executeTakeFirstOrThrow();
      expect(user.self_introduce_language_code).toBe('ko');
      const rows = await rowsOf(author.userId);
      expect(rows.find((row) => row.iso_code === 'vi')).toMatchObject({
        status: 'DONE',
        text: '[vi] 오래전부터 여기 살았어요.',
      });
      // Queued once: the rows it has now keep it from being queued again.
      expect(await service.enqueueUnqueuedIntros()).toBe(0);
    } finally {
      service.close();
    }
  });
});
