import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { Migrator, type Migration } from 'kysely/migration';
import { openDatabase } from './database.ts';
import { MIGRATIONS, RENAMED_MIGRATIONS } from './migrations.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const numberOf = (name: string) => name.slice(0, 4);

describe('migrations', () => {
  it('each has a number of its own, and every file is listed', () => {
    const files = readdirSync(path.join(here, 'migrations'))
      .filter((file) => /^\d{4}_.*\.ts$/.test(file) && !file.endsWith('.test.ts'))
      .map((file) => file.replace(/\.ts$/, ''));
    const numbers = files.map(numberOf);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(Object.keys(MIGRATIONS).sort()).toEqual(files.sort());
  });

  it('opens a database that recorded the migrations under their old numbers', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'kfeed-migrations-'));
    const file = path.join(dir, 'old.sqlite');
    try {
      // The database as the build before the renumbering left it.
      const renamed = new Map(RENAMED_MIGRATIONS.map(([from, to]) => [to, from]));
      const oldMigrations: Record<string, Migration> = {};
      for (const [name, migration] of Object.entries(MIGRATIONS)) {
        oldMigrations[renamed.get(name) ?? name] = migration;
      }
      const old = new Kysely<unknown>({
        dialect: new SqliteDialect({ database: new SQLite(file) }),
      });
      const migrated = await new Migrator({
        db: old,
        provider: { getMigrations: async () => oldMigrations },
        allowUnorderedMigrations: true,
      }).migrateToLatest();
      expect(migrated.error).toBeUndefined();
      await old.destroy();

      const db = await openDatabase(file);
      try {
        const recorded = await new Migrator({
          db,
          provider: { getMigrations: async () => MIGRATIONS },
        }).getMigrations();
        expect(recorded.map((m) => [m.name, m.executedAt !== undefined])).toEqual(
          Object.keys(MIGRATIONS).map((name) => [name, true]),
        );
        // Nothing ran twice: the search table made by the renumbered migration is still usable.
        await expect(db.selectFrom('feed_search').selectAll().execute()).resolves.toEqual([]);
      } finally {
        await db.destroy();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
