import { createHmac } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { toUtcString, type Clock } from '../../clock.ts';
import type { Db } from '../../db/db.ts';

/** A reader's view of a post counts once in this window, however often they open it. */
export const VIEW_WINDOW_SECONDS = 6 * 3600;
/** Views waiting in memory past this many are written at once, before the next flush. */
const PENDING_MAX = 5000;
/** Rows of one insert (three values each; well under SQLite's and PostgreSQL's bounds). */
const ROWS_PER_STATEMENT = 500;
/** Counted views older than the window go, at most this often. */
const SWEEP_EVERY_MS = 10 * 60_000;

interface Log {
  warn(details: object, message: string): void;
}

/**
 * Post views, counted once per reader, post and window (VIEW_WINDOW_SECONDS), and written
 * in batches: opening a post only notes the view in memory; every `flushMs` (and when the
 * API stops) the noted views are written in one transaction. Whether a view counts is
 * decided in the database (`view_dedup`, migration 0173), one upsert per view, so every API
 * process agrees: a reader seen by two processes in the window counts once.
 *
 * A reader is a member (their id) or, for a visitor, an HMAC of the client address and user
 * agent under the server's secret: the address itself is never stored.
 */
export class ViewCounts {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #secret: Buffer;
  readonly #log: Log;
  /** Views noted since the last flush, as `feedId viewerKey`, each once. */
  #pending = new Set<string>();
  #flushing: Promise<void> = Promise.resolve();
  #lastSweep = 0;
  readonly #timer: NodeJS.Timeout;

  constructor(db: Db, clock: Clock, secret: string, log: Log, flushMs: number) {
    this.#db = db;
    this.#clock = clock;
    this.#secret = createHmac('sha256', secret).update('kfeed view readers').digest();
    this.#log = log;
    this.#timer = setInterval(() => void this.flush(), flushMs);
    this.#timer.unref();
  }

  /** Note a view of a post the request's reader may see; written at the next flush. */
  note(feedId: number, request: FastifyRequest): void {
    this.#pending.add(`${feedId} ${this.#readerOf(request)}`);
    if (this.#pending.size >= PENDING_MAX) void this.flush();
  }

  #readerOf(request: FastifyRequest): string {
    if (request.member) return `m:${request.member.userId}`;
    const client = `${request.ip}\n${request.headers['user-agent'] ?? ''}`;
    return `v:${createHmac('sha256', this.#secret).update(client).digest('base64url').slice(0, 22)}`;
  }

  /** Write the noted views: each counts unless its reader was counted within the window. */
  flush(): Promise<void> {
    this.#flushing = this.#flushing.then(() => this.#write());
    return this.#flushing;
  }

  async #write(): Promise<void> {
    if (this.#pending.size === 0) return;
    const views = [...this.#pending].map((entry) => {
      const [feedId = '0', viewerKey = ''] = entry.split(' ');
      return { feedId: Number(feedId), viewerKey };
    });
    this.#pending = new Set();
    const now = this.#clock.now();
    const countedAt = toUtcString(now);
    const windowStart = toUtcString(new Date(now.getTime() - VIEW_WINDOW_SECONDS * 1000));
    try {
      await this.#db.transaction().execute(async (trx) => {
        const counted = new Map<number, number>();
        for (let start = 0; start < views.length; start += ROWS_PER_STATEMENT) {
          const rows = await trx
            .insertInto('view_dedup')
            .values(
              views.slice(start, start + ROWS_PER_STATEMENT).map((view) => ({
                feed_id: view.feedId,
                viewer_key: view.viewerKey,
                counted_at: countedAt,
              })),
            )
            // A reader counted within the window is left as it is, and not returned.
            .onConflict((conflict) =>
              conflict
                .columns(['feed_id', 'viewer_key'])
                .doUpdateSet({ counted_at: countedAt })
                .where('view_dedup.counted_at', '<=', windowStart),
            )
            .returning('feed_id')
            .execute();
          for (const { feed_id } of rows) counted.set(feed_id, (counted.get(feed_id) ?? 0) + 1);
        }
        for (const [feedId, added] of counted) {
          await trx
            .updateTable('feeds')
            .set((eb) => ({ view_count: eb('view_count', '+', added) }))
            .where('feed_id', '=', feedId)
            .execute();
        }
      });
      await this.#sweep(now, windowStart);
    } catch (error) {
      // A view is not worth failing anything for: these are dropped, the next ones counted.
      this.#log.warn({ err: error, views: views.length }, 'post views could not be counted');
    }
  }

  async #sweep(now: Date, windowStart: string): Promise<void> {
    if (now.getTime() - this.#lastSweep < SWEEP_EVERY_MS) return;
    this.#lastSweep = now.getTime();
    await this.#db.deleteFrom('view_dedup').where('counted_at', '<=', windowStart).execute();
  }

  /** Stop the timer and write what is noted (the API is stopping). */
  async close(): Promise<void> {
    clearInterval(this.#timer);
    await this.flush();
  }
}

/** The view counter of a plugin's routes, written out when the server closes. */
export function viewCountsOf(app: FastifyInstance, context: AppContext): ViewCounts {
  const { db, clock, config } = context;
  const views = new ViewCounts(db, clock, config.jwtSecret, app.log, config.viewCountFlushMs);
  app.addHook('onClose', async () => views.close());
  return views;
}
