import { emit } from '@kfeed/platform/events';
import { applyVisitorLanguage } from '@kfeed/platform/i18n/applyLanguage';
import { clearSession, sessionStore, setSession } from '@kfeed/platform/sessionStore';
import type { SessionPayload } from '@kfeed/contracts/auth';

export type SessionEndReason = 'logout' | 'expired' | 'other-tab';

/**
 * Forget the session in this tab: token, user id and iso code cleared and every app
 * told at once; the language goes back to the visitor's (spec 1, section 4 "Session").
 * Resolves, once the visitor's language is shown, to whether there was a session to
 * end, so a message about it can be said in that language.
 */
export async function endSession(reason: SessionEndReason): Promise<boolean> {
  const wasLoggedIn = sessionStore.getState().isLoggedIn;
  clearSession();
  if (wasLoggedIn) emit('auth:changed', { loggedIn: false, userId: null, reason });
  try {
    await applyVisitorLanguage();
  } catch (error) {
    console.warn('[session] the visitor language could not be loaded', error);
  }
  return wasLoggedIn;
}

/** Store a new session (sign-in, renewal) and tell every app. */
export function startSession(session: SessionPayload, reason: 'login' | 'renewed'): void {
  setSession(session);
  emit('auth:changed', { loggedIn: true, userId: session.userId, reason });
}

/** Ask the shell to go to the root path (shared code has no router of its own). */
export function goHome(): void {
  emit('app:navigate', { to: '/', replace: true });
}
