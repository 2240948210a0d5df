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
 *
 * And Kysely's `begin` is run as `begin immediate`: a transaction takes the write lock when it
 * starts. A deferred one that read first and then writes fails at once (SQLITE_BUSY, the
 * busy timeout not consulted) when another process committed in between, as two API
 * processes migrating one file at the same moment did.
 */
export class SqliteStatements implements SqliteDatabase {
  readonly #statements = new Map<string, SqliteStatement>();
  readonly #dataVersion: Statement<[], number>;
  #ownWrites = 0;
  /** This connection's writes that others can see: autocommit writes, commits, rollbacks. */
  #settled = 0;
  /** Statements run so far (tests count the queries of a request with it). */
  statementsRun = 0;
  /** Times the data version was read (tests count the change log's checks with it). */
  versionsRead = 0;

  readonly #max: number;
  readonly #onClose: (() => void) | undefined;

  constructor(
    readonly sqlite: SQLiteDatabase,
    options: { max?: number; onClose?: () => void } = {},
  ) {
    this.#max = options.max ?? 500;
    this.#onClose = options.onClose;
    this.#dataVersion = sqlite.prepare<[], number>('PRAGMA data_version').pluck();
  }

  close(): void {
    this.#onClose?.();
    this.sqlite.close();
  }

  prepare(sql: string): SqliteStatement {
    if (sql === 'begin') sql = 'begin immediate';
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
    if (this.#statements.size > this.#max) {
      const oldest = this.#statements.keys().next().value;
      if (oldest !== undefined) this.#statements.delete(oldest);
    }
    return statement;
  }

  /** Changes whenever the database may have changed; compare with an earlier value. */
  version(): string {
    this.versionsRead++;
    return `${this.#dataVersion.get()}:${this.#ownWrites}`;
  }

  /**
   * Changes whenever another connection committed, or this one wrote outside a transaction
   * or ended one, since an earlier value: what the committed database may have changed by,
   * leaving out the writes of a transaction still open here (see ChangeLog).
   */
  settledVersion(): string {
    this.versionsRead++;
    return `${this.#dataVersion.get()}:${this.#settled}`;
  }

  #wrap(statement: Statement): SqliteStatement & { busy: boolean } {
    const writes = !statement.readonly;
    const sqlite = this.sqlite;
    // COMMIT and ROLLBACK are read-only statements to SQLite: a transaction's end is seen
    // as the connection leaving it.
    const counted = <T>(execute: () => T): T => {
      this.statementsRun++;
      if (writes) this.#ownWrites++;
      const inside = sqlite.inTransaction;
      try {
        return execute();
      } finally {
        if (!sqlite.inTransaction && (inside || writes)) this.#settled++;
      }
    };
    return {
      reader: statement.reader,
      get busy() {
        return statement.busy;
      },
      all(parameters) {
        return counted(() => statement.all(parameters));
      },
      run(parameters) {
        return counted(() => statement.run(parameters));
      },
      iterate(parameters) {
        return counted(() => statement.iterate(parameters));
      },
    };
  }
}
