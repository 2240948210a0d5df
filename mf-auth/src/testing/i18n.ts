import { i18n, initI18n, loadNamespace } from '@kfeed/platform/i18n/i18n';

/** The real texts in English, as a person using the app would read them. */
export async function useEnglishTexts(): Promise<void> {
  await initI18n('en');
  await loadNamespace('auth', (language) => import(`../locales/${language}.json`));
  await i18n.changeLanguage('en');
}
