import { stemmer as english } from '@orama/stemmers/english';
import { stemmer as indonesian } from '@orama/stemmers/indonesian';
import { stemmer as russian } from '@orama/stemmers/russian';

/**
 * Word stems for the search index (feed_search_stems, migration 0140) and for search terms,
 * so that "визы" finds "виза" and "renting" finds "rent". Snowball's Russian and Indonesian
 * algorithms and Porter's English one, from @orama/stemmers (pinned: a stemmer that changed
 * its output would leave the stored stems unlike the ones searched for).
 *
 * A stem is only compared with stems of the same stemmer, which the index stores beside it:
 * the algorithms share no rules, so an Indonesian stem that happens to spell an English one
 * means nothing. Malay is stemmed as Indonesian (the two share their affixes); Filipino and
 * Uzbek have no stemmer on npm, and CJK, Thai and the other languages have none here (the
 * bigram index serves CJK): their words are matched as typed only (docs/search.md).
 *
 * Migration 0140 filled the index with a copy of these rules: a change here (another
 * stemmer, another word pattern) needs a migration that rebuilds feed_search_stems.
 */
const STEMMERS = {
  en: { stem: english, script: /\p{Script=Latin}/u },
  ru: { stem: russian, script: /\p{Script=Cyrillic}/u },
  id: { stem: indonesian, script: /\p{Script=Latin}/u },
} as const;

export type StemmerName = keyof typeof STEMMERS;

const STEMMER_OF_LANGUAGE: Readonly<Record<string, StemmerName>> = {
  en: 'en',
  ru: 'ru',
  id: 'id',
  ms: 'id',
};

/** The stemmer for texts in a language (an interface language code), or null for none. */
export function stemmerOf(isoCode: string | null | undefined): StemmerName | null {
  return (isoCode && STEMMER_OF_LANGUAGE[isoCode]) || null;
}

/** Letters, combining marks and digits: a word ends at anything else (space, hyphen, '). */
const WORD = /[\p{L}\p{M}\p{N}]+/gu;
/** One letter says too little to stem; past this length a "word" is a link or a code. */
const MIN_WORD = 2;
const MAX_WORD = 40;

/**
 * The stems of the words of a text, already normalised as the index holds it (NFKC, lower
 * case), without repeats: only words written in the stemmer's script (a Korean word in an
 * English text is left to the bigram index), of MIN_WORD to MAX_WORD characters.
 */
export function stemsOf(stemmer: StemmerName, text: string): string[] {
  const { stem, script } = STEMMERS[stemmer];
  const stems = new Set<string>();
  for (const [word] of text.matchAll(WORD)) {
    const length = Array.from(word).length;
    if (length < MIN_WORD || length > MAX_WORD || !script.test(word)) continue;
    stems.add(stem(word));
  }
  return [...stems];
}

/** One row of feed_search_stems for a post: a stem, and whether its title holds it. */
export interface PostStem {
  stemmer: StemmerName;
  stem: string;
  inTitle: boolean;
}

/**
 * The stems of a post's texts (the original and each translation), each text by the
 * stemmer of its own language; texts in a language without one add nothing.
 */
export function postStems(
  texts: { language: string | null; title: string; body: string }[],
): PostStem[] {
  const stems = new Map<string, PostStem>();
  const add = (stemmer: StemmerName, text: string, inTitle: boolean) => {
    for (const stem of stemsOf(stemmer, text)) {
      const key = `${stemmer}:${stem}`;
      const known = stems.get(key);
      if (known) known.inTitle ||= inTitle;
      else stems.set(key, { stemmer, stem, inTitle });
    }
  };
  for (const { language, title, body } of texts) {
    const stemmer = stemmerOf(language);
    if (!stemmer) continue;
    add(stemmer, title, true);
    add(stemmer, body, false);
  }
  return [...stems.values()];
}
