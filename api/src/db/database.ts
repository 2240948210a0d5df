import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect } from 'kysely';
import type { Database } from './schema.ts';
import { migrationProvider, renameRecordedMigrations } from './migrations.ts';
import { SqliteStatements } from './sqliteStatements.ts';
import { registerSqlite } from './readCache.ts';

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
  const statements = new SqliteStatements(sqlite);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: statements }) });
  registerSqlite(db, statements);
  // Features add migrations side by side; one numbered below an applied one still runs.
  await renameRecordedMigrations(db);
  const migrator = new Migrator({
    db,
    provider: migrationProvider,
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  for (const result of results ?? []) {
    if (result.status === 'Error') console.error(`migration ${result.migrationName} failed`);
  }
  if (error) throw error;
  return db;
}
