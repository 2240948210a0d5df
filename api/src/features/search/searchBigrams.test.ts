import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { jest } from '@jest/globals';
import { CompiledQuery, sql } from 'kysely';
import { openDatabase } from '../../db/database.ts';
import type { Db } from '../../db/db.ts';
import {
  createTestDatabase,
  testPostgresAdminUrl,
  type TestDatabase,
} from '../../testing/testDatabase.ts';
import { systemClock } from '../../clock.ts';
import { seedDemoData } from '../../seed/seed.ts';
import type { Viewer } from '../feeds/viewer.ts';
import { bigrams } from './bigrams.ts';
import { bigramCandidates, searchFeedIds, searchFeedQuery, searchTerms } from './searchFeeds.ts';
import { indexMissingFeeds, normaliseForSearch } from './searchIndex.ts';

jest.setTimeout(120_000);

let dir: string;
let db: Db;
let database: TestDatabase;
let member: Viewer;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'kfeed-search-bigrams-'));
  database = await createTestDatabase(dir);
  db = await openDatabase(database.url);
  await seedDemoData(db, systemClock);
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
  await db.destroy();
  await database.drop();
  rmSync(dir, { recursive: true, force: true });
});

describe('bigrams', () => {
  it('pairs neighbouring characters, skipping whitespace, in any script', () => {
    expect(bigrams('맛집')).toEqual(['b9dbxc9d1']);
    expect(bigrams('ab c')).toEqual(['61x62']);
    expect(bigrams('a')).toEqual([]);
    // Characters beyond the BMP count as one.
    expect(bigrams('𠮷野')).toEqual(['20bb7x91ce']);
  });
});

/** Terms taken from the demo posts themselves: two- and three-character runs and words. */
async function demoTerms(): Promise<string[]> {
  const rows = await db.selectFrom('feed_search').select(['title', 'body']).execute();
  const terms = new Set<string>(['맛집', '서울', '한국', 'visa', 'seoul', 'the', 'x', '']);
  for (const { title, body } of rows) {
    for (const word of `${title} ${body}`.split(/\s+/u).filter(Boolean).slice(0, 6)) {
      const chars = Array.from(word);
      terms.add(word);
      if (chars.length >= 2) terms.add(chars.slice(0, 2).join(''));
      if (chars.length >= 3) terms.add(chars.slice(-3).join(''));
    }
  }
  return [...terms];
}

describe('search through the bigram index', () => {
  it('finds exactly what the scan found on the demo data, for visitors and members', async () => {
    const terms = await demoTerms();
    expect(terms.length).toBeGreaterThan(50);
    const searches = [...terms, `${terms[10] ?? ''} ${terms[11] ?? ''}`, '맛집 추천'];
    let nonEmpty = 0;
    for (const text of searches) {
      for (const viewer of [null, member]) {
        const paging = { page: 1, size: 1000 };
        const indexed = await searchFeedIds(db, viewer, text, paging);
        const scanned = await searchFeedIds(db, viewer, text, paging, { useBigrams: false });
        expect({ text, viewer, ids: indexed }).toEqual({ text, viewer, ids: scanned });
        if (indexed.length > 0) nonEmpty++;
      }
    }
    expect(nonEmpty).toBeGreaterThan(50);
  });

  it('reads pages rank by rank, walking or sorting, in the order of the old scan', async () => {
    const terms = await demoTerms();
    const searches = [...terms.slice(0, 40), '맛집', '서울', 'seoul', '맛집 추천', 'the seoul'];
    let nonEmpty = 0;
    for (const text of searches) {
      for (const viewer of [null, member]) {
        const all = await searchFeedIds(
          db,
          viewer,
          text,
          { page: 1, size: 1000 },
          {
            useBigrams: false,
          },
        );
        for (const paging of [
          { page: 1, size: 3 },
          { page: 2, size: 3 },
          { page: 3, size: 2 },
        ]) {
          const expected = all.slice((paging.page - 1) * paging.size, paging.page * paging.size);
          // The default (a walk of the newest posts where the rank is dense), and the sort alone.
          for (const options of [{}, { walkLimit: 0 }]) {
            const ids = await searchFeedIds(db, viewer, text, paging, options);
            expect({ text, paging, options, ids }).toEqual({
              text,
              paging,
              options,
              ids: expected,
            });
          }
        }
        if (all.length > 0) nonEmpty++;
      }
    }
    expect(nonEmpty).toBeGreaterThan(30);
  });

  it('finds a post by a word of one of its translations', async () => {
    const translation = await db
      .selectFrom('feed_translations')
      .select(['feed_id', 'title'])
      .where('status', '=', 'DONE')
      .where('iso_code', '=', 'en')
      .executeTakeFirst();
    if (!translation?.title) return;
    const word = normaliseForSearch(translation.title)
      .split(/\s+/u)
      .find((part) => part.length >= 4);
    if (!word) return;
    const found = await searchFeedIds(db, null, word, { page: 1, size: 1000 });
    const feed = await db
      .selectFrom('feeds')
      .select('feed_type')
      .where('feed_id', '=', translation.feed_id)
      .executeTakeFirstOrThrow();
    if (feed.feed_type === 'PUBLIC') expect(found).toContain(translation.feed_id);
  });

  const onPostgres = testPostgresAdminUrl() !== undefined;
  (onPostgres ? it.each : it.skip.each)(['맛집', '東京', '北京', 'seoul', '맛집 추천'])(
    'PostgreSQL can answer %s from the bigram GIN index',
    async (text) => {
      const grams = [...new Set(searchTerms(text).flatMap(bigrams))];
      const compiled = bigramCandidates(db, grams).compile();
      // The demo data is small enough for a sequential scan to be cheaper; forbidding those
      // shows whether the query's expression matches the index's at all.
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
      expect(lines).toMatch(/Bitmap Index Scan on feed_search_bigrams_grams/u);
    },
  );

  (onPostgres ? it.skip.each : it.each)(['맛집', '東京', '北京', 'seoul', '맛집 추천'])(
    'answers %s without scanning posts or the search table',
    async (text) => {
      for (const viewer of [null, member]) {
        const query = searchFeedQuery(db, viewer, text, { page: 1, size: 10 });
        if (!query) throw new Error('no query');
        const compiled = query.compile();
        const plan = await db.executeQuery<{ detail: string }>(
          CompiledQuery.raw(`EXPLAIN QUERY PLAN ${compiled.sql}`, [...compiled.parameters]),
        );
        const details = plan.rows.map((row) => row.detail);
        // The bigram index is searched (a MATCH, index 0:M)...
        expect(details.some((d) => /feed_search_bigrams VIRTUAL TABLE INDEX 0:M/u.test(d))).toBe(
          true,
        );
        // ...and posts and feed_search are only looked up by key, never scanned whole.
        const scans = details.filter(
          // (FTS5 reports a rowid lookup as "SCAN s VIRTUAL TABLE INDEX 0:=".)
          (d) => /^SCAN /u.test(d) && !/VIRTUAL TABLE INDEX 0:[M=]/u.test(d),
        );
        expect({ text, scans }).toEqual({ text, scans: [] });
      }
    },
  );
});
