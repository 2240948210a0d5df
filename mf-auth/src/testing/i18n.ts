import { loadTexts } from '@kfeed/kit/testing/i18n';

/** The real texts in English, as a person using the app would read them. */
export function loadEnglishTexts(): Promise<void> {
  return loadTexts('auth', (language) => import(`../locales/${language}.json`));
}
