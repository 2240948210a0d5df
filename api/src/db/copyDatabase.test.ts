import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { jest } from '@jest/globals';
import { sql } from 'kysely';
import { systemClock } from '../clock.ts';
import { seedDemoData } from '../seed/seed.ts';
import { indexMissingFeeds } from '../features/search/searchIndex.ts';
import { searchFeedIds } from '../features/search/searchFeeds.ts';
import {
  createPostgresDatabase,
  testPostgresAdminUrl,
  type TestDatabase,
} from '../testing/testDatabase.ts';
import { openDatabase } from './database.ts';
import type { Db } from './db.ts';
import { bigramDocument } from '../features/search/bigrams.ts';
import { copySqliteToPostgres } from './copyDatabase.ts';
import { CHANGE_LOG } from './migrations/0100_cache_changes.ts';

jest.setTimeout(120_000);

const adminUrl = testPostgresAdminUrl();
// SQLite into PostgreSQL: runs in the PostgreSQL pass of the API tests.
const describeWithPostgres = adminUrl ? describe : describe.skip;

/** Every table of the SQLite file but FTS5's own shadow tables and the migrator's. */
async function copiedTables(db: Db): Promise<string[]> {
  const tables = await db.introspection.getTables();
  return (
    tables
      .map((table) => table.name)
      .filter(
        (name) => !/^feed_search(_title)?(_bigrams)?_(data|idx|content|docsize|config)$/.test(name),
      )
      // The bigram indexes are rebuilt from feed_search; search equality checks them below.
      .filter((name) => name !== 'feed_search_bigrams' && name !== 'feed_search_title_bigrams')
      // SQLite's log of changes for the answers kept in memory (0100): nothing to copy.
      .filter((name) => name !== CHANGE_LOG)
      .sort()
  );
}

async function rowsOf(db: Db, table: string, columns: string[]): Promise<string[]> {
  const result = await sql<Record<string, unknown>>`
    SELECT ${sql.join(columns.map((column) => sql.ref(column)))} FROM ${sql.table(table)}`.execute(
    db,
  );
  // Compared as sorted JSON, so neither side's row order or collation matters.
  return result.rows.map((row) => JSON.stringify(columns.map((column) => row[column]))).sort();
}

describeWithPostgres('db:copy, SQLite into PostgreSQL', () => {
  let dir: string;
  let sqlite: Db;
  let postgres: Db;
  let target: TestDatabase;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'kfeed-copy-'));
    sqlite = await openDatabase(path.join(dir, 'kfeed.sqlite'));
    await seedDemoData(sqlite, systemClock);
    await indexMissingFeeds(sqlite);
    target = await createPostgresDatabase(adminUrl as string);
    postgres = await openDatabase(target.url);
  });
  afterAll(async () => {
    await sqlite?.destroy();
    await postgres?.destroy();
    await target?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('copies every row of every table, unchanged', async () => {
    const report = await copySqliteToPostgres(sqlite, postgres, bigramDocument);
    const tables = await copiedTables(sqlite);
    const filled = report.tables.filter((t) => t.rows > 0).map((t) => t.table);
    expect(filled).toEqual(expect.arrayContaining(['users', 'feeds', 'comments', 'feed_search']));
    for (const table of tables) {
      const columns =
        table === 'feed_search'
          ? ['rowid', 'title', 'body']
          : (await postgres.introspection.getTables())
              .find((t) => t.name === table)
              ?.columns.map((column) => column.name);
      if (!columns) throw new Error(`${table} is missing in PostgreSQL`);
      const [from, to] = await Promise.all([
        rowsOf(sqlite, table, columns),
        rowsOf(postgres, table, columns),
      ]);
      expect({ table, rows: to.length }).toEqual({ table, rows: from.length });
      expect({ table, rows: to }).toEqual({ table, rows: from });
    }
  });

  it('searches the copy as it searched the original, and new rows get new ids', async () => {
    for (const text of ['맛집', '서울', 'visa', '東京', 'seoul 맛집']) {
      const paging = { page: 1, size: 1000 };
      expect(await searchFeedIds(postgres, null, text, paging)).toEqual(
        await searchFeedIds(sqlite, null, text, paging),
      );
    }
    const highest = await postgres
      .selectFrom('notices')
      .select((eb) => eb.fn.max('notice_id').as('id'))
      .executeTakeFirstOrThrow();
    const added = await postgres
      .insertInto('notices')
      .values({ is_fixed: 'N', created_at: new Date().toISOString() })
      .returning('notice_id')
      .executeTakeFirstOrThrow();
    expect(added.notice_id).toBeGreaterThan(Number(highest.id ?? 0));
  });

  it('refuses a target that already holds data, and changes nothing', async () => {
    const before = await postgres
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    await expect(copySqliteToPostgres(sqlite, postgres, bigramDocument)).rejects.toThrow(
      /not empty/,
    );
    const after = await postgres
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });
});
