import { clearSession, setSession } from '@kfeed/platform/sessionStore';

/** Sign in as member `userId`, as a finished login does: token, id and language stored. */
export function signInAsMember(userId: number, isoCode = 'en'): void {
  // The token's payload is `{}`: a member with no roles.
  setSession({ accessToken: 'header.e30.signature', userId, isoCode });
}

/** Back to a visitor: no session stored. */
export function signOut(): void {
  clearSession();
}
