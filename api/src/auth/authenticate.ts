import { API_ERROR_CODES, SESSION_REVOKED_STATUS } from '@kfeed/kit/contracts/envelope';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../http/envelope.ts';
import type { AccessClaims, AccessTokens } from './accessToken.ts';
import type { Db } from '../db/database.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in member, or null for a visitor. */
    member: AccessClaims | null;
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

/**
 * Reads the bearer token on every request. No token: a visitor. An expired token: 401
 * with `token-status: EXPIRED` and code TOKEN_EXPIRED, so the client renews. A token of
 * a withdrawn member, or of a sign-in that was logged out or revoked: 452 with AUTH-003.
 */
export const authenticate = fp(
  async (app: FastifyInstance, options: { tokens: AccessTokens; db: Db }) => {
    app.decorateRequest('member', null);
    app.addHook('onRequest', async (request, reply) => {
      const header = request.headers.authorization;
      if (!header?.startsWith('Bearer ')) return;
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
      const user = await options.db
        .selectFrom('users')
        .select('status')
        .where('user_id', '=', result.claims.userId)
        .executeTakeFirst();
      // A token of a sign-in that was logged out (or revoked on reuse) ends with it.
      const sessionId = result.claims.sessionId;
      const session = await options.db
        .selectFrom('session_families')
        .select(['user_id', 'revoked_at'])
        .where('family_id', '=', sessionId)
        .executeTakeFirst();
      const sessionEnded =
        !session || session.revoked_at !== null || session.user_id !== result.claims.userId;
      if (!user || user.status !== 'ACTIVE' || sessionEnded) {
        if (lenient) return;
        throw new AppError(
          SESSION_REVOKED_STATUS,
          API_ERROR_CODES.sessionRevoked,
          'This session has ended. Please log in again.',
        );
      }
      request.member = result.claims;
    });
  },
);

/** The signed-in member, or a 401 for a visitor. */
export function requireMember(request: FastifyRequest): AccessClaims {
  if (!request.member) throw new AppError(401, 'AUTH-002', 'Please log in first.');
  return request.member;
}
