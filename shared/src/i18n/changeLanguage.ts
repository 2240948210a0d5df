import { emit } from '@kfeed/shared/events';
import { i18n } from '@kfeed/shared/i18n/i18n';
import { storeTempLanguage, visitorLanguage } from '@kfeed/shared/i18n/languageChoice';
import type { LanguageCode } from '@kfeed/shared/i18n/languages';
import { sessionStore, setSession } from '@kfeed/shared/sessionStore';
import { getSupportedLanguageList } from '@kfeed/shared/calls/getSupportedLanguageList';
import { getLanguageList } from '@kfeed/shared/calls/getLanguageList';
import { updateUserInfo } from '@kfeed/shared/calls/updateUserInfo';

/** Switch the interface now, without a reload, and tell every app. */
async function applyLanguage(language: LanguageCode): Promise<void> {
  await i18n.changeLanguage(language);
  emit('lang:changed', { isoCode: language });
}

/** The server's id for an interface language (supported list first, then the full list). */
export async function languageIdFor(language: LanguageCode): Promise<number> {
  const wanted = language.toLowerCase();
  for (const load of [getSupportedLanguageList, getLanguageList]) {
    const found = (await load()).find((l) => l.isoCode.toLowerCase() === wanted);
    if (found) return found.languageId;
  }
  throw new Error(`The server knows no language ${language}`);
}

/** How a member's change takes effect: the page reloads in the new language. */
let reloadPage: () => void = () => window.location.reload();

/** Tests replace the reload (jsdom cannot reload). */
export function setReloadPageForTests(reload: () => void): void {
  reloadPage = reload;
}

/**
 * Change the interface language (spec 1, section 4 "Session"). A visitor's choice
 * lasts for the browser session (sessionStorage) and applies at once; a member's
 * is saved on the server with updateUserInfo, the answer becomes the session,
 * and the page reloads. A failed save leaves the language as it was and rejects.
 */
export async function changeLanguage(language: LanguageCode): Promise<void> {
  if (!sessionStore.getState().isLoggedIn) {
    storeTempLanguage(language);
    await applyLanguage(language);
    return;
  }
  const userLanguageId = await languageIdFor(language);
  const session = await updateUserInfo({ userLanguageId });
  setSession(session);
  reloadPage();
}

/**
 * After a logout, or when the session fails: the temporary choice, else the
 * browser's language, else English.
 */
export async function applyVisitorLanguage(): Promise<void> {
  const language = visitorLanguage();
  if (i18n.language === language) return;
  await applyLanguage(language);
}
