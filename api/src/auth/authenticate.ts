import { API_ERROR_CODES, SESSION_REVOKED_STATUS } from '@kfeed/contracts/envelope';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../http/envelope.ts';
import type { AccessClaims, AccessTokens } from './accessToken.ts';
import type { Db } from '../db/db.ts';
import { ReadCache } from '../db/readCache.ts';
import { parseRoles } from './memberSession.ts';
import { storedSuspension, type StoredSuspension } from './suspension.ts';

/** The signed-in member's account as read while checking the token, for the same request. */
export interface MemberAccount {
  nationId: number | null;
  isOfficial: boolean;
  /** JSON text, as stored (users.read_languages). */
  readLanguages: string | null;
  /**
   * The member's roles as the database holds them now (users.roles), not as the token
   * carried them when it was issued: a role taken away counts at once.
   */
  roles: string[];
  /** The member's suspension as stored; whether it still holds depends on the time. */
  suspension: StoredSuspension;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in member, or null for a visitor. */
    member: AccessClaims | null;
    /** The member's account, read with the token's check (loadViewer needs no query of its own). */
    memberAccount: MemberAccount | null;
  }
  interface FastifyContextConfig {
    /**
     * The route works without an access token and must not fail on a stale one (refresh,
     * logout): an expired, invalid or ended token just leaves the request a visitor's.
     */
    ignoreStaleBearer?: boolean;
  }
}

export { SESSION_REVOKED_STATUS };

/** Sign-ins whose account rows are kept at once; more empties the lot (readCache.ts). */
const KEPT_SIGN_INS = 10_000;

/** What the token's check reads of the account and the sign-in, in one statement. */
function readSignIn(db: Db, userId: number, sessionId: string) {
  return db
    .selectFrom('users as u')
    .leftJoin('session_families as s', (join) => join.on('s.family_id', '=', sessionId))
    .select([
      'u.status',
      'u.nation_id',
      'u.is_official',
      'u.read_languages',
      'u.roles',
      'u.suspended_at',
      'u.suspended_until',
      's.user_id as session_user_id',
      's.revoked_at',
    ])
    .where('u.user_id', '=', userId)
    .executeTakeFirst();
}

/**
 * Reads the bearer token on every request. No token: a visitor. An expired token: 401
 * with `token-status: EXPIRED` and code TOKEN_EXPIRED, so the client renews. A token of
 * a withdrawn member, or of a sign-in that was logged out or revoked: 452 with AUTH-003.
 */
export const authenticate = fp(
  async (app: FastifyInstance, options: { tokens: AccessTokens; db: Db }) => {
    app.decorateRequest('member', null);
    app.decorateRequest('memberAccount', null);
    const signIns = new ReadCache<Awaited<ReturnType<typeof readSignIn>>>(
      options.db,
      KEPT_SIGN_INS,
    );
    const check = async (request: FastifyRequest, reply: FastifyReply, header: string) => {
      const result = await options.tokens.verify(header.slice(7).trim());
      const lenient = request.routeOptions.config.ignoreStaleBearer === true;
      if (!result.ok && lenient) return;
      if (!result.ok) {
        if (result.reason === 'expired') {
          reply.header('token-status', 'EXPIRED');
          throw new AppError(401, API_ERROR_CODES.tokenExpired, 'The access token has expired.');
        }
        throw new AppError(401, 'AUTH-001', 'The access token is not valid.');
      }
      // The account and the sign-in in one statement, kept per sign-in until the change log
      // names the member (their sign-ins, migration 0220) or changes accounts (any `users`
      // write): a sign-in logged out (or revoked on reuse) in any process ends its tokens at
      // that process's next request, as when it was read every time.
      const { userId, sessionId } = result.claims;
      const user = await signIns.getFor(userId, `${userId} ${sessionId}`, () =>
        readSignIn(options.db, userId, sessionId),
      );
      const sessionEnded =
        !user || user.session_user_id !== result.claims.userId || user.revoked_at !== null;
      if (!user || user.status !== 'ACTIVE' || sessionEnded) {
        if (lenient) return;
        throw new AppError(
          SESSION_REVOKED_STATUS,
          API_ERROR_CODES.sessionRevoked,
          'This session has ended. Please log in again.',
        );
      }
      request.member = result.claims;
      request.memberAccount = {
        nationId: user.nation_id,
        isOfficial: user.is_official === 'Y',
        readLanguages: user.read_languages,
        roles: parseRoles(user.roles),
        suspension: storedSuspension(user),
      };
    };
    // A visitor's request (no token) passes without a promise.
    app.addHook('onRequest', (request, reply, done) => {
      const header = request.headers.authorization;
      if (!header?.startsWith('Bearer ')) return done();
      check(request, reply, header).then(() => done(), done);
    });
  },
);

/** The signed-in member, or a 401 for a visitor. */
export function requireMember(request: FastifyRequest): AccessClaims {
  if (!request.member) throw new AppError(401, 'AUTH-002', 'Please log in first.');
  return request.member;
}
