import { SUPPORTED_LANGUAGES } from '@kfeed/contracts/languages';

/**
 * A language's name in the reader's interface language ("Tagalog" → "Filipino" for an
 * English reader, "ภาษาพม่า" for a Thai one), from the browser's Intl data; the
 * language's own name when the browser has none, else the code.
 */
export function languageName(isoCode: string, displayLanguage: string): string {
  try {
    const name = new Intl.DisplayNames([displayLanguage], { type: 'language' }).of(isoCode);
    if (name && name !== isoCode) return name;
  } catch {
    // An unknown display language or code: fall through to the native name.
  }
  return SUPPORTED_LANGUAGES.find((l) => l.isoCode === isoCode)?.nativeName ?? isoCode;
}
