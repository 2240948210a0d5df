import type { FastifyRequest } from 'fastify';
import {
  FALLBACK_LANGUAGE,
  isLanguageCode,
  mapLanguageTag,
  type LanguageCode,
} from '@kfeed/contracts/languages';

/** A text, or its plural forms chosen by Intl.PluralRules for `{{count}}` (`other` always present). */
export type Message = string | ({ other: string } & Partial<Record<Intl.LDMLPluralRule, string>>);

/** A catalogue has every key in every interface language; the compiler checks both. */
export type Catalogue<Key extends string> = Record<LanguageCode, Record<Key, Message>>;

export function formatMessage(message: Message, language: LanguageCode, count?: number): string {
  let template: string;
  if (typeof message === 'string') template = message;
  else {
    const form = new Intl.PluralRules(language).select(count ?? 0);
    template = message[form] ?? message.other;
  }
  if (count === undefined) return template;
  return template.replaceAll('{{count}}', new Intl.NumberFormat(language).format(count));
}

/** The languages of an Accept-Language header, most preferred first, mapped to ours. */
export function acceptedLanguages(header: string | undefined): LanguageCode[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag, weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => mapLanguageTag(entry.tag))
    .filter((code): code is LanguageCode => code !== null);
}

/**
 * The language to answer a person in: the interface language the client sends in
 * Accept-Language, else the signed-in member's, else English.
 */
export function requestLanguage(request: FastifyRequest): LanguageCode {
  const accepted = acceptedLanguages(request.headers['accept-language'])[0];
  if (accepted) return accepted;
  const memberLanguage = request.member?.isoCode;
  return isLanguageCode(memberLanguage) ? memberLanguage : FALLBACK_LANGUAGE;
}

/** An iso code we hold (e.g. from the users table) as an interface language, else English. */
export function asLanguage(isoCode: string | null | undefined): LanguageCode {
  return isLanguageCode(isoCode) ? isoCode : FALLBACK_LANGUAGE;
}
