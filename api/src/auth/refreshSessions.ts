import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Clock } from '../clock.ts';
import { toUtcString } from '../clock.ts';
import type { Db } from '../db/db.ts';
import type { SessionFamiliesTable } from '../db/schema.ts';

/** The refresh cookie: __Host- prefixed, httpOnly, Secure, SameSite=Strict. */
export const REFRESH_COOKIE = '__Host-kfeed_refresh';
export const REFRESH_COOKIE_PATH = '/';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

export type RotateResult =
  | {
      ok: true;
      userId: number;
      familyId: string;
      familyCreatedAt: string;
      /** The new refresh token; null when a parallel tab already rotated it (keep the cookie). */
      token: string | null;
    }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' };

type RevokeReason = NonNullable<SessionFamiliesTable['revoked_reason']>;

/**
 * Refresh sessions. Each sign-in starts a family; every refresh rotates its token. The
 * tokens are opaque and kept only as SHA-256 hashes. A rotated token presented again after
 * a short grace (two tabs refreshing at once) means it was copied: the family is revoked.
 */
export class RefreshSessions {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly ttlSeconds: number,
    private readonly reuseGraceSeconds: number,
    /** A family ends this long after its sign-in, however often it is refreshed. */
    private readonly absoluteLifetimeSeconds: number = 90 * 24 * 3600,
  ) {}

  get maxAgeSeconds(): number {
    return this.ttlSeconds;
  }

  /** Sliding expiry, never beyond the family's absolute end. */
  private expiry(from: Date, familyStart: Date = from): string {
    const sliding = from.getTime() + this.ttlSeconds * 1000;
    const absolute = familyStart.getTime() + this.absoluteLifetimeSeconds * 1000;
    return toUtcString(new Date(Math.min(sliding, absolute)));
  }

  /** Seconds the cookie should live: the token's lifetime, capped by the family's end. */
  cookieMaxAge(familyCreatedAt: string | null): number {
    if (!familyCreatedAt) return this.ttlSeconds;
    const left = new Date(familyCreatedAt).getTime() + this.absoluteLifetimeSeconds * 1000;
    const seconds = Math.floor((left - this.clock.now().getTime()) / 1000);
    return Math.max(0, Math.min(this.ttlSeconds, seconds));
  }

  async start(
    userId: number,
    userAgent: string | null,
  ): Promise<{ familyId: string; token: string }> {
    const now = this.clock.now();
    const familyId = randomUUID();
    const token = newToken();
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('session_families')
        .values({
          family_id: familyId,
          user_id: userId,
          created_at: toUtcString(now),
          last_used_at: toUtcString(now),
          revoked_at: null,
          revoked_reason: null,
          user_agent: userAgent?.slice(0, 300) ?? null,
        })
        .execute();
      await trx
        .insertInto('refresh_tokens')
        .values({
          token_hash: hashToken(token),
          family_id: familyId,
          created_at: toUtcString(now),
          expires_at: this.expiry(now),
          rotated_at: null,
        })
        .execute();
    });
    return { familyId, token };
  }

  async rotate(token: string): Promise<RotateResult> {
    const now = this.clock.now();
    const hash = hashToken(token);
    return this.db.transaction().execute(async (trx): Promise<RotateResult> => {
      const row = await trx
        .selectFrom('refresh_tokens as t')
        .innerJoin('session_families as f', 'f.family_id', 't.family_id')
        .select([
          't.family_id',
          't.expires_at',
          't.rotated_at',
          'f.user_id',
          'f.revoked_at',
          'f.created_at as family_created_at',
        ])
        .where('t.token_hash', '=', hash)
        .executeTakeFirst();
      if (!row) return { ok: false, reason: 'unknown' };
      if (row.revoked_at !== null) return { ok: false, reason: 'revoked' };
      const familyStart = new Date(row.family_created_at);
      if (familyStart.getTime() + this.absoluteLifetimeSeconds * 1000 <= now.getTime()) {
        await this.revokeFamily(trx, row.family_id, 'EXPIRED', now);
        return { ok: false, reason: 'expired' };
      }
      const touch = () =>
        trx
          .updateTable('session_families')
          .set({ last_used_at: toUtcString(now) })
          .where('family_id', '=', row.family_id)
          .execute();
      if (row.rotated_at !== null) {
        const sinceRotation = now.getTime() - new Date(row.rotated_at).getTime();
        if (sinceRotation <= this.reuseGraceSeconds * 1000) {
          await touch();
          return {
            ok: true,
            userId: row.user_id,
            familyId: row.family_id,
            familyCreatedAt: row.family_created_at,
            token: null,
          };
        }
        await this.revokeFamily(trx, row.family_id, 'REUSE', now);
        return { ok: false, reason: 'reused' };
      }
      if (new Date(row.expires_at).getTime() <= now.getTime()) {
        return { ok: false, reason: 'expired' };
      }
      // Only the first of two parallel rotations (two tabs, or two API processes) wins: the
      // other's UPDATE waits for its commit (PostgreSQL) and then finds the token rotated,
      // the same case as a retry within the grace period.
      const rotated = await trx
        .updateTable('refresh_tokens')
        .set({ rotated_at: toUtcString(now) })
        .where('token_hash', '=', hash)
        .where('rotated_at', 'is', null)
        .executeTakeFirst();
      if (rotated.numUpdatedRows === 0n) {
        await touch();
        return {
          ok: true,
          userId: row.user_id,
          familyId: row.family_id,
          familyCreatedAt: row.family_created_at,
          token: null,
        };
      }
      const next = newToken();
      await trx
        .insertInto('refresh_tokens')
        .values({
          token_hash: hashToken(next),
          family_id: row.family_id,
          created_at: toUtcString(now),
          expires_at: this.expiry(now, familyStart),
          rotated_at: null,
        })
        .execute();
      await touch();
      return {
        ok: true,
        userId: row.user_id,
        familyId: row.family_id,
        familyCreatedAt: row.family_created_at,
        token: next,
      };
    });
  }

  /** The family a refresh token belongs to, if any. */
  async familyOf(token: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('refresh_tokens')
      .select('family_id')
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirst();
    return row?.family_id ?? null;
  }

  async end(familyId: string, reason: RevokeReason): Promise<void> {
    await this.revokeFamily(this.db, familyId, reason, this.clock.now());
  }

  /** Every sign-in of a member ends (withdrawal). */
  async endAllForUser(db: Db, userId: number, reason: RevokeReason): Promise<void> {
    await db
      .updateTable('session_families')
      .set({ revoked_at: toUtcString(this.clock.now()), revoked_reason: reason })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .execute();
  }

  private async revokeFamily(db: Db, familyId: string, reason: RevokeReason, now: Date) {
    await db
      .updateTable('session_families')
      .set({ revoked_at: toUtcString(now), revoked_reason: reason })
      .where('family_id', '=', familyId)
      .where('revoked_at', 'is', null)
      .execute();
  }
}
