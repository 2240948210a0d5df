import { emit } from '@kfeed/platform/events';
import { i18n } from '@kfeed/platform/i18n/i18n';
import { visitorLanguage } from '@kfeed/platform/i18n/languageChoice';
import type { LanguageCode } from '@kfeed/contracts/languages';

/**
 * Load every namespace in use in another language, before anything switches to it: a
 * language whose texts fail to load must leave the interface as it is (not half English).
 */
export async function preloadLanguage(language: LanguageCode): Promise<void> {
  const inUse = Object.keys(i18n.store.data[i18n.language] ?? {});
  await i18n.loadLanguages(language);
  const missing = inUse.filter((ns) => !i18n.hasResourceBundle(language, ns));
  if (missing.length)
    throw new Error(`The ${language} texts could not be loaded (${missing.join(', ')})`);
}

/** Switch the interface now, without a reload, and tell every app. */
export async function applyLanguage(language: LanguageCode): Promise<void> {
  await preloadLanguage(language);
  await i18n.changeLanguage(language);
  emit('lang:changed', { isoCode: language });
}

/**
 * After a logout, or when the session fails: the temporary choice, else the
 * browser's language, else English (spec 1, section 4 "Session").
 */
export async function applyVisitorLanguage(): Promise<void> {
  const language = visitorLanguage();
  if (i18n.language === language) return;
  await applyLanguage(language);
}
