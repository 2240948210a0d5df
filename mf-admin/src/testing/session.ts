import { ROLE_ADMIN, ROLE_MODERATOR } from '@kfeed/contracts/auth';
import { setSession } from '@kfeed/platform/sessionStore';

/** An access token whose payload carries these roles (the signature is the server's). */
export function tokenWithRoles(roles: readonly string[]): string {
  const payload = btoa(JSON.stringify({ roles })).replace(/=+$/, '');
  return `header.${payload}.signature`;
}

/** Sign in as member `userId` holding `roles`, as a finished login does. */
export function signInWithRoles(roles: readonly string[], userId = 1): void {
  setSession({ accessToken: tokenWithRoles(roles), userId, isoCode: 'en' });
}

export const signInAsModerator = (userId = 1) => signInWithRoles([ROLE_MODERATOR], userId);
export const signInAsAdmin = (userId = 1) => signInWithRoles([ROLE_ADMIN], userId);
