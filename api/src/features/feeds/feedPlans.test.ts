import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { jest } from '@jest/globals';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { openDatabase } from '../../db/database.ts';
import { systemClock } from '../../clock.ts';
import { seedDemoData } from '../../seed/seed.ts';
import { indexMissingFeeds } from '../search/searchIndex.ts';
import type { Database } from '../../db/schema.ts';
import { searchFeedIds } from '../search/searchFeeds.ts';
import { pageOfFeedIds } from './feedPaging.ts';
import { visibleFeeds } from './feedQuery.ts';
import type { Viewer } from './viewer.ts';

jest.setTimeout(60_000);

let dir: string;
let sqlite: SQLite.Database;
let db: Kysely<Database>;
let seen: { sql: string; parameters: readonly unknown[] }[] = [];
let newest: number;
const member: Viewer = {
  userId: 1,
  nationId: 1,
  isOfficial: false,
  readLanguages: null,
  isModerator: false,
};

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'kfeed-feed-plans-'));
  const file = path.join(dir, 'kfeed.sqlite');
  const seeded = await openDatabase(file);
  await seedDemoData(seeded, systemClock);
  await indexMissingFeeds(seeded);
  await seeded.destroy();
  sqlite = new SQLite(file);
  // Every query run is kept, to read its plan.
  db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: sqlite }),
    log: (event) => {
      seen.push({ sql: event.query.sql, parameters: event.query.parameters });
    },
  });
  newest = (sqlite.prepare('SELECT MAX(feed_id) AS id FROM feeds').get() as { id: number }).id;
}, 120_000);
afterAll(async () => {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

/** The plans of the queries `run` makes, one string per query. */
async function plans(run: () => Promise<unknown>): Promise<string[]> {
  seen = [];
  await run();
  return seen.map(({ sql, parameters }) =>
    (sqlite.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...parameters) as { detail: string }[])
      .map((row) => row.detail)
      .join(' | '),
  );
}

describe('query plans of the feed list', () => {
  it.each([
    ['a visitor', null],
    ['a member', member],
  ] as const)(
    'reads a page for %s through a newest-first index, never sorting',
    async (_, viewer) => {
      const cases = [
        { feeds: visibleFeeds(db, viewer), index: 'feeds_newest' },
        {
          feeds: visibleFeeds(db, viewer).where('f.category_id', '=', 1),
          index: 'feeds_by_category',
        },
      ];
      for (const { feeds, index } of cases) {
        for (const paging of [
          { page: 1, size: 10 },
          { page: 2, size: 10, lastFeedId: newest },
        ]) {
          const [ids] = (await plans(() => pageOfFeedIds(db, feeds, paging))).slice(-1);
          expect(ids).toMatch(new RegExp(`(SCAN|SEARCH) f USING INDEX ${index}`, 'u'));
          expect(ids).not.toMatch(/TEMP B-TREE/u);
        }
      }
    },
  );

  it("walks a search's newest posts through the index too", async () => {
    // Dense ranks are walked: the demo posts hold 'seoul' often, in titles and texts.
    const all = await plans(() => searchFeedIds(db, null, 'seoul', { page: 1, size: 3 }));
    const walks = all.filter((plan) => /CO-ROUTINE w\b/u.test(plan));
    expect(walks.length).toBeGreaterThan(0);
    for (const walk of walks) {
      // The newest posts through their index, each one's search entry found by rowid; the
      // trigram index is not asked for every post holding the word.
      expect(walk).toMatch(/SCAN f USING INDEX feeds_newest/u);
      expect(walk).toMatch(/SCAN s VIRTUAL TABLE INDEX 0:=/u);
      expect(walk).not.toMatch(/VIRTUAL TABLE INDEX 0:L/u);
    }
    // Candidates are counted in the bigram indexes, never by scanning posts.
    expect(all.filter((plan) => /SCAN f\b(?! USING INDEX)/u.test(plan))).toEqual([]);
  });
});
