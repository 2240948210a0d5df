import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import {
  VERIFICATION_CODE_LENGTH,
  VERIFICATION_CODE_MAX_ATTEMPTS,
  VERIFICATION_CODE_TTL_SECONDS,
} from '@kfeed/contracts/validation';
import type { Clock } from '../../clock.ts';
import { toUtcString } from '../../clock.ts';
import type { Db } from '../../db/db.ts';
import type { CodePurpose } from '../../db/schema.ts';
import type { Limit, RateLimits } from '../../http/rateLimits.ts';

export type VerifyOutcome =
  | { ok: true; codeId: number }
  | { ok: false; reason: 'none' | 'expired' | 'too_many' }
  | { ok: false; reason: 'wrong'; remaining: number }
  /** Too many wrong codes for the address lately; `tripped` on the failure that reached the cap. */
  | { ok: false; reason: 'locked'; retryAfterSeconds: number; tripped: boolean };

export interface CodeLimits {
  perEmail: number;
  perIp: number;
  windowSeconds: number;
  /** How long a code is valid (300 s unless configured otherwise outside production). */
  ttlSeconds?: number;
  /** Wrong codes per address, across all its codes, per hour and per day. */
  failuresPerHour?: number;
  failuresPerDay?: number;
}

/**
 * Six-digit sign-in codes from the CSPRNG, valid 300 s, single use, at most 5 wrong
 * entries. Only a keyed hash of each code is stored. Code requests are logged so sends
 * can be limited per e-mail address and per client address.
 */
export class VerificationCodes {
  private readonly key: Buffer;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    secret: string,
    private readonly limits: CodeLimits,
    private readonly rateLimits: RateLimits,
  ) {
    this.key = createHmac('sha256', secret).update('kfeed verification codes').digest();
  }

  private hash(purpose: CodePurpose, email: string, code: string): string {
    return createHmac('sha256', this.key).update(`${purpose}\n${email}\n${code}`).digest('hex');
  }

  async logRequest(
    purpose: CodePurpose,
    email: string,
    ip: string,
    outcome: 'SENT' | 'REFUSED',
  ): Promise<void> {
    const now = this.clock.now();
    await this.db
      .insertInto('code_send_log')
      .values({ purpose, email, client_ip: ip, outcome, created_at: toUtcString(now) })
      .execute();
    // The log only matters within the window; a day is kept for looking into abuse.
    const dayAgo = toUtcString(new Date(now.getTime() - 24 * 3600 * 1000));
    await this.db.deleteFrom('code_send_log').where('created_at', '<', dayAgo).execute();
  }

  /** A new code for `email`; any earlier unused one stops working. */
  async issue(purpose: CodePurpose, email: string): Promise<{ codeId: number; code: string }> {
    const code = String(randomInt(0, 10 ** VERIFICATION_CODE_LENGTH)).padStart(
      VERIFICATION_CODE_LENGTH,
      '0',
    );
    const now = this.clock.now();
    const codeId = await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('verification_codes')
        .set({ superseded_at: toUtcString(now) })
        .where('email', '=', email)
        .where('purpose', '=', purpose)
        .where('used_at', 'is', null)
        .where('superseded_at', 'is', null)
        .execute();
      const row = await trx
        .insertInto('verification_codes')
        .values({
          purpose,
          email,
          code_hash: this.hash(purpose, email, code),
          created_at: toUtcString(now),
          expires_at: toUtcString(
            new Date(
              now.getTime() + (this.limits.ttlSeconds ?? VERIFICATION_CODE_TTL_SECONDS) * 1000,
            ),
          ),
          used_at: null,
          superseded_at: null,
        })
        .returning('code_id')
        .executeTakeFirstOrThrow();
      return row.code_id;
    });
    return { codeId, code };
  }

  /** Withdraw a code that never reached its owner (the mail failed). */
  async cancel(codeId: number): Promise<void> {
    await this.db
      .updateTable('verification_codes')
      .set({ superseded_at: toUtcString(this.clock.now()) })
      .where('code_id', '=', codeId)
      .execute();
  }

  /**
   * Check `code` against the newest live code of `email`. Each check first takes one of
   * the code's tries atomically, so parallel guesses cannot exceed the limit.
   */
  async verify(purpose: CodePurpose, email: string, code: string): Promise<VerifyOutcome> {
    // Each try reserves a place under the address's hourly and daily caps first (atomic);
    // a right code gives its places back, so only failures count.
    const caps: Limit[] = [
      { bucket: 'code-failure-hour', max: this.limits.failuresPerHour ?? 10, windowSeconds: 3600 },
      { bucket: 'code-failure-day', max: this.limits.failuresPerDay ?? 20, windowSeconds: 86400 },
    ];
    const held: number[] = [];
    for (const cap of caps) {
      const reserved = await this.rateLimits.reserve(cap, email);
      if (!reserved.ok) {
        for (const hitId of held) await this.rateLimits.release(hitId);
        return {
          ok: false,
          reason: 'locked',
          retryAfterSeconds: reserved.retryAfterSeconds,
          tripped: false,
        };
      }
      held.push(reserved.hitId);
    }
    const outcome = await this.verifyCode(purpose, email, code);
    if (outcome.ok || outcome.reason === 'none' || outcome.reason === 'expired') {
      for (const hitId of held) await this.rateLimits.release(hitId);
      return outcome;
    }
    for (const cap of caps) {
      if ((await this.rateLimits.count(cap, email)) >= cap.max) {
        return { ok: false, reason: 'locked', retryAfterSeconds: cap.windowSeconds, tripped: true };
      }
    }
    return outcome;
  }

  private async verifyCode(
    purpose: CodePurpose,
    email: string,
    code: string,
  ): Promise<VerifyOutcome> {
    const now = this.clock.now();
    const live = await this.db
      .selectFrom('verification_codes')
      .select(['code_id', 'code_hash', 'expires_at'])
      .where('email', '=', email)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .where('superseded_at', 'is', null)
      .orderBy('code_id', 'desc')
      .executeTakeFirst();
    if (!live) return { ok: false, reason: 'none' };
    if (new Date(live.expires_at).getTime() <= now.getTime())
      return { ok: false, reason: 'expired' };
    const taken = await this.db
      .updateTable('verification_codes')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('code_id', '=', live.code_id)
      .where('attempts', '<', VERIFICATION_CODE_MAX_ATTEMPTS)
      .returning('attempts')
      .executeTakeFirst();
    if (!taken) return { ok: false, reason: 'too_many' };
    const expected = Buffer.from(live.code_hash, 'hex');
    const given = Buffer.from(this.hash(purpose, email, code), 'hex');
    if (expected.length === given.length && timingSafeEqual(expected, given)) {
      return { ok: true, codeId: live.code_id };
    }
    const remaining = VERIFICATION_CODE_MAX_ATTEMPTS - taken.attempts;
    return remaining > 0
      ? { ok: false, reason: 'wrong', remaining }
      : { ok: false, reason: 'too_many' };
  }

  /** Spend a verified code; false when a parallel request spent it first. */
  async consume(db: Db, codeId: number): Promise<boolean> {
    const result = await db
      .updateTable('verification_codes')
      .set({ used_at: toUtcString(this.clock.now()) })
      .where('code_id', '=', codeId)
      .where('used_at', 'is', null)
      .where('superseded_at', 'is', null)
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  }
}
