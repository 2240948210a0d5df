import type { LiveEventBody } from '@kfeed/contracts/notification';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/db.ts';
import { isPostgres } from '../../db/dialect.ts';
import type { LivePublisher } from './livePublisher.ts';
import {
  eventsAfter,
  insertEvent,
  LIVE_CHANNEL,
  missedEvents,
  newestEventId,
  parseNotification,
  pruneLiveRows,
  type LiveDelivery,
} from './liveEvents.ts';
import { PgListener } from './pgListener.ts';
import { broadcastAllowed } from '../moderation/moderationVisibility.ts';

export type { LiveDelivery } from './liveEvents.ts';

interface Log {
  warn(details: object, message: string): void;
}

/** An open stream, as the hub sees it. */
export interface LiveSubscriber {
  /** An event for any stream of this process (the stream picks its member's and everyone's). */
  deliver(delivery: LiveDelivery): void;
  /** The server is closing: end the stream now. */
  end(): void;
}

export interface LiveHubOptions {
  db: Db;
  clock: Clock;
  log: Log;
  /** DATABASE_URL: on PostgreSQL, the LISTEN connection opens it. */
  databaseUrl: string;
  /** SQLite: how often, while streams are open, the table is read for other processes' events. */
  pollMs?: number;
  /** How often (at most) events past the replay window and spent tickets are deleted. */
  pruneMs?: number;
}

/** Rows read at once when catching up. */
const BATCH = 500;
/** Ids remembered as delivered, so a catch-up after a reconnection sends none twice. */
const REMEMBERED = 2_000;

/**
 * The live channel of one API process. `publish` keeps the event in `live_events` (its id
 * is the stream's event id, for Last-Event-ID and polling), then every process delivers it
 * to its own open streams:
 *
 * - on PostgreSQL the insert NOTIFYs `kfeed_live` with the event, and each process LISTENs
 *   on a connection of its own (PgListener) — its own events come back the same way, so
 *   there is no in-memory shortcut that another process would miss;
 * - on SQLite (one file, usually one process) the publishing process reads the table right
 *   after its insert, and, while it has streams open, every `pollMs` for events other
 *   processes on the same file wrote. SQLite serialises writers, so ids grow in commit
 *   order and a cursor over them misses nothing.
 *
 * Publishing never throws: a lost event only delays what a page shows until it reads again.
 */
export class LiveHub implements LivePublisher {
  readonly #options: LiveHubOptions;
  readonly #postgres: boolean;
  readonly #subscribers = new Set<LiveSubscriber>();
  #started = false;
  #closing = false;
  #listener: PgListener | null = null;
  /** When rows were last pruned (the clock's milliseconds), or null: not yet. */
  #prunedAt: number | null = null;
  /** PostgreSQL: the newest id delivered, and the ids delivered lately. */
  #newestDelivered = 0;
  readonly #delivered = new Set<number>();
  /** SQLite: the last id delivered; null while no stream is open (nothing is read then). */
  #cursor: number | null = null;
  #pollTimer: NodeJS.Timeout | null = null;
  /** SQLite: reads of the table, one at a time, in order. */
  #reading: Promise<void> = Promise.resolve();

  constructor(options: LiveHubOptions) {
    this.#options = options;
    this.#postgres = isPostgres(options.db);
  }

  /** Start delivering (the app's onReady): LISTEN on PostgreSQL. */
  async start(): Promise<void> {
    if (this.#started || this.#closing) return;
    this.#started = true;
    const { db, log } = this.#options;
    await this.pruneSometimes();
    if (!this.#postgres) return;
    this.#newestDelivered = await newestEventId(db);
    this.#listener = new PgListener({
      connectionString: this.#options.databaseUrl,
      channel: LIVE_CHANNEL,
      log,
      onNotification: (payload) => {
        const delivery = parseNotification(payload);
        if (delivery) this.#deliver(delivery);
      },
      onReconnected: () => this.#catchUp(),
    });
    await this.#listener.start();
  }

