import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { jest } from '@jest/globals';
import { CompiledQuery, sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { systemClock } from '../../clock.ts';
import { connectDatabase, openDatabase } from '../../db/database.ts';
import type { Db } from '../../db/db.ts';
import { MIGRATIONS } from '../../db/migrations.ts';
import { seedDemoData } from '../../seed/seed.ts';
import {
  createTestDatabase,
  testPostgresAdminUrl,
  type TestDatabase,
} from '../../testing/testDatabase.ts';
import type { Viewer } from '../feeds/viewer.ts';
import { searchFeedIds, searchFeedQuery } from './searchFeeds.ts';
import { indexMissingFeeds, normaliseForSearch } from './searchIndex.ts';

jest.setTimeout(180_000);

const STEMS_MIGRATION = '0140_search_stems';

let dir: string;
let database: TestDatabase;
let db: Db;
let member: Viewer;
/** feed_search_stems as migration 0140 left it, before the API indexed anything. */
let migratedRows: string[];
let deletedPost: number;

const allRows = async (from: Db) =>
  (
    await from
      .selectFrom('feed_search_stems')
      .select(['feed_id', 'stemmer', 'stem', 'in_title'])
      .execute()
  )
    .map((row) => JSON.stringify(row))
    .sort();

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'kfeed-search-stems-'));
  database = await createTestDatabase(dir, { empty: true });
  // A database as a build without stems left it: every other migration, and posts.
  const before = connectDatabase(database.url);
  const others = Object.fromEntries(
    Object.entries(MIGRATIONS).filter(([name]) => name !== STEMS_MIGRATION),
  );
  const { error } = await new Migrator({
    db: before,
    provider: { getMigrations: async () => others },
  }).migrateToLatest();
  if (error) throw error;
  await seedDemoData(before, systemClock);
  const anyPost = await before
    .selectFrom('feeds')
    .select(['user_id', 'category_id'])
    .executeTakeFirstOrThrow();
  ({ feed_id: deletedPost } = await before
    .insertInto('feeds')
    .values({
      ...anyPost,
      feed_type: 'PUBLIC',
      nation_id: null,
      feed_title: 'Удалённая виза',
      feed_text: 'Визы больше нет',
      detected_language_code: 'ru',
      created_at: '2026-01-01T00:00:00Z',
      updated_at: '2026-01-01T00:00:00Z',
      deleted_at: '2026-01-02T00:00:00Z',
    })
    .returning('feed_id')
    .executeTakeFirstOrThrow());
  await before.destroy();

  // The new build opens it: 0140 runs and stems the posts already there.
  db = await openDatabase(database.url);
  migratedRows = await allRows(db);
  // Then the API indexes the posts search had not indexed yet (the demo posts, all of them
  // here), rewriting their stems with the live code.
  await indexMissingFeeds(db);
  const user = await db
    .selectFrom('users')
    .select(['user_id', 'nation_id'])
    .orderBy('user_id')
    .executeTakeFirstOrThrow();
  member = {
    userId: user.user_id,
    nationId: user.nation_id,
    isOfficial: false,
    readLanguages: null,
    isModerator: false,
  };
});
afterAll(async () => {
  await db?.destroy();
  await database?.drop();
  rmSync(dir, { recursive: true, force: true });
});

describe('migration 0140 on an existing database', () => {
  it('stems every live post, as the live indexing does', async () => {
    expect(migratedRows.length).toBeGreaterThan(1000);
    const stemmers = new Set(
      migratedRows.map((row) => (JSON.parse(row) as { stemmer: string }).stemmer),
    );
    expect([...stemmers].sort()).toEqual(['en', 'id', 'ru']);
    // The deleted post is left out.
    expect(migratedRows.filter((row) => row.startsWith(`{"feed_id":${deletedPost},`))).toEqual([]);
    // The frozen rules of the migration and the live ones agree today.
    expect(await allRows(db)).toEqual(migratedRows);
  });

  it('lets an inflected word find the posts already there', async () => {
    const rows = await db
      .selectFrom('feed_search_stems')
      .select('feed_id')
      .where('stemmer', '=', 'ru')
      .where('stem', '=', 'квартир')
      .execute();
    expect(rows.length).toBeGreaterThan(0);
    const found = await searchFeedIds(
      db,
      null,
      'квартирой',
      { page: 1, size: 100 },
      {
        language: 'ru',
      },
    );
    const visible = await db
      .selectFrom('feeds')
      .select('feed_id')
      .where('feed_type', '=', 'PUBLIC')
      .where(
        'feed_id',
        'in',
        rows.map((row) => row.feed_id),
      )
      .execute();
    expect(found.sort()).toEqual(visible.map((row) => row.feed_id).sort());
  });
});

const SCRIPTS = { en: /\p{Script=Latin}/u, ru: /\p{Script=Cyrillic}/u, id: /\p{Script=Latin}/u };

/** Other forms of a word, as a reader might type them. */
const INFLECT: Record<keyof typeof SCRIPTS, (word: string) => string[]> = {
  en: (w) => [w, `${w}s`, `${w}ing`, `${w}ed`, w.slice(0, -1)],
  ru: (w) => [w, `${w.slice(0, -1)}у`, `${w.slice(0, -1)}ы`, `${w.slice(0, -1)}ой`, `${w}ами`],
  id: (w) => [w, `ber${w}`, `pe${w}an`, `${w}nya`, `di${w}kan`],
};

