import { useTexts } from '@kfeed/kit/testing/i18n';

/** The real texts in English, as a person using the app would read them. */
export function useEnglishTexts(): Promise<void> {
  return useTexts('auth', (language) => import(`../locales/${language}.json`));
}
