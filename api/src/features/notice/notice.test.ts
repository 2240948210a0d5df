import { jest } from '@jest/globals';
import type { Notice, NoticeListData } from '@kfeed/contracts/common';
import { LANGUAGE_CODES } from '@kfeed/contracts/languages';
import { startIdentityServer, type IdentityServer } from '../../testing/identityKit.ts';

jest.setTimeout(30_000);

let api: IdentityServer;
beforeAll(async () => {
  api = await startIdentityServer();
}, 30_000);
afterAll(() => api.close());

const list = (query: string, headers?: Record<string, string>) =>
  api.call<NoticeListData>('GET', `/api/notice/getNoticeList${query}`, {
    ...(headers ? { headers } : {}),
  });
const one = (query: string) => api.call<Notice>('GET', `/api/notice/getNoticeData${query}`);

it('answers the pinned notices and one page of the others, newest first', async () => {
  const page1 = await list('?page=1&size=10&isoCode=en');
  expect(page1.status).toBe(200);
  const { noticeList, fixedNoticeList, pagination } = page1.body.data;
  expect(fixedNoticeList).toHaveLength(3);
  expect(fixedNoticeList.every((n) => n.isFixed === 'Y')).toBe(true);
  expect(noticeList).toHaveLength(10);
  expect(noticeList.every((n) => n.isFixed === 'N')).toBe(true);
  expect(noticeList[0]?.noticeTitle).toBe('Scheduled maintenance (2–4 a.m.)');
  const times = noticeList.map((n) => n.noticeCreateDatetime);
  expect(times).toEqual([...times].sort().reverse());
  expect(times.every((t) => /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/.test(t))).toBe(true);
  expect(pagination).toEqual({
    currentPage: 1,
    totalPages: 2,
    totalElements: 12,
    first: true,
    last: false,
    numberOfElements: 10,
  });

  const page2 = await list('?page=2&size=10&isoCode=en');
  expect(page2.body.data.noticeList).toHaveLength(2);
  expect(page2.body.data.pagination).toMatchObject({ currentPage: 2, last: true, first: false });
  expect(page2.body.data.fixedNoticeList).toHaveLength(3);
  const beyond = await list('?page=3&isoCode=en');
  expect(beyond.body.data.noticeList).toEqual([]);
});

it('speaks the language asked for, else the client’s, falling back to English', async () => {
  const korean = await list('?isoCode=ko');
  expect(korean.body.data.noticeList[0]?.noticeTitle).toBe('서버 점검 안내 (새벽 2시~4시)');
  const byHeader = await list('', { 'accept-language': 'ko-KR' });
  expect(byHeader.body.data.noticeList[0]?.noticeTitle).toBe('서버 점검 안내 (새벽 2시~4시)');
  const vietnamese = await list('?isoCode=vi');
  // The title is written in every interface language; the text falls back to English.
  expect(vietnamese.body.data.noticeList[0]?.noticeTitle).toBe(
    'Thông báo bảo trì máy chủ (2–4 giờ sáng)',
  );
  expect(vietnamese.body.data.noticeList[0]?.noticeText).toContain('To keep KFeed running');
  // Each notice says which language its text is in.
  expect(korean.body.data.noticeList[0]?.isoCode).toBe('ko');
  expect(vietnamese.body.data.noticeList.every((n) => n.isoCode === 'en')).toBe(true);
  expect(vietnamese.body.data.noticeList.every((n) => n.titleIsoCode === 'vi')).toBe(true);
  expect(korean.body.data.noticeList[0]?.titleIsoCode).toBe('ko');
  // Where the text stands in the language asked for: this server runs no provider.
  const statusOf = (notice: Notice | undefined) => ({
    translationStatus: notice?.translationStatus,
    translationProvider: notice?.translationProvider,
    translationUnavailableReason: notice?.translationUnavailableReason,
  });
  expect(statusOf(korean.body.data.noticeList[0])).toEqual({
    translationStatus: 'ORIGINAL',
    translationProvider: null,
    translationUnavailableReason: null,
  });
  expect(statusOf(vietnamese.body.data.noticeList[0])).toEqual({
    translationStatus: 'UNAVAILABLE',
    translationProvider: null,
    translationUnavailableReason: 'NOT_CONFIGURED',
  });
  expect(
    await api.server.db.selectFrom('notice_machine_translations').select('notice_id').execute(),
  ).toEqual([]);
});