  async publish(event: LiveEventBody, recipientId?: number): Promise<void> {
    const { db, clock, log } = this.#options;
    try {
      // Every stream hears a broadcast: none about hidden or removed content goes out.
      if (recipientId === undefined && !(await broadcastAllowed(db, event))) return;
      await insertEvent(db, event, recipientId ?? null, clock.now());
    } catch (error) {
      log.warn({ err: error, type: event.type }, 'a live event could not be published');
      return;
    }
    if (!this.#postgres) await this.#read();
    await this.pruneSometimes();
  }

  /**
   * Delete events past the replay window and tickets past their time, at most once per
   * `pruneMs` (by the app's clock). Called on start and after writes (an event published, a
   * ticket issued) rather than on a timer, so an idle server runs no statement at all.
   */
  async pruneSometimes(): Promise<void> {
    const { db, clock, log } = this.#options;
    const now = clock.now();
    const every = this.#options.pruneMs ?? 60_000;
    if (this.#prunedAt !== null && now.getTime() - this.#prunedAt < every) return;
    this.#prunedAt = now.getTime();
    await pruneLiveRows(db, now).catch((error: unknown) =>
      log.warn({ err: error }, 'could not prune the live events'),
    );
  }

  /**
   * Hear every event delivered from now on. Resolves once the subscriber is in; answers
   * how to leave. A stream that wants what it missed reads `missed` after this.
   */
  async subscribe(subscriber: LiveSubscriber): Promise<() => void> {
    if (this.#closing) {
      subscriber.end();
      return () => {};
    }
    if (this.#postgres) {
      this.#subscribers.add(subscriber);
    } else {
      // In turn with the reads: every read after this one delivers to the subscriber. The
      // first stream starts the reading at the newest event (older ones are replays).
      await this.#serially(async () => {
        if (this.#cursor === null) this.#cursor = await newestEventId(this.#options.db);
        this.#subscribers.add(subscriber);
      });
      if (!this.#pollTimer) {
        this.#pollTimer = setInterval(() => void this.#read(), this.#options.pollMs ?? 1_000);
        this.#pollTimer.unref();
      }
    }
    return () => {
      this.#subscribers.delete(subscriber);
      if (this.#subscribers.size === 0 && !this.#postgres) this.#stopReading();
    };
  }

  /** What a member missed after an id (for a reconnecting stream and for polling). */
  missed(userId: number, afterId: number) {
    return missedEvents(this.#options.db, userId, afterId, this.#options.clock.now());
  }

  /** The server is closing (the app's preClose): every stream ends now, and no new one starts. */
  endStreams(): void {
    this.#closing = true;
    for (const subscriber of [...this.#subscribers]) subscriber.end();
    this.#subscribers.clear();
  }

  /** Stop listening and reading (the app's onClose). */
  async close(): Promise<void> {
    this.endStreams();
    this.#stopReading();
    await this.#listener?.close();
    this.#listener = null;
    await this.#reading;
  }

  #deliver(delivery: LiveDelivery): void {
    if (this.#postgres) {
      if (this.#delivered.has(delivery.eventId)) return;
      this.#delivered.add(delivery.eventId);
      if (this.#delivered.size > REMEMBERED) {
        const oldest = this.#delivered.values().next().value;
        if (oldest !== undefined) this.#delivered.delete(oldest);
      }
      this.#newestDelivered = Math.max(this.#newestDelivered, delivery.eventId);
    }
    for (const subscriber of [...this.#subscribers]) {
      try {
        subscriber.deliver(delivery);
      } catch (error) {
        this.#options.log.warn({ err: error }, 'a live stream failed to take an event');
      }
    }
  }

  /** PostgreSQL, listening again: what was published while the connection was down. */
  async #catchUp(): Promise<void> {
    for (;;) {
      const events = await eventsAfter(this.#options.db, this.#newestDelivered, BATCH);
      for (const delivery of events) this.#deliver(delivery);
      if (events.length < BATCH) return;
    }
  }

  /**
   * SQLite: deliver what the table holds past the cursor (nothing while no stream is open).
   * Never rejects: a failed read is logged, and the next one reads from the same cursor.
   */
  #read(): Promise<void> {
    const read = this.#serially(async () => {
      for (;;) {
        if (this.#cursor === null) return;
        const events = await eventsAfter(this.#options.db, this.#cursor, BATCH);
        if (this.#cursor === null) return;
        for (const delivery of events) {
          this.#cursor = delivery.eventId;
          this.#deliver(delivery);
        }
        if (events.length < BATCH) return;
      }
    });
    return read.catch(() => {});
  }

  /** Run after every read queued before; rejects with the work's error (also logged). */
  #serially(work: () => Promise<void>): Promise<void> {
    const next = this.#reading.then(work);
    this.#reading = next.catch((error: unknown) =>
      this.#options.log.warn({ err: error }, 'could not read the live events'),
    );
    return next;
  }

  #stopReading(): void {
    if (this.#pollTimer) clearInterval(this.#pollTimer);
    this.#pollTimer = null;
    this.#cursor = null;
  }
}
