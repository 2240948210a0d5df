import { jest } from '@jest/globals';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGE_CODES } from '@kfeed/contracts/languages';
import { seedIdentity } from './seedIdentity.ts';
import { seedDemoData } from './seed.ts';
import { GUIDELINES_FILE } from './identity/notices.ts';
import { startTestServer, type TestServer } from '../testing/testServer.ts';
import { rowCount } from '../testing/rowCount.ts';

jest.setTimeout(60_000);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server.close());

const count = (table: Parameters<typeof rowCount>[1]) => rowCount(server, table);

it('seeds an empty database once, and leaves a seeded one alone', async () => {
  expect(await count('languages')).toBe(0);
  const options = { storageDir: server.config.storageDir };
  expect(await seedDemoData(server.db, server.clock, options)).toBe(true);
  const counts = {
    languages: await count('languages'),
    nations: await count('nations'),
    users: await count('users'),
    notices: await count('notices'),
    terms: await count('terms_documents'),
  };
  expect(await seedDemoData(server.db, server.clock, options)).toBe(false);
  expect({
    languages: await count('languages'),
    nations: await count('nations'),
    users: await count('users'),
    notices: await count('notices'),
    terms: await count('terms_documents'),
  }).toEqual(counts);
});

it('has the 16 interface languages with translateSupport Y, named in their own script', async () => {
  const rows = await server.db.selectFrom('languages').selectAll().orderBy('sort_order').execute();
  const supported = rows.filter((r) => r.translate_support === 'Y');
  expect(supported.map((r) => r.iso_code)).toEqual([...LANGUAGE_CODES]);
  expect(supported.find((r) => r.iso_code === 'my')).toMatchObject({
    language_name: 'မြန်မာ',
    language_name_en: 'Burmese',
  });
  expect(rows.filter((r) => r.translate_support === 'N').length).toBeGreaterThanOrEqual(10);
});

it('has at least 40 nations with ISO 3166 codes', async () => {
  const codes = (await server.db.selectFrom('nations').select('nation_code').execute()).map(
    (r) => r.nation_code,
  );
  expect(codes.length).toBeGreaterThanOrEqual(40);
  for (const code of ['KR', 'US', 'VN', 'CN', 'TW', 'JP', 'PH', 'TH', 'ID', 'MY', 'MM', 'KH']) {
    expect(codes).toContain(code);
  }
});

it('has the demo members exactly as other features expect them', async () => {
  const users = await server.db
    .selectFrom('users')
    .innerJoin('languages', 'languages.language_id', 'users.language_id')
    .innerJoin('nations', 'nations.nation_id', 'users.nation_id')
    .select([
      'users.email',
      'users.nickname',
      'nations.nation_code',
      'languages.iso_code',
      'users.is_official',
      'users.roles',
    ])
    .where('users.email', 'like', '%@kfeed.example')
    .orderBy('users.user_id')
    .execute();
  // Other seeds may add members after these; these come first, exactly so.
  expect(users.slice(0, 10).map((u) => Object.values(u))).toEqual([
    ['kfeed.official@kfeed.example', 'KFeed', 'KR', 'ko', 'Y', '["ROLE_ADMIN"]'],
    ['seoul.city@kfeed.example', 'SeoulCity', 'KR', 'en', 'Y', '[]'],
    ['minh@kfeed.example', 'Minh', 'VN', 'vi', 'N', '[]'],
    ['yuki@kfeed.example', 'Yuki', 'JP', 'ja', 'N', '[]'],
    ['anna@kfeed.example', 'Anna', 'RU', 'ru', 'N', '[]'],
    ['liwei@kfeed.example', 'LiWei', 'CN', 'zh-CN', 'N', '[]'],
    ['john@kfeed.example', 'John', 'US', 'en', 'N', '[]'],
    ['sari@kfeed.example', 'Sari', 'ID', 'id', 'N', '[]'],
    ['maria@kfeed.example', 'Maria', 'PH', 'fil', 'N', '[]'],
    ['bold@kfeed.example', 'Bold', 'MN', 'mn', 'N', '[]'],
  ]);
});

it('has terms and privacy versions up to 2025-06 in Korean and English, and pinned notices', async () => {
  const docs = await server.db
    .selectFrom('terms_documents')
    .select(['terms_type', 'terms_version', 'iso_code'])
    .execute();
  for (const type of ['terms', 'privacy'] as const) {
    for (const iso of ['ko', 'en']) {
      const versions = docs
        .filter((d) => d.terms_type === type && d.iso_code === iso)
        .map((d) => d.terms_version)
        .sort();
      expect(versions).toEqual([202401, 202409, 202506]);
    }
  }
  const notices = await server.db.selectFrom('notices').select('is_fixed').execute();
  expect(notices).toHaveLength(15);
  expect(notices.filter((n) => n.is_fixed === 'Y')).toHaveLength(3);
  expect(
    existsSync(path.join(server.config.storageDir, GUIDELINES_FILE.folder, GUIDELINES_FILE.name)),
  ).toBe(true);
});

it('rolls back when a step fails, leaving the database empty', async () => {
  const fresh = await startTestServer();
  try {
    await expect(
      fresh.db.transaction().execute(async (trx) => {
        await seedIdentity(trx, fresh.clock);
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    const languages = await fresh.db.selectFrom('languages').select('language_id').execute();
    expect(languages).toEqual([]);
  } finally {
    await fresh.close();
  }
});