it('titles every demo notice in each of the 16 languages, each in its own words', async () => {
  const english = await list('?isoCode=en&size=50');
  const englishTitles = [...english.body.data.fixedNoticeList, ...english.body.data.noticeList].map(
    (n) => n.noticeTitle,
  );
  expect(englishTitles).toHaveLength(15);
  const scripts: Record<string, RegExp> = {
    th: /\p{Script=Thai}/u,
    my: /\p{Script=Myanmar}/u,
    km: /\p{Script=Khmer}/u,
    ne: /\p{Script=Devanagari}/u,
    ru: /\p{Script=Cyrillic}/u,
    mn: /\p{Script=Cyrillic}/u,
    'zh-CN': /\p{Script=Han}/u,
    'zh-TW': /\p{Script=Han}/u,
    ja: /[\p{Script=Han}\p{Script=Katakana}\p{Script=Hiragana}]/u,
  };
  for (const isoCode of LANGUAGE_CODES.filter((code) => code !== 'en')) {
    const answer = await list(`?isoCode=${isoCode}&size=50`);
    const notices = [...answer.body.data.fixedNoticeList, ...answer.body.data.noticeList];
    const titles = notices.map((n) => n.noticeTitle);
    expect(titles).toHaveLength(15);
    titles.forEach((title, index) =>
      expect([isoCode, title]).not.toEqual([isoCode, englishTitles[index]]),
    );
    expect(new Set(titles).size).toBe(15);
    const script = scripts[isoCode];
    if (script)
      titles.forEach((title) =>
        expect([isoCode, title, script.test(title)]).toEqual([isoCode, title, true]),
      );
    expect(notices.every((n) => n.noticeText.length > 0)).toBe(true);
  }
});

it('answers one notice, with its rich text', async () => {
  const first = (await list('?isoCode=en')).body.data.fixedNoticeList.find((n) =>
    n.noticeTitle.startsWith('KFeed community guidelines'),
  );
  expect(first).toBeDefined();
  const answer = await one(`?noticeId=${first?.noticeId}&isoCode=en`);
  expect(answer.status).toBe(200);
  expect(answer.body.data).toEqual(first);
  expect(answer.body.data.noticeText).toContain('<a href="/api/fileDownload.do?');
});

it('refuses unknown ids, bad types, missing and oversized values', async () => {
  const cases: [() => Promise<{ status: number; body: { code?: string } }>, number, string][] = [
    [() => one('?noticeId=999999'), 404, 'NOTICE-001'],
    [() => one(''), 400, 'VALIDATION'],
    [() => one('?noticeId=abc'), 400, 'VALIDATION'],
    [() => one('?noticeId=0'), 400, 'VALIDATION'],
    [() => one('?noticeId=99999999999'), 400, 'VALIDATION'],
    [() => one('?noticeId=1&isoCode=xx'), 400, 'NOTICE-002'],
    [() => list('?page=0'), 400, 'VALIDATION'],
    [() => list('?page=two'), 400, 'VALIDATION'],
    [() => list('?size=1000'), 400, 'VALIDATION'],
    [() => list(`?isoCode=${'k'.repeat(17)}`), 400, 'VALIDATION'],
  ];
  for (const [request, status, code] of cases) {
    const answer = await request();
    expect({ status: answer.status, code: answer.body.code }).toEqual({ status, code });
  }
});
