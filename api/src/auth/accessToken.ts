import { webcrypto } from 'node:crypto';
import { SignJWT, jwtVerify, errors } from 'jose';
import type { Clock } from '../clock.ts';

export interface AccessClaims {
  userId: number;
  isoCode: string;
  roles: string[];
  /** The sign-in (refresh family) the token belongs to; logging out of it ends the token too. */
  sessionId: string;
}

export type VerifyResult =
  { ok: true; claims: AccessClaims } | { ok: false; reason: 'expired' | 'invalid' };

export const TOKEN_ISSUER = 'kfeed';
export const TOKEN_AUDIENCE = 'kfeed-api';

/** Verified tokens remembered at once; more empties the lot. */
const KEPT_TOKENS = 10_000;

/**
 * Short-lived signed JWTs (HS256) carrying user id, iso code and roles. A token without
 * exp, iat, sid or this API's audience is refused, however it was signed.
 */
export class AccessTokens {
  /**
   * The secret as an HMAC key, imported once: given the bytes, jose imports them again on
   * every call (about a tenth of a member's feed list in a CPU profile).
   */
  private readonly key: Promise<webcrypto.CryptoKey>;

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
    private readonly clock: Clock,
  ) {
    this.key = webcrypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
  }

  async issue(claims: AccessClaims): Promise<string> {
    const now = Math.floor(this.clock.now().getTime() / 1000);
    const payload = { isoCode: claims.isoCode, roles: claims.roles, sid: claims.sessionId };
    return new SignJWT(payload)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(claims.userId))
      .setIssuedAt(now)
      .setExpirationTime(now + this.ttlSeconds)
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .sign(await this.key);
  }

  /**
   * Tokens verified lately, with their claims and expiry: the same token verifies the same
   * way until it expires (the key never changes in a process), and checking its signature
   * was the largest share of a member's kept answer in a CPU profile.
   */
  readonly #verified = new Map<string, { claims: AccessClaims; expiresAt: number }>();

  async verify(token: string): Promise<VerifyResult> {
    const known = this.#verified.get(token);
    if (known) {
      if (this.clock.now().getTime() < known.expiresAt) return { ok: true, claims: known.claims };
      this.#verified.delete(token);
    }
    const result = await this.#verify(token);
    if (result.ok) {
      if (this.#verified.size >= KEPT_TOKENS) this.#verified.clear();
      this.#verified.set(token, result);
    }
    return result.ok ? { ok: true, claims: result.claims } : result;
  }

  async #verify(
    token: string,
  ): Promise<
    | { ok: true; claims: AccessClaims; expiresAt: number }
    | { ok: false; reason: 'expired' | 'invalid' }
  > {
    try {
      const { payload } = await jwtVerify(token, await this.key, {
        issuer: TOKEN_ISSUER,
        audience: TOKEN_AUDIENCE,
        requiredClaims: ['exp', 'iat', 'sid', 'sub'],
        algorithms: ['HS256'],
        currentDate: this.clock.now(),
      });
      const userId = Number(payload.sub);
      if (!Number.isInteger(userId) || userId <= 0) return { ok: false, reason: 'invalid' };
      if (typeof payload.sid !== 'string' || payload.sid === '') {
        return { ok: false, reason: 'invalid' };
      }
      return {
        ok: true,
        // jose refused the token without `exp`, and at or after it.
        expiresAt: (payload.exp ?? 0) * 1000,
        claims: {
          userId,
          isoCode: typeof payload.isoCode === 'string' ? payload.isoCode : 'en',
          roles: Array.isArray(payload.roles)
            ? payload.roles.filter((r): r is string => typeof r === 'string')
            : [],
          sessionId: payload.sid,
        },
      };
    } catch (error) {
      return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
    }
  }
}
