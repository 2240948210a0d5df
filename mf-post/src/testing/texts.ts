import type { LanguageCode } from '@kfeed/contracts/languages';
import { loadKitTexts } from '@kfeed/kit/i18n/kitTexts';
import { loadTexts } from '@kfeed/kit/testing/i18n';

/** The 'post' texts (and the kit's) in a language, loaded the way the remote loads them. */
export async function loadPostTexts(language: LanguageCode = 'en'): Promise<void> {
  await loadTexts('post', (lng) => import(`../locales/${lng}.json`), language);
  await loadKitTexts();
}
