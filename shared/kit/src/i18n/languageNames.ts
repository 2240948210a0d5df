import { SUPPORTED_LANGUAGES, isLanguageCode } from '@kfeed/contracts/languages';
import { LANGUAGE_NAMES } from '@kfeed/kit/i18n/languageNameTable';

/**
 * A language's name in the reader's interface language ("Burmese" for an English reader,
 * in Burmese script for a Burmese one). Our own table (CLDR, languageNameTable.ts) names
 * the 16 interface languages in each other, because browsers' Intl data lacks several of
 * them (Chromium names languages in English for my, km, ne, mn and fil, and by code in uz);
 * any other language comes from Intl, else its own name, else the code.
 */
export function languageName(isoCode: string, displayLanguage: string): string {
  if (isLanguageCode(displayLanguage) && isLanguageCode(isoCode)) {
    return LANGUAGE_NAMES[displayLanguage][isoCode];
  }
  try {
    const name = new Intl.DisplayNames([displayLanguage], { type: 'language' }).of(isoCode);
    if (name && name !== isoCode) return name;
  } catch {
    // An unknown display language or code: fall through to the native name.
  }
  return SUPPORTED_LANGUAGES.find((l) => l.isoCode === isoCode)?.nativeName ?? isoCode;
}