/** Searches for a language: forms of words of its texts in the demo data, alone and in pairs. */
async function searchesIn(language: keyof typeof SCRIPTS): Promise<string[]> {
  const [originals, translations] = await Promise.all([
    db
      .selectFrom('feeds')
      .select(['feed_title as title', 'feed_text as text'])
      .where('detected_language_code', '=', language)
      .execute(),
    db
      .selectFrom('feed_translations')
      .select(['title', 'text'])
      .where('iso_code', '=', language)
      .where('status', '=', 'DONE')
      .execute(),
  ]);
  const words = new Set<string>();
  for (const { title, text } of [...originals, ...translations]) {
    for (const word of normaliseForSearch(`${title ?? ''} ${text ?? ''}`).split(/[^\p{L}]+/u)) {
      if (word.length >= 4 && SCRIPTS[language].test(word)) words.add(word);
    }
  }
  const picked = [...words].filter((_, i) => i % 9 === 0).slice(0, 5);
  const forms = picked.flatMap(INFLECT[language]);
  return [...forms, `${forms[1] ?? ''} ${forms[7] ?? ''}`, `${forms[2] ?? ''} ${forms[3] ?? ''}`];
}

describe('search through the stem index', () => {
  it.each(['en', 'ru', 'id', 'ms'] as const)(
    'pages %s searches rank by rank, walking or sorting, as the plain scan ranks them',
    async (language) => {
      const searches = await searchesIn(language === 'ms' ? 'id' : language);
      let byStem = 0;
      for (const text of searches) {
        for (const viewer of [null, member]) {
          const scan = (paging: { page: number; size: number }) =>
            searchFeedIds(db, viewer, text, paging, { language, useBigrams: false });
          const all = await scan({ page: 1, size: 1000 });
          const asTyped = await searchFeedIds(db, viewer, text, { page: 1, size: 1000 });
          if (all.length > asTyped.length) byStem++;
          // Whatever stems add comes after all that matched as typed, in the same order.
          expect({ text, ids: all.slice(0, asTyped.length) }).toEqual({ text, ids: asTyped });
          for (const paging of [
            { page: 1, size: 1000 },
            { page: 1, size: 3 },
            { page: 2, size: 3 },
          ]) {
            const expected = all.slice((paging.page - 1) * paging.size, paging.page * paging.size);
            for (const walkLimit of [undefined, 0]) {
              const ids = await searchFeedIds(db, viewer, text, paging, {
                language,
                ...(walkLimit === undefined ? {} : { walkLimit }),
              });
              expect({ text, paging, walkLimit, ids }).toEqual({
                text,
                paging,
                walkLimit,
                ids: expected,
              });
            }
          }
        }
      }
      // Stems found more than the words as typed, for a good share of the searches.
      expect(byStem).toBeGreaterThan(10);
    },
  );

  const onPostgres = testPostgresAdminUrl() !== undefined;
  const plainWords = ['визами', 'квартиры визу'];

  (onPostgres ? it.skip.each : it.each)(plainWords)(
    'finds %s through the primary key of the stems, scanning neither posts nor stems',
    async (text) => {
      for (const viewer of [null, member]) {
        const query = searchFeedQuery(db, viewer, text, { page: 1, size: 10 }, { language: 'ru' });
        if (!query) throw new Error('no query');
        const compiled = query.compile();
        const plan = await db.executeQuery<{ detail: string }>(
          CompiledQuery.raw(`EXPLAIN QUERY PLAN ${compiled.sql}`, [...compiled.parameters]),
        );
        const details = plan.rows.map((row) => row.detail);
        expect(details.some((d) => /feed_search_stems .*\(stemmer=\? AND stem=\?\)/u.test(d))).toBe(
          true,
        );
        // (FTS5 reports a MATCH or rowid lookup as "SCAN ... VIRTUAL TABLE INDEX n:M..." or
        // "n:=", with n flags such as the rowid order a UNION asks for.)
        const scans = details.filter(
          (d) => /^SCAN /u.test(d) && !/VIRTUAL TABLE INDEX \d+:[M=]/u.test(d),
        );
        expect({ text, scans }).toEqual({ text, scans: [] });
      }
    },
  );

  (onPostgres ? it.each : it.skip.each)(plainWords)(
    'PostgreSQL finds %s through the primary key of the stems',
    async (text) => {
      const query = searchFeedQuery(db, null, text, { page: 1, size: 10 }, { language: 'ru' });
      if (!query) throw new Error('no query');
      const compiled = query.compile();
      // The demo data is small enough for sequential scans to be cheaper; forbidding them
      // shows whether the queries can use the index at all.
      const plan = await db.connection().execute(async (connection) => {
        await sql`SET enable_seqscan = off`.execute(connection);
        try {
          return await connection.executeQuery<{ 'QUERY PLAN': string }>(
            CompiledQuery.raw(`EXPLAIN ${compiled.sql}`, [...compiled.parameters]),
          );
        } finally {
          await sql`RESET enable_seqscan`.execute(connection);
        }
      });
      const lines = plan.rows.map((row) => row['QUERY PLAN']).join('\n');
      expect(lines).toMatch(/Index (Only )?Scan using feed_search_stems_pk on feed_search_stems/u);
      expect(lines).not.toMatch(/Seq Scan on feed_search_stems/u);
    },
  );
});
