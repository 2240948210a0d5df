import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY } from '@kfeed/contracts/envelope';
import { toUtcString, type Clock } from '../clock.ts';
import type { Db } from '../db/db.ts';

/** A member's write carrying a key: whose key it is, and the call it is for. */
export interface KeyedWrite {
  userId: number;
  key: string;
  method: string;
  /** The route's path pattern. */
  route: string;
  /** SHA-256 of the path parameters, query and JSON body (idempotency.ts). */
  requestHash: string;
}

/** A finished answer, as it was sent: its status and its JSON text. */
export interface StoredAnswer {
  status: number;
  body: string;
}

/** Where a key stands for a write that carries it. */
export type KeyState =
  /** Never used, older than the keeping time, or claimed by a request that died: claim it. */
  | { kind: 'free' }
  /** Used for another call, or the same call with other input. */
  | { kind: 'other-write' }
  | { kind: 'answered'; answer: StoredAnswer }
  /** The first request with the key is running now (here or in another process). */
  | { kind: 'running' };

const KEPT_MS = IDEMPOTENCY.keptHours * 3600 * 1000;
/**
 * How long a claim holds unless the request holding it renews it (idempotency.ts renews it
 * while the request runs): the claim of a process that crashed lapses after this.
 */
export const CLAIM_MS = 60_000;
const SWEEP_EVERY_MS = 60_000;

/**
 * The keys in the database (`idempotency_keys`, migration 0171), so every API process sees
 * the same ones. A key is claimed by inserting its row: the primary key (member, key) lets
 * one insert win, on SQLite and PostgreSQL, in one process or several. Rows older than the
 * keeping time count as absent (a new write with the key takes the row over) and are
 * swept after claims, at most once a minute per process.
 */
export class IdempotencyStore {
  private lastSweep = 0;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async state(write: KeyedWrite): Promise<KeyState> {
    const row = await this.db
      .selectFrom('idempotency_keys')
      .select([
        'method',
        'route',
        'request_hash',
        'claimed_until',
        'response_status',
        'response_body',
        'created_at',
      ])
      .where('user_id', '=', write.userId)
      .where('idempotency_key', '=', write.key)
      .executeTakeFirst();
    const now = this.clock.now();
    if (!row || row.created_at < this.keptSince(now)) return { kind: 'free' };
    if (
      row.method !== write.method ||
      row.route !== write.route ||
      row.request_hash !== write.requestHash
    ) {
      return { kind: 'other-write' };
    }
    if (row.response_status !== null && row.response_body !== null) {
      return { kind: 'answered', answer: { status: row.response_status, body: row.response_body } };
    }
    return row.claimed_until < toUtcString(now) ? { kind: 'free' } : { kind: 'running' };
  }

  /**
   * Claim the key for this write: the claim's token, or null when another request holds the
   * key, answered with it, or used it for another write. Atomic: an insert that the primary
   * key lets only one request make, else an update whose condition only one request meets
   * (an expired row, or a lapsed claim of this same write).
   */
  async claim(write: KeyedWrite): Promise<string | null> {
    const now = this.clock.now();
    const token = randomUUID();
    const fresh = {
      method: write.method,
      route: write.route,
      request_hash: write.requestHash,
      claimed_by: token,
      claimed_until: toUtcString(new Date(now.getTime() + CLAIM_MS)),
      response_status: null,
      response_body: null,
      created_at: toUtcString(now),
      completed_at: null,
    };
    const inserted = await this.db
      .insertInto('idempotency_keys')
      .values({ user_id: write.userId, idempotency_key: write.key, ...fresh })
      .onConflict((conflict) => conflict.columns(['user_id', 'idempotency_key']).doNothing())
      .executeTakeFirst();
    let claimed = Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
    if (!claimed) {
      const taken = await this.db
        .updateTable('idempotency_keys')
        .set(fresh)
        .where('user_id', '=', write.userId)
        .where('idempotency_key', '=', write.key)
        .where((eb) =>
          eb.or([
            eb('created_at', '<', this.keptSince(now)),
            eb.and([
              eb('response_status', 'is', null),
              eb('claimed_until', '<', toUtcString(now)),
              eb('method', '=', write.method),
              eb('route', '=', write.route),
              eb('request_hash', '=', write.requestHash),
            ]),
          ]),
        )
        .executeTakeFirst();
      claimed = Number(taken.numUpdatedRows) === 1;
    }
    if (!claimed) return null;
    await this.sweep(now);
    return token;
  }

  /** The request holding the claim is still running: hold it for another CLAIM_MS. */
  async renew(write: KeyedWrite, token: string): Promise<void> {
    await this.held(write, token)
      .set({ claimed_until: toUtcString(new Date(this.clock.now().getTime() + CLAIM_MS)) })
      .execute();
  }

  /** Keep the answer: repeats of the key are answered with it from now on. */
  async answer(write: KeyedWrite, token: string, answer: StoredAnswer): Promise<void> {
    await this.held(write, token)
      .set({
        response_status: answer.status,
        response_body: answer.body,
        completed_at: toUtcString(this.clock.now()),
      })
      .execute();
  }

  /** Give the key back unanswered (the write failed on our side): a repeat runs it again. */
  async release(write: KeyedWrite, token: string): Promise<void> {
    await this.db
      .deleteFrom('idempotency_keys')
      .where('user_id', '=', write.userId)
      .where('idempotency_key', '=', write.key)
      .where('claimed_by', '=', token)
      .where('response_status', 'is', null)
      .execute();
  }

  /** An update of the row while this token's claim is the one on it and it is unanswered. */
  private held(write: KeyedWrite, token: string) {
    return this.db
      .updateTable('idempotency_keys')
      .where('user_id', '=', write.userId)
      .where('idempotency_key', '=', write.key)
      .where('claimed_by', '=', token)
      .where('response_status', 'is', null);
  }

  private keptSince(now: Date): string {
    return toUtcString(new Date(now.getTime() - KEPT_MS));
  }

  private async sweep(now: Date): Promise<void> {
    if (now.getTime() - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = now.getTime();
    await this.db
      .deleteFrom('idempotency_keys')
      .where('created_at', '<', this.keptSince(now))
      .execute();
  }
}
