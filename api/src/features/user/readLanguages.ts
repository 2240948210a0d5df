import type { FastifyRequest } from 'fastify';
import { isLanguageCode, LANGUAGE_CODES, type LanguageCode } from '@kfeed/contracts/languages';
import { badRequest } from '../../http/envelope.ts';
import { acceptedLanguages } from '../../i18n/messages.ts';

/** At most this many read languages are stored: all of the interface languages. */
export const MAX_READ_LANGUAGES = LANGUAGE_CODES.length;

/** The stored JSON list as language codes; null when the member never chose (or it is unreadable). */
export function parseReadLanguages(stored: string | null | undefined): LanguageCode[] | null {
  if (stored == null) return null;
  try {
    const value: unknown = JSON.parse(stored);
    if (!Array.isArray(value)) return null;
    return value.filter(
      (code): code is LanguageCode => typeof code === 'string' && isLanguageCode(code),
    );
  } catch {
    return null;
  }
}

/**
 * The languages a reader reads besides the interface language: a member's stored choice,
 * else the languages the client lists in Accept-Language (the app sends the interface
 * language first, then the browser's languages; visitors always go by the header).
 */
export function readLanguagesOf(
  request: FastifyRequest,
  viewer: { readLanguages: readonly LanguageCode[] | null } | null,
): readonly LanguageCode[] {
  return viewer?.readLanguages ?? acceptedLanguages(request.headers['accept-language']);
}

/**
 * The rule of issue 15: text whose detected language is the interface language or one the
 * reader reads is shown as written (no translation, no toggle).
 */
export function shownAsWritten(
  detected: string | null,
  isoCode: string,
  readLanguages: readonly string[],
): boolean {
  if (!detected) return false;
  return detected === isoCode || readLanguages.includes(detected);
}

/** An interface language code as the interface spells it ('zh-tw' → 'zh-TW'); else a 400. */
export function knownLanguage(value: string): LanguageCode {
  const code = LANGUAGE_CODES.find((known) => known.toLowerCase() === value.trim().toLowerCase());
  if (!code) throw badRequest('LANGUAGE-001', `Unknown language: ${value.slice(0, 16)}`);
  return code;
}

/** A list of read languages as stored: known codes, each once, in the order given. */
export function validReadLanguages(values: readonly string[]): LanguageCode[] {
  if (values.length > MAX_READ_LANGUAGES) {
    throw badRequest('LANGUAGE-002', `At most ${MAX_READ_LANGUAGES} languages can be chosen.`);
  }
  return [...new Set(values.map(knownLanguage))];
}
