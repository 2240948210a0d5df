import { LANGUAGE_CODES, type LanguageCode } from '@kfeed/contracts/languages';
import type { TranslationRoutes } from './textTranslationStatus.ts';

const DOCS = 'docs/api.md, section "Translation providers"';

/**
 * What the operator is told once when the API starts: which interface languages have a
 * provider (languages with the same providers on one line, in the order they are tried),
 * which have none, and where to read how to add one. With no provider at all it says
 * that nothing is translated and how to turn translation on.
 */
export function translationStartupReport(routes: TranslationRoutes): string {
  const providersOf = (code: LanguageCode) => routes[code] ?? [];
  const covered = LANGUAGE_CODES.filter((code) => providersOf(code).length > 0);
  if (covered.length === 0) {
    return [
      'Translation: no provider is configured, so no post or comment is translated (readers see them as written).',
      `  To turn it on, set a provider's key (e.g. DEEPL_API_KEY) or TRANSLATOR=libretranslate with LIBRETRANSLATE_URL: see ${DOCS}.`,
    ].join('\n');
  }
  const byProviders = new Map<string, LanguageCode[]>();
  for (const code of covered) {
    const key = providersOf(code).join(', ');
    byProviders.set(key, [...(byProviders.get(key) ?? []), code]);
  }
  const uncovered = LANGUAGE_CODES.filter((code) => providersOf(code).length === 0);
  return [
    `Translation: ${covered.length} of ${LANGUAGE_CODES.length} interface languages have a provider (tried in the order shown):`,
    ...[...byProviders].map(([providers, codes]) => `  ${codes.join(' ')}: ${providers}`),
    ...(uncovered.length > 0
      ? [
          `  No provider: ${uncovered.join(' ')} (readers in these languages get no machine translation).`,
          `  To add one, set its key and TRANSLATION_ROUTES: see ${DOCS}.`,
        ]
      : [`  To change them, see ${DOCS}.`]),
  ].join('\n');
}
