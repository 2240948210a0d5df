import type { SessionPayload } from '@kfeed/contracts/auth';
import { postAuthSync } from '@kfeed/platform/authChannel';
import { applyLanguage } from '@kfeed/platform/i18n/applyLanguage';
import { isLanguageCode } from '@kfeed/contracts/languages';
import { startSession } from '@kfeed/platform/sessionEnd';

/**
 * A sign-in or an auto-login sign-up succeeded: store the session, tell every app
 * and the other tabs, and show the member's language.
 */
export function completeSignIn(session: SessionPayload): void {
  startSession(session, 'login');
  postAuthSync({ type: 'LOGIN', userId: session.userId });
  if (isLanguageCode(session.isoCode)) void applyLanguage(session.isoCode);
}
