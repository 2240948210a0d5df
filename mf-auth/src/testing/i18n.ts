import { loadKitTexts } from '@kfeed/kit/i18n/kitTexts';
import { loadTexts } from '@kfeed/kit/testing/i18n';

/** The real texts in English (the app's and the kit's), as a person using the app would read them. */
export async function loadEnglishTexts(): Promise<void> {
  await loadTexts('auth', (language) => import(`../locales/${language}.json`));
  await loadKitTexts();
}
