import type { LanguageCode } from '@kfeed/contracts/languages';
import { loadTexts } from '@kfeed/kit/testing/i18n';

/** The 'post' texts in a language, loaded the way the remote loads them. */
export function loadPostTexts(language: LanguageCode = 'en'): Promise<void> {
  return loadTexts('post', (lng) => import(`../locales/${lng}.json`), language);
}
