import { jest } from '@jest/globals';
import type { Notice, NoticeListData } from '@kfeed/contracts/common';
import { LANGUAGE_CODES } from '@kfeed/contracts/languages';
import type { NoticeVersionsData } from '@kfeed/contracts/moderation';
import { adminRoutes } from '@kfeed/contracts/routes/admin';
import { noticeRoutes } from '@kfeed/contracts/routes/notice';
import { addMember, call, type TestMember } from '../../testing/contentFixtures.ts';
import {
  startLibreTranslateServer,
  type LibreTranslateServer,
} from '../../testing/libreTranslateServer.ts';
import { startDeepLServer, type ProviderServer } from '../../testing/providerServers.ts';
import { startTestServer, type TestServer } from '../../testing/testServer.ts';
import { addAdmin } from '../moderation/moderationTestKit.ts';
import { LibreTranslate } from '../translation/libreTranslate.ts';
import { TranslationService } from '../translation/translationService.ts';

/**
 * Notices are machine-translated like posts into every interface language without a human
 * version: a loopback DeepL for ko, en and ja, a loopback LibreTranslate for vi (held when a
 * test needs a translation to stay on its way), no provider for mn.
 */
jest.setTimeout(60_000);

const DEEPL_KEY = 'deepl-notice-loopback-key:fx';

let deepl: ProviderServer;
let lt: LibreTranslateServer;
let server: TestServer;
let admin: TestMember;

beforeAll(async () => {
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
  admin = await addAdmin(server, 'Admin');
  // Notices are read in languages the database knows.
  for (const isoCode of ['ko', 'vi', 'ja', 'mn']) await addMember(server, { isoCode });
}, 60_000);
afterAll(async () => {
  lt.release();
  await server.close();
  await Promise.all([deepl.close(), lt.close()]);
}, 30_000);

