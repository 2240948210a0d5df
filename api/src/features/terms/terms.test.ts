import { jest } from '@jest/globals';
import type { TermsDocument } from '@kfeed/contracts/common';
import { LANGUAGE_CODES } from '@kfeed/contracts/languages';
import { startIdentityServer, type IdentityServer } from '../../testing/identityKit.ts';

jest.setTimeout(30_000);

let api: IdentityServer;
beforeAll(async () => {
  api = await startIdentityServer();
}, 30_000);
afterAll(() => api.close());

const terms = (body: unknown, query = '') =>
  api.call<TermsDocument[]>('POST', `/api/terms/getTermsDataList${query}`, { body });

it('answers every version, newest (2025-06) first, in the language asked for', async () => {
  const answer = await terms({ termsType: 'terms', isoCode: 'ko' });
  expect(answer.status).toBe(200);
  const list = answer.body.data;
  expect(list.map((d) => d.termsVersion)).toEqual([202506, 202409, 202401]);
  expect(list[0]).toMatchObject({
    termsType: 'terms',
    termsAnnouncementDate: '2025-05-23',
    termsStartDate: '2025-06-01',
    isoCode: 'ko',
  });
  expect(list[0]?.termsContents).toContain('<h1>KFeed 이용약관</h1>');
  // The versions differ: the translation article came with 2024-09.
  expect(list[0]?.termsContents).toContain('번역 기능');
  expect(list[2]?.termsContents).not.toContain('번역 기능');
});

it('answers the privacy policy in English, and falls back to English', async () => {
  const english = await terms({ termsType: 'privacy', isoCode: 'en' });
  expect(english.body.data[0]?.termsContents).toContain('<h1>KFeed Privacy Policy</h1>');
  expect(english.body.data.every((d) => d.termsType === 'privacy')).toBe(true);
  for (const isoCode of ['fr', 'de']) {
    const fallback = await terms({ termsType: 'privacy', isoCode });
    expect(fallback.body.data.map((d) => d.termsContents)).toEqual(
      english.body.data.map((d) => d.termsContents),
    );
    // The reader is told which language they got (the app says when it is not theirs).
    expect(fallback.body.data.every((d) => d.isoCode === 'en')).toBe(true);
  }
});

it('heads the documents in each interface language, the articles in English', async () => {
  const english = (await terms({ termsType: 'terms', isoCode: 'en' })).body.data[0]!;
  const headings = (html: string) =>
    [...html.matchAll(/<h[12]>([^<]*)<\/h[12]>/g)].map((m) => m[1]);
  for (const isoCode of LANGUAGE_CODES.filter((code) => code !== 'en' && code !== 'ko')) {
    for (const termsType of ['terms', 'privacy'] as const) {
      const [current] = (await terms({ termsType, isoCode })).body.data;
      const reference = (await terms({ termsType, isoCode: 'en' })).body.data[0]!;
      expect(current?.isoCode).toBe(isoCode);
      const own = headings(current?.termsContents ?? '');
      const theirs = headings(reference.termsContents);
      expect(own).toHaveLength(theirs.length);
      own.forEach((heading, index) =>
        expect([isoCode, heading]).not.toEqual([isoCode, theirs[index]]),
      );
      // The articles' text is the English one, said so under the title.
      expect(current?.termsContents).toContain('<p><em>');
      expect(current?.termsContents).toContain(
        reference.termsContents.split('</h2>\n')[1]!.slice(0, 60),
      );
    }
  }
  expect(english.termsContents).not.toContain('<p><em>');
  const thai = (await terms({ termsType: 'terms', isoCode: 'th' })).body.data[0]!;
  expect(thai.termsContents).toContain('<h1>ข้อกำหนดการใช้บริการ KFeed</h1>');
  expect(thai.termsContents).toContain('<h2>ข้อ 8 การแปล</h2>');
  const burmese = (await terms({ termsType: 'privacy', isoCode: 'my' })).body.data[0]!;
  expect(burmese.termsContents).toContain('<h2>အပိုဒ် ၁ ');
});

it('lets the isoCode query parameter override the body', async () => {
  const answer = await terms({ termsType: 'terms', isoCode: 'en' }, '?isoCode=ko');
  expect(answer.body.data[0]?.termsContents).toContain('KFeed 이용약관');
  const anyCase = await terms({ termsType: 'terms', isoCode: 'ZH-cn' });
  expect(anyCase.status).toBe(200);
});

it('refuses unknown languages and types, bad types, missing and oversized fields', async () => {
  const cases: [unknown, string, number, string][] = [
    [{ termsType: 'terms', isoCode: 'xx' }, '', 400, 'TERMS-001'],
    [{ termsType: 'terms', isoCode: 'en' }, '?isoCode=klingon', 400, 'TERMS-001'],
    [{ termsType: 'cookies', isoCode: 'en' }, '', 400, 'VALIDATION'],
    [{ isoCode: 'en' }, '', 400, 'VALIDATION'],
    [{ termsType: 'terms' }, '', 400, 'VALIDATION'],
    [{ termsType: 'terms', isoCode: 82 }, '', 400, 'VALIDATION'],
    [{ termsType: ['terms'], isoCode: 'en' }, '', 400, 'VALIDATION'],
    [{ termsType: 'terms', isoCode: 'e'.repeat(17) }, '', 400, 'VALIDATION'],
    [{ termsType: 'terms', isoCode: 'en' }, `?isoCode=${'e'.repeat(17)}`, 400, 'VALIDATION'],
  ];
  for (const [body, query, status, code] of cases) {
    const answer = await terms(body, query);
    expect({ body, query, status: answer.status, code: answer.body.code }).toEqual({
      body,
      query,
      status,
      code,
    });
  }
});
