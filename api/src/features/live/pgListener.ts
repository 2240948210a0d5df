import pg from 'pg';

interface Log {
  warn(details: object, message: string): void;
}

export interface PgListenerOptions {
  connectionString: string;
  channel: string;
  /** Each notification's payload, in the order PostgreSQL sends them (commit order). */
  onNotification(payload: string): void;
  /** Listening again after the connection was lost: catch up on what came meanwhile. */
  onReconnected(): Promise<void>;
  log: Log;
  /** The first wait before connecting again; it doubles up to maxRetryMs. */
  retryMs?: number;
  maxRetryMs?: number;
}

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other queries): the
 * API process hears every NOTIFY on the channel, its own included. A lost connection (the
 * server restarted, a fail-over, the backend terminated) is opened again, with a growing
 * wait, until `close`.
 */
export class PgListener {
  readonly #options: PgListenerOptions;
  #client: pg.Client | null = null;
  #retryTimer: NodeJS.Timeout | null = null;
  #retryMs: number;
  #closed = false;
  /** Connections tried so far: after the first, a connection catches up. */
  #attempts = 0;

  constructor(options: PgListenerOptions) {
    this.#options = options;
    this.#retryMs = options.retryMs ?? 250;
  }

  /** Whether the connection is up and listening. */
  get listening(): boolean {
    return this.#client !== null;
  }

  /** Connect and LISTEN; resolves once listening (or once the first attempt failed). */
  async start(): Promise<void> {
    await this.#connect();
  }

  async #connect(): Promise<void> {
    if (this.#closed) return;
    const { connectionString, channel, log } = this.#options;
    const again = this.#attempts > 0;
    this.#attempts += 1;
    const client = new pg.Client({ connectionString, application_name: 'kfeed-api-live' });
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost) return;
      lost = true;
      if (this.#client === client) this.#client = null;
      if (this.#closed) return;
      log.warn({ err: error }, 'the live channel lost its PostgreSQL connection; reconnecting');
      client.end().catch(() => {});
      this.#scheduleRetry();
    };
    client.on('error', onLost);
    client.on('end', () => onLost());
    client.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) {
        this.#options.onNotification(message.payload);
      }
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      onLost(error as Error);
      return;
    }
    if (this.#closed) {
      await client.end().catch(() => {});
      return;
    }
    this.#client = client;
    this.#retryMs = this.#options.retryMs ?? 250;
    if (again) {
      await this.#options.onReconnected().catch((error: unknown) => {
        log.warn({ err: error }, 'the live channel could not catch up after reconnecting');
      });
    }
  }

  #scheduleRetry(): void {
    if (this.#closed || this.#retryTimer) return;
    const wait = this.#retryMs;
    this.#retryMs = Math.min(wait * 2, this.#options.maxRetryMs ?? 10_000);
    this.#retryTimer = setTimeout(() => {
      this.#retryTimer = null;
      void this.#connect();
    }, wait);
    this.#retryTimer.unref();
  }

  async close(): Promise<void> {
    this.#closed = true;
    if (this.#retryTimer) clearTimeout(this.#retryTimer);
    this.#retryTimer = null;
    const client = this.#client;
    this.#client = null;
    await client?.end().catch(() => {});
  }
}
