import type { Resource } from 'i18next';
import type { LanguageCode } from '@kfeed/contracts/languages';
import { i18n, initI18n, loadNamespace, type Namespace } from '@kfeed/platform/i18n/i18n';

type NamespaceLoader = (language: LanguageCode) => Promise<{ default: Resource[string] }>;

/**
 * The real texts of an app's namespace (plus `common`) in a language, loaded the way
 * the remote loads them, so a component test reads what a person would.
 */
export async function loadTexts(
  ns: Namespace,
  loader: NamespaceLoader,
  language: LanguageCode = 'en',
): Promise<void> {
  await initI18n('en');
  await loadNamespace(ns, loader);
  await i18n.changeLanguage(language);
}
