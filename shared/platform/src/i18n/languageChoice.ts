import { browserLanguage, isLanguageCode, type LanguageCode } from '@kfeed/kit/i18n/languages';
import type { SessionState } from '@kfeed/platform/sessionStore';

/** A visitor's language choice lasts for the browser session only (spec 1, section 4). */
export const TEMP_LANGUAGE_KEY = 'tempLanguage';

export function readTempLanguage(): LanguageCode | null {
  if (typeof sessionStorage === 'undefined') return null;
  const stored = sessionStorage.getItem(TEMP_LANGUAGE_KEY);
  return isLanguageCode(stored) ? stored : null;
}

export function storeTempLanguage(language: LanguageCode): void {
  sessionStorage.setItem(TEMP_LANGUAGE_KEY, language);
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
