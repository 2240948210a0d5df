import type { Db } from './database.ts';
import type { SqliteStatements } from './sqliteStatements.ts';

const sqliteOf = new WeakMap<Db, SqliteStatements>();

/** Called by openDatabase: the statements (and data version) behind a SQLite Db. */
export function registerSqlite(db: Db, statements: SqliteStatements): void {
  sqliteOf.set(db, statements);
}

/** The database's data version, or null when it has none (then nothing is cached). */
export function dataVersion(db: Db): string | null {
  return sqliteOf.get(db)?.version() ?? null;
}

/** Statements run on this Db so far (null when unknown): for tests counting queries. */
export function statementsRun(db: Db): number | null {
  return sqliteOf.get(db)?.statementsRun ?? null;
}

/**
 * Answers computed from the database, kept while its data version stays the same: any
 * write by this process or a commit by another process sharing the file drops them all,
 * so a kept answer is never staler than the database (no time-based staleness at all).
 * An answer whose computation overlapped a write is not kept. With no data version (a
 * database other than SQLite) nothing is kept and every call computes.
 *
 * Callers key entries by everything that shapes the answer.
 */
export class ReadCache<V> {
  #version: string | null = null;
  readonly #entries = new Map<string, V>();

  constructor(
    private readonly db: Db,
    private readonly maxEntries = 200,
  ) {}

  async get(key: string, compute: () => Promise<V>): Promise<V> {
    const version = dataVersion(this.db);
    if (version === null) return compute();
    if (version !== this.#version) {
      this.#entries.clear();
      this.#version = version;
    }
    const kept = this.#entries.get(key);
    if (kept !== undefined) return kept;
    const value = await compute();
    if (dataVersion(this.db) === version && this.#version === version) {
      if (this.#entries.size >= this.maxEntries) this.#entries.clear();
      this.#entries.set(key, value);
    }
    return value;
  }
}

const perDb = new WeakMap<Db, Map<string, ReadCache<unknown>>>();

/** One ReadCache per database and purpose, shared by every caller naming the same purpose. */
export function readCache<V>(db: Db, purpose: string): ReadCache<V> {
  let caches = perDb.get(db);
  if (!caches) perDb.set(db, (caches = new Map()));
  let cache = caches.get(purpose);
  if (!cache) caches.set(purpose, (cache = new ReadCache<unknown>(db)));
  return cache as ReadCache<V>;
}
