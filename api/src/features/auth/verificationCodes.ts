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
  /**
   * Too many wrong codes lately: from this client (`client`), or for the address from every
   * browser that never signed in to it (`new_devices`); `tripped` on the failure that
   * reached the cap.
   */
  | {
      ok: false;
      reason: 'locked';
      scope: LockScope;
      retryAfterSeconds: number;
      tripped: boolean;
    };

export type LockScope = 'client' | 'new_devices';

/** Who enters a code: the client's address, and its device id for the e-mail address, if any. */
export interface CodeClient {
  ip: string;
  deviceId: string | null;
}

interface Cap {
  limit: Limit;
  subject: string;
  scope: LockScope;
}

export interface CodeLimits {
  perEmail: number;
  perIp: number;
  windowSeconds: number;
  /** How long a code is valid (300 s unless configured otherwise outside production). */
  ttlSeconds?: number;
  /** Wrong codes per e-mail address and client address, across codes, per hour and day. */
  failuresPerHour?: number;
  failuresPerDay?: number;
  /** Wrong codes per e-mail address per day from every client without its device cookie. */
  failuresPerAddressDay?: number;
  /** Wrong codes per day from one browser that signed in to the address before. */
  failuresPerDevice?: number;
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
   * Check `code` against the newest live code of `email`, from `client`. Each try first
   * reserves a place under its caps (atomic), and a right code gives them back, so only
   * failures count. A browser that signed in to the address before (a device cookie) is
   * counted alone; any other client is counted per address and client, and all of them
   * together per address, so a stranger's guessing pauses new devices, never the owner's.
   */
  async verify(
    purpose: CodePurpose,
    email: string,
    code: string,
    client: CodeClient,
  ): Promise<VerifyOutcome> {
    let held: number[] | null = null;
    let caps: Cap[] = [];
    if (client.deviceId) {
      // A known browser over its own cap is counted like any other client from then on.
      caps = [this.deviceCap(email, client.deviceId)];
      const reserved = await this.reserveAll(caps);
      if (reserved.ok) held = reserved.held;
    }
    if (!held) {
      caps = this.untrustedCaps(email, client.ip);
      const reserved = await this.reserveAll(caps);
      if (!reserved.ok) {
        return {
          ok: false,
          reason: 'locked',
          scope: reserved.cap.scope,
          retryAfterSeconds: reserved.retryAfterSeconds,
          tripped: false,
        };
      }
      held = reserved.held;
    }
    const outcome = await this.verifyCode(purpose, email, code);
    if (outcome.ok || outcome.reason === 'none' || outcome.reason === 'expired') {
      for (const hitId of held) await this.rateLimits.release(hitId);
      return outcome;
    }
    for (const cap of caps) {
      if ((await this.rateLimits.count(cap.limit, cap.subject)) >= cap.limit.max) {
        return {
          ok: false,
          reason: 'locked',
          scope: cap.scope,
          retryAfterSeconds: cap.limit.windowSeconds,
          tripped: true,
        };
      }
    }
    return outcome;
  }

  private deviceCap(email: string, deviceId: string): Cap {
    return {
      limit: {
        bucket: 'code-failure-device',
        max: this.limits.failuresPerDevice ?? 5,
        windowSeconds: 86400,
      },
      subject: `${email}\n${deviceId}`,
      scope: 'client',
    };
  }

  private untrustedCaps(email: string, ip: string): Cap[] {
    const fromClient = `${email}\n${ip}`;
    return [
      {
        limit: {
          bucket: 'code-failure-client-hour',
          max: this.limits.failuresPerHour ?? 10,
          windowSeconds: 3600,
        },
        subject: fromClient,
        scope: 'client',
      },
      {
        limit: {
          bucket: 'code-failure-client-day',
          max: this.limits.failuresPerDay ?? 20,
          windowSeconds: 86400,
        },
        subject: fromClient,
        scope: 'client',
      },
      {
        limit: {
          bucket: 'code-failure-address-day',
          max: this.limits.failuresPerAddressDay ?? 75,
          windowSeconds: 86400,
        },
        subject: email,
        scope: 'new_devices',
      },
    ];
  }

  /** Reserve a place under every cap, or none: the held places, or the cap that refused. */
  private async reserveAll(
    caps: Cap[],
  ): Promise<{ ok: true; held: number[] } | { ok: false; cap: Cap; retryAfterSeconds: number }> {
    const held: number[] = [];
    for (const cap of caps) {
      const reserved = await this.rateLimits.reserve(cap.limit, cap.subject);
      if (!reserved.ok) {
        for (const hitId of held) await this.rateLimits.release(hitId);
        return { ok: false, cap, retryAfterSeconds: reserved.retryAfterSeconds };
      }
      held.push(reserved.hitId);
    }
    return { ok: true, held };
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
