import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from './db.ts';
import { ChangeLog, type Change } from './changeLog.ts';
import { PostgresChangeLog } from './postgresChangeLog.ts';
import type { SqliteStatements } from './sqliteStatements.ts';

/** A process's reading of the change log: SQLite's (changeLog.ts) or PostgreSQL's. */
interface ChangeReader {
  current(): number | null | Promise<number | null>;
  since(position: number): Change[] | null;
}

const logOf = new WeakMap<Db, { changes: ChangeReader; statements?: SqliteStatements }>();

/** Called by openDatabase: the statements (and data version) behind a SQLite Db. */
export function registerSqlite(db: Db, statements: SqliteStatements): void {
  logOf.set(db, { statements, changes: new ChangeLog(statements) });
}

/** Called by openDatabase for PostgreSQL: its change log is read with statements. */
export function registerPostgres(db: Db): void {
  logOf.set(db, { changes: new PostgresChangeLog(db) });
}

/**
 * Within one read request: the position of the change log its first kept answer read, for
 * each log, used by the rest of its kept answers. A reading begun after the request arrived
 * sees every commit that came before it, which is all a kept answer must reflect; so one
 * per request is enough (on PostgreSQL each is a round trip, on SQLite a pragma).
 */
const oneReading = new AsyncLocalStorage<Map<ChangeReader, number>>();

/**
 * Runs `run` (a read request's remaining steps) so that its kept answers share one reading
 * of the change log. Only for requests that write nothing: a write would have to be seen by
 * the kept answers read after it in the same request.
 */
export function withOneReading(run: () => void): void {
  oneReading.run(new Map(), run);
}

/** Whether answers are kept on this Db at all (one opened by openDatabase, with its change log). */
export function keepsAnswers(db: Db): boolean {
  return logOf.has(db);
}

/** Times this Db's data version was read so far (null when unknown): for tests. */
export function versionsRead(db: Db): number | null {
  return logOf.get(db)?.statements?.versionsRead ?? null;
}

/** Statements run on this Db so far (null when unknown): for tests counting queries. */
export function statementsRun(db: Db): number | null {
  return logOf.get(db)?.statements?.statementsRun ?? null;
}

interface Entry<V> {
  value: V;
  /** The posts the answer shows, or null: it may change with anything. */
  feedIds: readonly number[] | null;
  /** The member whose own answer it is (their blocks and reports), or null. */
  memberId: number | null;
}

/**
 * Answers computed from the database, kept until what they show changes, and no longer:
 * no time-based staleness at all. Triggers log every relevant write in the writing
 * transaction (migration 0100, read by ChangeLog), so this process's writes and another
 * process's commits on the same file are seen alike. An answer kept with the posts it
 * shows (`getShowing`) is dropped when one of them changes (a like, a view counted, a
 * translation) or when anything changes that can move posts between answers (a post added
 * or hidden, a member's name, the categories); any other answer (`get`) only on the
 * latter. An answer kept for one member (`getFor`) is dropped when a change names them (a
 * block, a report, a like or a sign-in of theirs) or on the latter. Writes no kept answer
 * reads (comments, notifications) drop nothing.
 * An answer whose computation overlapped a relevant write is not kept. On PostgreSQL the
 * log is read by transaction (postgresChangeLog.ts), a statement per reading. With no
 * change log (a Db not opened by openDatabase) nothing is kept and every call computes.
 *
 * Callers key entries by everything that shapes the answer.
 */
export class ReadCache<V> {
  #seen: number | null = null;
  readonly #entries = new Map<string, Entry<V>>();
  /** Keys of the entries showing each post. */
  readonly #showing = new Map<number, Set<string>>();
  /** Keys of the entries kept for each member. */
  readonly #members = new Map<number, Set<string>>();

  constructor(
    private readonly db: Db,
    private readonly maxEntries = 200,
  ) {}

  /** An answer that may change with anything the change log names. */
  async get(key: string, compute: () => Promise<V>): Promise<V> {
    return this.#get(key, async () => ({ value: await compute(), feedIds: null, memberId: null }));
  }

  /** An answer showing these posts: it is also kept through changes to other posts. */
  async getShowing(
    key: string,
    compute: () => Promise<{ value: V; feedIds: readonly number[] }>,
  ): Promise<V> {
    return this.#get(key, async () => ({ ...(await compute()), memberId: null }));
  }

  /** One member's answer: kept through changes to posts and to other members' blocks and reports. */
  async getFor(memberId: number, key: string, compute: () => Promise<V>): Promise<V> {
    return this.#get(key, async () => ({ value: await compute(), feedIds: [], memberId }));
  }

  async #get(key: string, compute: () => Promise<Entry<V>>): Promise<V> {
    const changes = logOf.get(this.db)?.changes;
    if (!changes) return (await compute()).value;
    const shared = oneReading.getStore();
    let seq = shared?.get(changes) ?? null;
    if (seq === null) {
      const read = changes.current();
      // SQLite's position is read at once: no turn of the event loop between it and the kept answer.
      seq = read instanceof Promise ? await read : read;
      if (seq === null) return (await compute()).value;
      shared?.set(changes, seq);
    }
    // A shared position may be older than what this cache has caught up to since (another
    // request read later): catching up to it keeps nothing stale, and at worst drops some
    // entries once more at the next reading.
    this.#catchUp(changes, seq);
    const kept = this.#entries.get(key);
    if (kept !== undefined) return kept.value;
    const entry = await compute();
    const after = changes.current();
    if ((after instanceof Promise ? await after : after) === seq && this.#seen === seq)
      this.#keep(key, entry);
    return entry.value;
  }

  #catchUp(changes: ChangeReader, seq: number): void {
    if (this.#seen === seq) return;
    const since = this.#seen === null ? null : changes.since(this.#seen);
    this.#seen = seq;
    const anything = (change: Change) => change.feedId === null && change.memberId === null;
    if (since === null || since.some(anything)) {
      this.#clear();
      return;
    }
    for (const { feedId, memberId } of since) {
      for (const key of [
        ...(feedId === null ? [] : (this.#showing.get(feedId) ?? [])),
        ...(memberId === null ? [] : (this.#members.get(memberId) ?? [])),
      ])
        this.#drop(key);
    }
  }

  #keep(key: string, entry: Entry<V>): void {
    if (this.#entries.size >= this.maxEntries) this.#clear();
    this.#entries.set(key, entry);
    for (const feedId of entry.feedIds ?? []) index(this.#showing, feedId).add(key);
    if (entry.memberId !== null) index(this.#members, entry.memberId).add(key);
  }

  #drop(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    for (const feedId of entry.feedIds ?? []) unindex(this.#showing, feedId, key);
    if (entry.memberId !== null) unindex(this.#members, entry.memberId, key);
  }

  #clear(): void {
    this.#entries.clear();
    this.#showing.clear();
    this.#members.clear();
  }
}

/** The keys an index holds for `id`, made when missing. */
function index(keys: Map<number, Set<string>>, id: number): Set<string> {
  let held = keys.get(id);
  if (!held) keys.set(id, (held = new Set()));
  return held;
}

function unindex(keys: Map<number, Set<string>>, id: number, key: string): void {
  const held = keys.get(id);
  held?.delete(key);
  if (held?.size === 0) keys.delete(id);
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
