import type { FastifyReply } from 'fastify';
import type { SessionPayload } from '@kfeed/contracts/auth';
import type { Db } from '../db/db.ts';
import type { AccessClaims, AccessTokens } from './accessToken.ts';
import { REFRESH_COOKIE, REFRESH_COOKIE_PATH } from './refreshSessions.ts';

/** The roles column holds a JSON list; anything unreadable counts as no roles. */
export function parseRoles(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((r): r is string => typeof r === 'string') : [];
  } catch {
    return [];
  }
}

/** What an access token carries for an active member, read fresh from the database. */
export async function activeMemberClaims(
  db: Db,
  userId: number,
): Promise<Omit<AccessClaims, 'sessionId'> | null> {
  const row = await db
    .selectFrom('users')
    .innerJoin('languages', 'languages.language_id', 'users.language_id')
    .select(['users.user_id', 'users.roles', 'users.status', 'languages.iso_code'])
    .where('users.user_id', '=', userId)
    .executeTakeFirst();
  if (!row || row.status !== 'ACTIVE') return null;
  return { userId: row.user_id, isoCode: row.iso_code, roles: parseRoles(row.roles) };
}

/** The session answer of login, signUp, refresh and updateUserInfo. */
export async function sessionPayload(
  tokens: AccessTokens,
  claims: Omit<AccessClaims, 'sessionId'>,
  sessionId: string,
): Promise<SessionPayload> {
  const accessToken = await tokens.issue({ ...claims, sessionId });
  return { accessToken, userId: claims.userId, isoCode: claims.isoCode };
}

/**
 * __Host-: Secure, Path=/ and no Domain, so no other host or path can plant or shadow it.
 * Browsers treat http://localhost as secure, so Secure holds on a local start too.
 */
const REFRESH_COOKIE_OPTIONS = {
  httpOnly: true,
  sameSite: 'strict',
  secure: true,
  path: REFRESH_COOKIE_PATH,
} as const;

export function setRefreshCookie(reply: FastifyReply, token: string, maxAgeSeconds: number) {
  reply.setCookie(REFRESH_COOKIE, token, { ...REFRESH_COOKIE_OPTIONS, maxAge: maxAgeSeconds });
}

export function clearRefreshCookie(reply: FastifyReply) {
  reply.clearCookie(REFRESH_COOKIE, REFRESH_COOKIE_OPTIONS);
}
