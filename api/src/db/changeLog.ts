import type { Statement } from 'better-sqlite3';
import { CHANGE_LOG } from './migrations/0100_cache_changes.ts';
import type { SqliteStatements } from './sqliteStatements.ts';

/**
 * A change read from the log: to one post's own answer (`feedId`), to one member's own
 * answers (`memberId`, their blocks and reports), or (both null) to anything.
 */
export interface Change {
  seq: number;
  feedId: number | null;
  memberId: number | null;
}

interface Row {
  seq: number;
  feed_id: number | null;
  member_id: number | null;
}

/** Changes remembered in memory for the caches still catching up. */
const REMEMBERED = 2000;

/**
 * The changes a process has read, oldest first, for the caches still catching up (at most
 * REMEMBERED): every change after `complete` is here. Shared by SQLite's and PostgreSQL's
 * readings of the log (postgresChangeLog.ts).
 */
export class RecentChanges {
  #recent: Change[] = [];
  #complete = 0;

  /** Forget every change: only what comes after `position` is known from now on. */
  restart(position: number): void {
    this.#recent = [];
    this.#complete = position;
  }

  add(changes: Change[]): void {
    this.#recent.push(...changes);
    if (this.#recent.length > REMEMBERED) {
      const dropped = this.#recent.splice(0, this.#recent.length - REMEMBERED);
      this.#complete = dropped.at(-1)?.seq ?? this.#complete;
    }
  }

  /** Changes after `position`, or null when they are not all known (up to `newest`). */
  since(position: number, newest: number): Change[] | null {
    if (position < this.#complete || position > newest) return null;
    return this.#recent.filter((change) => change.seq > position);
  }
}

/**
 * One process's reading of the change log (migration 0100): the log is read only when the
 * database's data version moved (this process wrote, or another committed), so a request
 * that finds nothing changed costs one `PRAGMA data_version`, as before.
 */
export class ChangeLog {
  #version: string | null = null;
  /** The committed state's version at the last reading (SqliteStatements.settledVersion). */
  #settled: string | null = null;
  #seq = 0;
  readonly #recent = new RecentChanges();
  #newest: Statement<[], number | null> | null = null;
  #after: Statement<[number], Row> | null = null;

  constructor(private readonly statements: SqliteStatements) {}

  /**
   * The newest change this process knows of, or null when nothing may be kept or served
   * now (before the log exists: not migrated yet).
   *
   * Inside one of this connection's own transactions (a like is one) the log is not read:
   * it may hold the transaction's rows, which can still roll back and give their numbers to
   * the next writer. What the last reading knew is still the committed state if nothing was
   * committed since, by this process or another: then it is answered, else null. An answer
   * computed meanwhile waits for the connection, so it is computed after the transaction.
   */
  current(): number | null {
    if (this.statements.sqlite.inTransaction) {
      const settled = this.#settled !== null && this.statements.settledVersion() === this.#settled;
      return settled ? this.#seq : null;
    }
    const version = this.statements.version();
    if (version === this.#version) return this.#seq;
    if (!this.#prepare() || !this.#newest || !this.#after) return null;
    const settled = this.statements.settledVersion();
    const newest = this.#newest.get() ?? 0;
    if (this.#version === null) {
      // First reading: everything kept from now on is newer than the log's end.
      this.#seq = newest;
      this.#recent.restart(newest);
    } else if (newest < this.#seq) {
      // The log went back (the file was replaced): nothing kept before is known to hold.
      this.#seq = newest;
      this.#recent.restart(newest);
    } else if (newest > this.#seq) {
      const rows = this.#after.all(this.#seq);
      const changes = rows.map((row): Change => ({
        seq: row.seq,
        feedId: row.feed_id,
        memberId: row.member_id,
      }));
      // Rows trimmed before this process read them: anything may have changed.
      if ((rows[0]?.seq ?? newest) !== this.#seq + 1)
        changes.unshift({ seq: this.#seq + 1, feedId: null, memberId: null });
      this.#recent.add(changes);
      this.#seq = newest;
    }
    // Read after the version: a commit in between is in the rows read, or moves it again.
    this.#version = version;
    this.#settled = settled;
    return this.#seq;
  }

  /** Changes after `seq` (a value of current()), or null when they are no longer known. */
  since(seq: number): Change[] | null {
    return this.#recent.since(seq, this.#seq);
  }

  #prepare(): boolean {
    if (this.#newest) return true;
    try {
      const sqlite = this.statements.sqlite;
      this.#newest = sqlite
        .prepare<[], number | null>(`SELECT max(seq) FROM ${CHANGE_LOG}`)
        .pluck();
      this.#after = sqlite.prepare<[number], Row>(
        `SELECT seq, feed_id, member_id FROM ${CHANGE_LOG} WHERE seq > ? ORDER BY seq`,
      );
      return true;
    } catch {
      return false;
    }
  }
}
