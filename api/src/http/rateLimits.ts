import { sql } from 'kysely';
import type { Clock } from '../clock.ts';
import { toUtcString } from '../clock.ts';
import type { Db } from '../db/db.ts';
import { isPostgres } from '../db/dialect.ts';

export interface Limit {
  bucket: string;
  max: number;
  windowSeconds: number;
}

export type Reservation =
  { ok: true; hitId: number } | { ok: false; retryAfterSeconds: number; retryAt: Date };

/** The limit that refused a reservation, and when it lets the next one pass. */
export interface Refusal {
  limit: Limit;
  subject: string;
  retryAfterSeconds: number;
  retryAt: Date;
}

const DAY_MS = 24 * 3600 * 1000;

/**
 * Sliding-window limits kept in the database. A reservation is one INSERT ... SELECT
 * that adds the hit only while the window holds fewer than `max`: SQLite runs it as one
 * write, and PostgreSQL runs it under a transaction-scoped advisory lock of the bucket and
 * subject, so parallel requests (in this process or another) cannot overshoot.
 */
export class RateLimits {
  private lastSweep = 0;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async reserve(limit: Limit, subject: string): Promise<Reservation> {
    const now = this.clock.now();
    const since = toUtcString(new Date(now.getTime() - limit.windowSeconds * 1000));
    const insert = sql<{ hit_id: number }>`
      INSERT INTO rate_limit_hits (bucket, subject, created_at)
      SELECT ${limit.bucket}, ${subject}, ${toUtcString(now)}
      WHERE (SELECT count(*) FROM rate_limit_hits
             WHERE bucket = ${limit.bucket} AND subject = ${subject} AND created_at > ${since})
            < ${limit.max}
      RETURNING hit_id`;
    const inserted = isPostgres(this.db)
      ? await this.db.transaction().execute(async (trx) => {
          // Under READ COMMITTED two transactions could both count below max; a lock per
          // bucket and subject, held to commit, makes the count and the insert one step.
          await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`${limit.bucket}\n${subject}`}, 0))`.execute(
            trx,
          );
          return insert.execute(trx);
        })
      : await insert.execute(this.db);
    await this.sweep(now);
    const hit = inserted.rows[0];
    if (hit) {
      return { ok: true, hitId: hit.hit_id };
    }
    const oldest = await this.db
      .selectFrom('rate_limit_hits')
      .select('created_at')
      .where('bucket', '=', limit.bucket)
      .where('subject', '=', subject)
      .where('created_at', '>', since)
      .orderBy('created_at', 'asc')
      .executeTakeFirst();
    const frees = oldest ? new Date(oldest.created_at).getTime() + limit.windowSeconds * 1000 : 0;
    const retryAfterSeconds = Math.max(1, Math.ceil((frees - now.getTime()) / 1000));
    return {
      ok: false,
      retryAfterSeconds,
      retryAt: new Date(now.getTime() + retryAfterSeconds * 1000),
    };
  }

  /**
   * Reserve under every limit in turn (e.g. per member, then per client address): null when
   * all took the hit, else the first that refused, with the hits already taken given back.
   */
  async reserveAll(checks: readonly (readonly [Limit, string])[]): Promise<Refusal | null> {
    const held: number[] = [];
    for (const [limit, subject] of checks) {
      const reserved = await this.reserve(limit, subject);
      if (!reserved.ok) {
        for (const hitId of held) await this.release(hitId);
        const { retryAfterSeconds, retryAt } = reserved;
        return { limit, subject, retryAfterSeconds, retryAt };
      }
      held.push(reserved.hitId);
    }
    return null;
  }

  /** Hits of `subject` in the window now. */
  async count(limit: Limit, subject: string): Promise<number> {
    const since = toUtcString(new Date(this.clock.now().getTime() - limit.windowSeconds * 1000));
    const row = await this.db
      .selectFrom('rate_limit_hits')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('bucket', '=', limit.bucket)
      .where('subject', '=', subject)
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Give a hit back (the action it reserved did not happen, or must not count). */
  async release(hitId: number): Promise<void> {
    await this.db.deleteFrom('rate_limit_hits').where('hit_id', '=', hitId).execute();
  }

  /** Windows are at most a day; older hits go, at most once a minute. */
  private async sweep(now: Date): Promise<void> {
    if (now.getTime() - this.lastSweep < 60_000) return;
    this.lastSweep = now.getTime();
    const dayAgo = toUtcString(new Date(now.getTime() - DAY_MS - 60_000));
    await this.db.deleteFrom('rate_limit_hits').where('created_at', '<', dayAgo).execute();
  }
}
