import type { Database as SQLiteDatabase, Statement } from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/**
 * better-sqlite3 as Kysely's SQLite dialect sees it, with two additions (SQLite only):
 *
 * - Prepared statements are kept by their SQL text and reused. Kysely prepares every
 *   query it runs; preparing was 8% of the API's CPU time serving the feed list
 *   (docs/performance.md). At most `max` are kept, the least recently used dropped.
 * - A data version: it changes whenever this process writes or another connection (another
 *   API process) commits, so answers read from the database can be kept until it changes
 *   (see readCache.ts). SQLite's `PRAGMA data_version` sees the other connections' commits;
 *   this connection's own writes are counted here.
 */
export class SqliteStatements implements SqliteDatabase {
  readonly #statements = new Map<string, SqliteStatement>();
  readonly #dataVersion: Statement<[], number>;
  #ownWrites = 0;
  /** Statements run so far (tests count the queries of a request with it). */
  statementsRun = 0;

  constructor(
    readonly sqlite: SQLiteDatabase,
    private readonly max = 500,
  ) {
    this.#dataVersion = sqlite.prepare<[], number>('PRAGMA data_version').pluck();
  }

  close(): void {
    this.sqlite.close();
  }

  prepare(sql: string): SqliteStatement {
    const kept = this.#statements.get(sql);
    if (kept && !(kept as unknown as { busy: boolean }).busy) {
      // Most recently used last, so the first key is the one to drop.
      this.#statements.delete(sql);
      this.#statements.set(sql, kept);
      return kept;
    }
    const statement = this.#wrap(this.sqlite.prepare(sql));
    // A statement still being iterated (a stream) cannot run again: that one gets a fresh one.
    if (kept) return statement;
    this.#statements.set(sql, statement);
    if (this.#statements.size > this.max) {
      const oldest = this.#statements.keys().next().value;
      if (oldest !== undefined) this.#statements.delete(oldest);
    }
    return statement;
  }

  /** Changes whenever the database may have changed; compare with an earlier value. */
  version(): string {
    return `${this.#dataVersion.get()}:${this.#ownWrites}`;
  }

  #wrap(statement: Statement): SqliteStatement & { busy: boolean } {
    const writes = !statement.readonly;
    const count = () => {
      this.statementsRun++;
      if (writes) this.#ownWrites++;
    };
    return {
      reader: statement.reader,
      get busy() {
        return statement.busy;
      },
      all(parameters) {
        count();
        return statement.all(parameters);
      },
      run(parameters) {
        count();
        return statement.run(parameters);
      },
      iterate(parameters) {
        count();
        return statement.iterate(parameters);
      },
    };
  }
}
