import { emit } from '@kfeed/platform/events';
import { i18n } from '@kfeed/platform/i18n/i18n';
import { visitorLanguage } from '@kfeed/platform/i18n/languageChoice';
import type { LanguageCode } from '@kfeed/kit/i18n/languages';

/** Switch the interface now, without a reload, and tell every app. */
export async function applyLanguage(language: LanguageCode): Promise<void> {
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
