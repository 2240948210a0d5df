import { browserLanguage, isLanguageCode, type LanguageCode } from '@kfeed/contracts/languages';
import type { SessionState } from '@kfeed/platform/sessionStore';

/** A visitor's language choice lasts for the browser session only (spec 1, section 4). */
export const TEMP_LANGUAGE_KEY = 'tempLanguage';

/**
 * The same choice as a session cookie, so the shell's server draws a visitor's first screen
 * and embeds its data in the chosen language (shell/server/shellHtml.ts reads it).
 */
export const TEMP_LANGUAGE_COOKIE = 'kfeed_lang';

function cookieLanguage(): string | null {
  if (typeof document === 'undefined') return null;
  const match = new RegExp(`(?:^|;\\s*)${TEMP_LANGUAGE_COOKIE}=([^;]*)`).exec(document.cookie);
  return match ? decodeURIComponent(match[1] ?? '') : null;
}

export function readTempLanguage(): LanguageCode | null {
  if (typeof sessionStorage === 'undefined') return null;
  const stored = sessionStorage.getItem(TEMP_LANGUAGE_KEY) ?? cookieLanguage();
  return isLanguageCode(stored) ? stored : null;
}

export function storeTempLanguage(language: LanguageCode): void {
  sessionStorage.setItem(TEMP_LANGUAGE_KEY, language);
  // No expiry: it ends with the browser session, as the choice does.
  document.cookie = `${TEMP_LANGUAGE_COOKIE}=${encodeURIComponent(language)}; Path=/; SameSite=Lax`;
}

/** The language when nobody is signed in: the temporary choice, else the browser's, else English. */
export function visitorLanguage(): LanguageCode {
  return readTempLanguage() ?? browserLanguage();
}

/** The language to show: a member's own, else the visitor rule. */
export function languageFor(session: Pick<SessionState, 'isLoggedIn' | 'isoCode'>): LanguageCode {
  if (session.isLoggedIn && isLanguageCode(session.isoCode)) return session.isoCode;
  return visitorLanguage();
}