/** Wait (bounded) until no notice translation is PENDING but those `left` to wait. */
async function settled(left = 0) {
  for (let i = 0; i < 500; i += 1) {
    const pending = await server.db
      .selectFrom('notice_machine_translations')
      .select('notice_id')
      .where('status', '=', 'PENDING')
      .execute();
    if (pending.length <= left) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('translations never finished');
}

const save = async (body: Record<string, unknown>) => {
  const answer = await call<{ noticeId: number }>(
    server,
    'POST',
    adminRoutes.saveNotice.path,
    { note: 'n', isFixed: 'N', ...body },
    admin,
  );
  expect(answer.status).toBe(200);
  return answer.body.data.noticeId;
};

const read = async (noticeId: number, isoCode: string) => {
  const answer = await call<Notice>(server, 'GET', noticeRoutes.getNoticeData.path, {
    noticeId,
    isoCode,
  });
  expect(answer.status).toBe(200);
  return answer.body.data;
};

const listed = async (noticeId: number, isoCode: string) => {
  const answer = await call<NoticeListData>(server, 'GET', noticeRoutes.getNoticeList.path, {
    page: 1,
    size: 50,
    isoCode,
  });
  return answer.body.data.noticeList.find((notice) => notice.noticeId === noticeId);
};

const rowsOf = (noticeId: number) =>
  server.db
    .selectFrom('notice_machine_translations')
    .select(['iso_code', 'title', 'text', 'status', 'provider'])
    .where('notice_id', '=', noticeId)
    .orderBy('iso_code')
    .execute();

/** What a reader is shown and told. */
const shown = (notice: Notice) => ({
  noticeTitle: notice.noticeTitle,
  noticeText: notice.noticeText,
  isoCode: notice.isoCode,
  titleIsoCode: notice.titleIsoCode,
  translationStatus: notice.translationStatus,
  translationProvider: notice.translationProvider,
  translationUnavailableReason: notice.translationUnavailableReason,
});

const ENGLISH = {
  isoCode: 'en',
  title: 'Holiday hours',
  text: '<p>Closed on <b>Monday</b> &amp; Tuesday.</p>\n<ul><li>Q&amp;A at 10:00</li></ul>\n<p><code>npm run seed</code> <a href="/api/fileDownload.do?fileRovl=notices&amp;fileFlnm=a.pdf">the rules</a> <img src="/api/files/map.png" alt="A map"></p>',
};
const KOREAN = { isoCode: 'ko', title: '휴무 안내', text: '<p>월요일과 화요일 휴무</p>' };
const ORIGINAL = {
  translationStatus: 'ORIGINAL',
  translationProvider: null,
  translationUnavailableReason: null,
};

describe('a notice saved by an admin', () => {
  it('is translated into every language without a human version, markup kept', async () => {
    const noticeId = await save({ versionList: [ENGLISH, KOREAN] });
    await settled();

    const rows = await rowsOf(noticeId);
    expect(rows.map((row) => row.iso_code).sort()).toEqual(
      LANGUAGE_CODES.filter((code) => code !== 'en' && code !== 'ko').sort(),
    );
    expect(rows.find((row) => row.iso_code === 'mn')).toMatchObject({ status: 'FAILED' });
    expect(rows.find((row) => row.iso_code === 'vi')).toMatchObject({
      status: 'DONE',
      provider: 'libretranslate',
    });

    // The text nodes and the title go in one request, as plain text, from English.
    const sent = lt.requests.filter((request) => request.target === 'vi');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      source: 'en',
      format: 'text',
      q: [
        'Holiday hours',
        'Closed on',
        'Monday',
        '& Tuesday.',
        'Q&A at 10:00',
        'the rules',
        'A map',
      ],
    });

    const link =
      '<a href="/api/fileDownload.do?fileRovl=notices&amp;fileFlnm=a.pdf" target="_blank" rel="noopener noreferrer">';
    const vietnamese = {
      noticeTitle: '[vi] Holiday hours',
      noticeText: `<p>[vi] Closed on <b>[vi] Monday</b> [vi] &amp; Tuesday.</p>\n<ul><li>[vi] Q&amp;A at 10:00</li></ul>\n<p><code>npm run seed</code> ${link}[vi] the rules</a> <img src="/api/files/map.png" alt="[vi] A map"></p>`,
      isoCode: 'vi',
      titleIsoCode: 'vi',
      translationStatus: 'TRANSLATED',
      translationProvider: 'LibreTranslate',
      translationUnavailableReason: null,
    };
    expect(shown(await read(noticeId, 'vi'))).toEqual(vietnamese);
    const inList = await listed(noticeId, 'vi');
    expect(inList && shown(inList)).toEqual(vietnamese);
    expect(await listed(noticeId, 'vi')).toEqual(await read(noticeId, 'vi'));

    expect(shown(await read(noticeId, 'ja'))).toMatchObject({
      noticeTitle: '[JA] Holiday hours',
      isoCode: 'ja',
      translationStatus: 'TRANSLATED',
      translationProvider: 'DeepL',
    });
    expect((await read(noticeId, 'ja')).noticeText).toContain('<b>[JA] Monday</b>');

    // No provider for Mongolian: the English version, and why.
    expect(shown(await read(noticeId, 'mn'))).toEqual({
      noticeTitle: 'Holiday hours',
      noticeText: (await read(noticeId, 'en')).noticeText,
      isoCode: 'en',
      titleIsoCode: 'en',
      translationStatus: 'UNAVAILABLE',
      translationProvider: null,
      translationUnavailableReason: 'NO_PROVIDER',
    });
    // The human versions are read as written.
    expect(shown(await read(noticeId, 'en'))).toMatchObject({ isoCode: 'en', ...ORIGINAL });
    expect(shown(await read(noticeId, 'ko'))).toEqual({
      noticeTitle: '휴무 안내',
      noticeText: '<p>월요일과 화요일 휴무</p>',
      isoCode: 'ko',
      titleIsoCode: 'ko',
      ...ORIGINAL,
    });
  });

  it('a human version always wins over a machine one; a title alone keeps its title', async () => {
    const noticeId = await save({
      versionList: [
        { isoCode: 'en', title: 'Spring event', text: '<p>Join us in the park.</p>' },
        { isoCode: 'vi', title: 'Sự kiện mùa xuân', text: '<p>Hãy đến công viên.</p>' },
        // The English text under a Japanese title, as getNoticeVersions answers a title
        // alone: stored as a title alone, its text machine-translated.
        { isoCode: 'ja', title: '春のイベント', text: '<p>Join us in the park.</p>' },
      ],
    });
    await settled();
    const rows = await rowsOf(noticeId);
    expect(rows.map((row) => row.iso_code)).not.toContain('vi');
    expect(rows.map((row) => row.iso_code)).not.toContain('en');
    expect(rows.find((row) => row.iso_code === 'ja')).toMatchObject({
      title: null,
      text: '<p>[JA] Join us in the park.</p>',
      status: 'DONE',
    });
    // Only the text was sent for Japanese: its title is a person's.
    expect(
      deepl.requests.some(
        (request) =>
          request.body.target_lang === 'JA' &&
          JSON.stringify(request.body.text) === JSON.stringify(['Join us in the park.']),
      ),
    ).toBe(true);

    expect(shown(await read(noticeId, 'vi'))).toEqual({
      noticeTitle: 'Sự kiện mùa xuân',
      noticeText: '<p>Hãy đến công viên.</p>',
      isoCode: 'vi',
      titleIsoCode: 'vi',
      ...ORIGINAL,
    });
    expect(shown(await read(noticeId, 'ja'))).toEqual({
      noticeTitle: '春のイベント',
      noticeText: '<p>[JA] Join us in the park.</p>',
      isoCode: 'ja',
      titleIsoCode: 'ja',
      translationStatus: 'TRANSLATED',
      translationProvider: 'DeepL',
      translationUnavailableReason: null,
    });
    // Read back for editing, the title alone comes with the text its readers fall back to.
    const versions = await call<NoticeVersionsData>(
      server,
      'GET',
      adminRoutes.getNoticeVersions.path,
      { noticeId },
      admin,
    );
    expect(versions.body.data.versionList.find((v) => v.isoCode === 'ja')).toEqual({
      isoCode: 'ja',
      title: '春のイベント',
      text: '<p>Join us in the park.</p>',
    });

    // A machine row left for a language that has a human version is never shown.
    await server.db
      .insertInto('notice_machine_translations')
      .values({
        notice_id: noticeId,
        iso_code: 'vi',
        title: 'máy',
        text: '<p>máy</p>',
        status: 'DONE',
        provider: 'libretranslate',
        updated_at: '2025-01-01T00:00:00Z',
      })
      .execute();
    expect(shown(await read(noticeId, 'vi'))).toMatchObject({
      noticeTitle: 'Sự kiện mùa xuân',
      noticeText: '<p>Hãy đến công viên.</p>',
      ...ORIGINAL,
    });
  });

  it('is translated again when edited, the old translations gone at once', async () => {
    const noticeId = await save({
      versionList: [{ isoCode: 'en', title: 'Opening', text: '<p>We open at nine.</p>' }],
    });
    await settled();
    expect((await read(noticeId, 'vi')).noticeText).toBe('<p>[vi] We open at nine.</p>');
    // Only an English version: Korean is machine-translated too.
    expect(shown(await read(noticeId, 'ko'))).toMatchObject({
      noticeText: '<p>[KO] We open at nine.</p>',
      isoCode: 'ko',
      translationStatus: 'TRANSLATED',
    });

    lt.hold();
    await save({
      noticeId,
      versionList: [{ isoCode: 'en', title: 'Opening', text: '<p>We open at ten.</p>' }],
    });
    // While the new one is on its way the reader sees the new English text, and why.
    expect(shown(await read(noticeId, 'vi'))).toEqual({
      noticeTitle: 'Opening',
      noticeText: '<p>We open at ten.</p>',
      isoCode: 'en',
      titleIsoCode: 'en',
      translationStatus: 'PENDING',
      translationProvider: null,
      translationUnavailableReason: null,
    });
    expect((await rowsOf(noticeId)).filter((row) => row.text?.includes('nine'))).toEqual([]);
    await settled(1);
    lt.release();
    await settled();
    expect((await read(noticeId, 'vi')).noticeText).toBe('<p>[vi] We open at ten.</p>');
    expect((await read(noticeId, 'ko')).noticeText).toBe('<p>[KO] We open at ten.</p>');

    // Given a human version later, that language's machine translation goes.
    await save({
      noticeId,
      versionList: [
        { isoCode: 'en', title: 'Opening', text: '<p>We open at ten.</p>' },
        { isoCode: 'ko', title: '개점', text: '<p>10시에 엽니다.</p>' },
      ],
    });
    await settled();
    expect((await rowsOf(noticeId)).map((row) => row.iso_code)).not.toContain('ko');
    expect(shown(await read(noticeId, 'ko'))).toMatchObject({
      noticeText: '<p>10시에 엽니다.</p>',
      ...ORIGINAL,
    });
  });

  it('never stores the translation of a version changed while it was being made', async () => {
    lt.hold();
    const noticeId = await save({
      versionList: [{ isoCode: 'en', title: 'Race', text: '<p>First words.</p>' }],
    });
    await settled(1);
    await save({
      noticeId,
      versionList: [{ isoCode: 'en', title: 'Race', text: '<p>Second words.</p>' }],
    });
    lt.release();
    await settled();
    const vi = (await rowsOf(noticeId)).find((row) => row.iso_code === 'vi');
    expect(vi).toMatchObject({ status: 'DONE', text: '<p>[vi] Second words.</p>' });
  });

  it('seeded or written before translation ran, is queued when the server starts', async () => {
    const { notice_id: noticeId } = await server.db
      .insertInto('notices')
      .values({ is_fixed: 'Y', created_at: '2025-01-01T00:00:00Z', deleted_at: null })
      .returning('notice_id')
      .executeTakeFirstOrThrow();
    await server.db
      .insertInto('notice_translations')
      .values([
        { notice_id: noticeId, iso_code: 'en', title: 'Seeded', text: '<p>Welcome aboard.</p>' },
        { notice_id: noticeId, iso_code: 'ko', title: '환영', text: '<p>환영합니다.</p>' },
        { notice_id: noticeId, iso_code: 'vi', title: 'Chào mừng', text: '' },
      ])
      .execute();
    expect(shown(await read(noticeId, 'vi'))).toMatchObject({
      noticeTitle: 'Chào mừng',
      noticeText: '<p>Welcome aboard.</p>',
      isoCode: 'en',
      titleIsoCode: 'vi',
      translationStatus: 'UNAVAILABLE',
      translationUnavailableReason: 'FAILED',
    });
    const service = new TranslationService(
      server.db,
      new LibreTranslate(lt.url, null),
      server.clock,
      { warn: () => {} },
      { concurrency: 2, maxAttempts: 1, retryBaseMs: 1 },
    );
    try {
      expect(await service.enqueueUnqueuedNotices()).toBe(1);
      await service.idle();
      expect((await rowsOf(noticeId)).find((row) => row.iso_code === 'vi')).toMatchObject({
        title: null,
        text: '<p>[vi] Welcome aboard.</p>',
        status: 'DONE',
      });
      expect(shown(await read(noticeId, 'vi'))).toMatchObject({
        noticeTitle: 'Chào mừng',
        noticeText: '<p>[vi] Welcome aboard.</p>',
        isoCode: 'vi',
        titleIsoCode: 'vi',
        translationStatus: 'TRANSLATED',
      });
      // Queued once: the rows it has now keep it from being queued again.
      expect(await service.enqueueUnqueuedNotices()).toBe(0);
    } finally {
      service.close();
    }
  });
});
