import { sql } from 'kysely';
import type { Db } from './db.ts';
import { RecentChanges, type Change } from './changeLog.ts';
import { CHANGE_LOG } from './migrations/0100_cache_changes.ts';
import { CHANGE_LOG_MINUTES } from './migrations/0200_postgres_change_log.ts';

/**
 * Rows one reading takes at most. A transaction that wrote and is left open (on any database
 * of the server) holds the horizon back, so every reading takes all rows written since: past this many, the
 * reading counts as a change to everything instead (nothing is kept meanwhile).
 */
const MOST_ROWS = 1000;
/** A process that read nothing for this long may have missed trimmed rows: it forgets all. */
const STALE_AFTER_MS = (CHANGE_LOG_MINUTES / 2) * 60_000;
/** How often a process trims the log (rows older than CHANGE_LOG_MINUTES). */
const TRIM_EVERY_MS = 60_000;

interface Reading {
  horizon: string;
  rows: [seq: string, feedId: number | null, memberId: number | null, xid: string][] | null;
}

/**
 * One process's reading of the change log on PostgreSQL (migration 0200). A row's sequence
 * number is taken before its transaction commits, so a smaller one can appear after a
 * larger one was read: the log is read by transaction instead. Every transaction below the
 * horizon (`pg_snapshot_xmin` of the reading's snapshot) has ended, so its rows are all
 * visible then; each reading takes the rows at or above the previous horizon, and moves it.
 * A row can be read twice (its transaction ended above the horizon): rows are told apart by
 * their sequence number, and each new one is given this process's own position, which is
 * what `current()` answers (like the SQLite log's sequence). A transaction this process
 * committed is at or above its horizon, so the next reading sees its rows: a member's own
 * write is never answered from before it.
 */
export class PostgresChangeLog {
  /** As text: xid8 is 64 bits. Null before the first reading. */
  #horizon: string | null = null;
  #position = 0;
  /** Rows read at or above the horizon (they will be read again): sequence → xid. */
  #seen = new Map<string, bigint>();
  readonly #recent = new RecentChanges();
  #readAt = 0;
  #trimmedAt = 0;
  #next: Promise<number | null> | null = null;

  constructor(private readonly db: Db) {}

  /**
   * This process's position in the log after reading it, or null when nothing may be kept
   * or served now (the log cannot be read: not migrated yet, or the database is away).
   */
  current(): Promise<number | null> {
    // Calls made in one turn of the event loop share one reading, begun after all of them:
    // a reading begun after a request arrived can answer it (it sees every commit that came
    // before), one already under way could not.
    if (!this.#next) {
      this.#next = new Promise((resolve) =>
        setImmediate(() => {
          this.#next = null;
          resolve(this.#read());
        }),
      );
    }
    return this.#next;
  }

  async #read(): Promise<number | null> {
    let reading: Reading | undefined;
    try {
      reading = (
        await sql<Reading>`
          WITH h AS (SELECT pg_snapshot_xmin(pg_current_snapshot()) AS horizon)
          SELECT h.horizon::text AS horizon,
            (SELECT json_agg(json_build_array(c.seq::text, c.feed_id, c.member_id, c.xid::text))
               FROM (SELECT * FROM ${sql.table(CHANGE_LOG)}
                      WHERE xid >= coalesce(${this.#horizon}::xid8, h.horizon)
                      LIMIT ${MOST_ROWS + 1}) c) AS rows
          FROM h`.execute(this.db)
      ).rows[0];
    } catch {
      return null;
    }
    if (!reading) return null;
    const now = Date.now();
    if (this.#horizon !== null && now - this.#readAt > STALE_AFTER_MS) {
      // Rows may have been trimmed unread: nothing kept before is known to hold.
      this.#recent.restart(this.#position);
      this.#seen.clear();
    }
    const first = this.#horizon === null;
    const changes: Change[] = [];
    if (!first && (reading.rows?.length ?? 0) > MOST_ROWS)
      changes.push({ seq: this.#position + 1, feedId: null, memberId: null });
    for (const [seq, feedId, memberId, xid] of reading.rows ?? []) {
      if (this.#seen.has(seq)) continue;
      this.#seen.set(seq, BigInt(xid));
      // First reading: everything kept from now on is newer than these.
      if (!first) changes.push({ seq: this.#position + changes.length + 1, feedId, memberId });
    }
    this.#recent.add(changes);
    this.#position += changes.length;
    // Only forward: a reading whose snapshot was older may finish after a newer one.
    const horizon = BigInt(reading.horizon);
    if (this.#horizon === null || horizon > BigInt(this.#horizon)) {
      this.#horizon = reading.horizon;
      for (const [seq, xid] of this.#seen) if (xid < horizon) this.#seen.delete(seq);
    }
    this.#readAt = now;
    if (now - this.#trimmedAt > TRIM_EVERY_MS) {
      this.#trimmedAt = now;
      void sql`DELETE FROM ${sql.table(CHANGE_LOG)}
        WHERE logged_at < now() - make_interval(mins => ${CHANGE_LOG_MINUTES})`
        .execute(this.db)
        .catch(() => {});
    }
    return this.#position;
  }

  /** Changes after `position` (a value of current()), or null when they are no longer known. */
  since(position: number): Change[] | null {
    return this.#recent.since(position, this.#position);
  }
}
