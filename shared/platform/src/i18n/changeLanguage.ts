import { applyLanguage, preloadLanguage } from '@kfeed/platform/i18n/applyLanguage';
import { storeTempLanguage } from '@kfeed/platform/i18n/languageChoice';
import type { LanguageCode } from '@kfeed/contracts/languages';
import { sessionStore, setSession } from '@kfeed/platform/sessionStore';
import { getSupportedLanguageList } from '@kfeed/platform/calls/getSupportedLanguageList';
import { getLanguageList } from '@kfeed/platform/calls/getLanguageList';
import { updateUserInfo } from '@kfeed/platform/calls/updateUserInfo';

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
    await applyLanguage(language);
    storeTempLanguage(language);
    return;
  }
  // The page reloads in the new language: its texts must load before anything is saved.
  await preloadLanguage(language);
  const userLanguageId = await languageIdFor(language);
  const session = await updateUserInfo({ userLanguageId });
  setSession(session);
  reloadPage();
}

export { applyVisitorLanguage } from '@kfeed/platform/i18n/applyLanguage';
