import type { LanguageCode } from '@kfeed/contracts/languages';
import { loadTexts } from '@kfeed/kit/testing/i18n';

/** The 'admin' texts in a language, loaded the way the remote loads them. */
export function loadAdminTexts(language: LanguageCode = 'en'): Promise<void> {
  return loadTexts('admin', (lng) => import(`../locales/${lng}.json`), language);
}
