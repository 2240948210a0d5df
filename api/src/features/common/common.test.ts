import { jest } from '@jest/globals';
import type { Language, Nation } from '@kfeed/contracts/common';
import { LANGUAGE_CODES } from '@kfeed/contracts/languages';
import { toUtcString } from '../../clock.ts';
import { startIdentityServer, type IdentityServer } from '../../testing/identityKit.ts';
import { rowCount } from '../../testing/rowCount.ts';

jest.setTimeout(30_000);

let api: IdentityServer;
let feedId: number;
let deletedFeedId: number;
beforeAll(async () => {
  api = await startIdentityServer();
  // Two posts to share, one of them deleted, written straight into the content tables.
  const { db, clock } = api.server;
  const author = await db
    .selectFrom('users')
    .select('user_id')
    .where('email', '=', 'minh@kfeed.example')
    .executeTakeFirstOrThrow();
  const category = await db
    .selectFrom('categories')
    .select('category_id')
    .executeTakeFirstOrThrow();
  const now = toUtcString(clock.now());
  const insertFeed = async (deletedAt: string | null) =>
    (
      await db
        .insertInto('feeds')
        .values({
          user_id: author.user_id,
          category_id: category.category_id,
          feed_type: 'PUBLIC',
          nation_id: null,
          feed_title: 'Shared post',
          feed_text: 'Worth sharing',
          detected_language_code: 'en',
          created_at: now,
          updated_at: now,
          deleted_at: deletedAt,
        })
        .returning('feed_id')
        .executeTakeFirstOrThrow()
    ).feed_id;
  feedId = await insertFeed(null);
  deletedFeedId = await insertFeed(now);
}, 30_000);
afterAll(() => api.close());

describe('languages and nations', () => {
  it('lists the 16 interface languages first, then the others', async () => {
    const all = await api.call<Language[]>('GET', '/api/common/getLanguageList');
    expect(all.status).toBe(200);
    expect(all.body.data.slice(0, 16).map((l) => l.isoCode)).toEqual([...LANGUAGE_CODES]);
    expect(all.body.data.length).toBeGreaterThan(30);
    expect(all.body.data.find((l) => l.isoCode === 'vi')).toEqual({
      languageId: expect.any(Number),
      isoCode: 'vi',
      languageName: 'Tiếng Việt',
      languageNameEn: 'Vietnamese',
      translateSupport: 'Y',
    });
    expect(all.body.data.find((l) => l.isoCode === 'hi')?.translateSupport).toBe('N');
  });

  it('lists only the interface languages as supported', async () => {
    const supported = await api.call<Language[]>('GET', '/api/common/getSupportedLanguageList');
    expect(supported.body.data.map((l) => l.isoCode)).toEqual([...LANGUAGE_CODES]);
    expect(supported.body.data.every((l) => l.translateSupport === 'Y')).toBe(true);
  });

  it('lists real nations with their ISO codes, by English name', async () => {
    const nations = await api.call<Nation[]>('GET', '/api/common/getNationList');
    const list = nations.body.data;
    expect(list.length).toBeGreaterThanOrEqual(40);
    const codes = list.map((n) => n.nationCode);
    for (const code of ['KR', 'US', 'VN', 'CN', 'TW', 'JP', 'PH', 'TH', 'ID', 'MY', 'MM', 'KH']) {
      expect(codes).toContain(code);
    }
    for (const code of ['NP', 'MN', 'UZ', 'RU', 'IN']) expect(codes).toContain(code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.every((code) => /^[A-Z]{2}$/.test(code))).toBe(true);
    expect(list.find((n) => n.nationCode === 'VN')).toEqual({
      nationId: expect.any(Number),
      nationName: 'Việt Nam',
      officialNameEn: 'Vietnam',
      nationCode: 'VN',
    });
    const english = list.map((n) => n.officialNameEn);
    expect(english).toEqual([...english].sort());
  });
});

describe('insertShareLog', () => {
  const share = (body: unknown, token?: string) =>
    api.call('POST', '/api/common/insertShareLog', { body, ...(token ? { token } : {}) });
  const valid = () => ({
    shareId: String(feedId),
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)',
    platform: 'IOS',
  });

  it('logs a visit of a shared post, with the member when signed in', async () => {
    const visitor = await share(valid());
    expect(visitor.status).toBe(200);
    expect(visitor.body).toEqual({ result: true, data: null, message: '' });
    const session = await api.signIn('yuki@kfeed.example');
    await share({ ...valid(), platform: 'DESKTOP' }, session.accessToken);
    const logs = await api.server.db
      .selectFrom('share_logs')
      .select(['share_id', 'platform', 'user_id'])
      .orderBy('share_log_id')
      .execute();
    expect(logs).toEqual([
      { share_id: String(feedId), platform: 'IOS', user_id: null },
      { share_id: String(feedId), platform: 'DESKTOP', user_id: session.userId },
    ]);
  });

  it('refuses unknown posts, bad types, missing and oversized fields, and writes nothing', async () => {
    const before = await rowCount(api.server, 'share_logs');
    const cases: [unknown, number, string][] = [
      [{ ...valid(), shareId: '999999' }, 404, 'SHARE-001'],
      [{ ...valid(), shareId: String(deletedFeedId) }, 404, 'SHARE-001'],
      [{ ...valid(), shareId: feedId }, 400, 'VALIDATION'],
      [{ ...valid(), shareId: '../1' }, 400, 'VALIDATION'],
      [{ ...valid(), shareId: '12345678901' }, 400, 'VALIDATION'],
      [{ ...valid(), platform: 'WINDOWS' }, 400, 'VALIDATION'],
      [{ ...valid(), platform: 'ios' }, 400, 'VALIDATION'],
      [{ ...valid(), userAgent: 'x'.repeat(513) }, 400, 'VALIDATION'],
      [{ ...valid(), userAgent: 42 }, 400, 'VALIDATION'],
      [{ shareId: String(feedId), platform: 'IOS' }, 400, 'VALIDATION'],
      [{ userAgent: 'x', platform: 'IOS' }, 400, 'VALIDATION'],
    ];
    for (const [body, status, code] of cases) {
      const answer = await share(body);
      expect({ body, status: answer.status, code: answer.body.code }).toEqual({
        body,
        status,
        code,
      });
    }
    expect(await rowCount(api.server, 'share_logs')).toBe(before);
  });
});
