import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect, type Migration, type MigrationProvider } from 'kysely';
import type { Database } from './schema.ts';
import * as m0001 from './migrations/0001_core.ts';
import * as m0002 from './migrations/0002_identity.ts';
import * as m0003 from './migrations/0003_content.ts';
import * as m0003c from './migrations/0003_content_categories.ts';
import * as m0004search from './migrations/0004_feed_search.ts';
import * as m0010 from './migrations/0010_rate_limits.ts';
import * as m0020 from './migrations/0020_feed_search_bigrams.ts';
import * as m0040 from './migrations/0040_feed_image_descriptions.ts';

/** Versioned migrations, in order. A new migration is a new file added here. */
const MIGRATIONS: Record<string, Migration> = {
  '0001_core': m0001,
  '0002_identity': m0002,
  '0003_content': m0003,
  '0003_content_categories': m0003c,
  '0004_feed_search': m0004search,
  '0010_rate_limits': m0010,
  '0020_feed_search_bigrams': m0020,
  '0040_feed_image_descriptions': m0040,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

export type Db = Kysely<Database>;

export function sqlitePath(databaseUrl: string): string {
  if (/^postgres(ql)?:/.test(databaseUrl)) {
    throw new Error(
      'PostgreSQL needs its dialect and migrations, which this build does not include yet',
    );
  }
  return databaseUrl.replace(/^sqlite:(\/\/)?/, '');
}

/** Open (creating if needed) the database, with WAL and foreign keys, and migrate it. */
export async function openDatabase(databaseUrl: string): Promise<Db> {
  const file = sqlitePath(databaseUrl);
  if (file !== ':memory:') mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  // Features add migrations side by side; one numbered below an applied one still runs.
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  for (const result of results ?? []) {
    if (result.status === 'Error') console.error(`migration ${result.migrationName} failed`);
  }
  if (error) throw error;
  return db;
}
