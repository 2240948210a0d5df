import type { eld as EldDetector } from 'eld/medium';
import type { franc as francDetect } from 'franc';
import { isLanguageCode, LANGUAGE_CODES, type LanguageCode } from '@kfeed/contracts/languages';
import type { Db } from '../../db/db.ts';
import { parseReadLanguages } from '../user/readLanguages.ts';
import {
  indonesianOverMalay,
  mongolianOverRussian,
  nepaliOverHindi,
  uzbekScore,
} from './languageMarkers.ts';

/**
 * Offline language detection for posts and comments.
 *
 * The text's dominant script (the one most of its letters are in) decides first where it
 * can: Hangul is Korean, kana Japanese, and Burmese, Khmer and Thai are the only interface
 * languages written in theirs; a Latin word such as "TOPIK", or a Korean name in an English
 * reply, does not change that. Letters of the other scripts are left out of what follows.
 * Below the length at which detection in its script is reliable (RELIABLE_LETTERS,
 * measured in detectionAccuracy.ts), a text takes its author's language when the caller
 * knows the author, or none: "burst 9" is not Romanian. Longer texts go to the detectors.
 * ELD is accurate on short text (a few words) for the big languages, but lacks Burmese,
 * Khmer, Mongolian, Nepali, Uzbek and Indonesian, and takes most Indonesian for Malay;
 * franc covers those by trigrams but is unreliable on short text. So marker words
 * (languageMarkers.ts) settle Indonesian versus Malay, Nepali versus Hindi, Mongolian
 * versus Russian and Uzbek; then ELD; then franc for what ELD cannot answer. Accuracy:
 * `npm run bench:detect` (docs/api.md).
 * The answer is an interface language code ('ko', 'zh-TW', 'fil', ...) when the text is in
 * one of them, else the detector's ISO 639-1 code ('de', 'hi'), else null.
 *
 * The n-gram tables take about a second to load, so they load on first use (or when
 * warmUpLanguageDetector is called at start) rather than with every import of this module.
 */

/** franc's ISO 639-3 codes of the interface languages. */
const FRANC_TO_INTERFACE: Record<string, LanguageCode> = {
  kor: 'ko',
  eng: 'en',
  jpn: 'ja',
  cmn: 'zh-CN',
  vie: 'vi',
  tha: 'th',
  ind: 'id',
  zlm: 'ms',
  tgl: 'fil',
  mya: 'my',
  khm: 'km',
  npi: 'ne',
  khk: 'mn',
  uzn: 'uz',
  rus: 'ru',
};

/** ELD codes whose interface spelling differs. */
const ELD_TO_INTERFACE: Record<string, LanguageCode> = { tl: 'fil' };

/** The scripts the interface languages are written in; Han includes kana. */
export type Script =
  'Latin' | 'Cyrillic' | 'Devanagari' | 'Han' | 'Hangul' | 'Thai' | 'Myanmar' | 'Khmer';

const SCRIPTS: [Script, RegExp][] = [
  ['Latin', /\p{Script=Latin}/u],
  ['Cyrillic', /\p{Script=Cyrillic}/u],
  ['Devanagari', /\p{Script=Devanagari}/u],
  // Japanese writes kanji and kana together: one script here, the kana telling it apart.
  ['Han', /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u],
  ['Hangul', /\p{Script=Hangul}/u],
  ['Thai', /\p{Script=Thai}/u],
  ['Myanmar', /\p{Script=Myanmar}/u],
  ['Khmer', /\p{Script=Khmer}/u],
];
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
// Marks count with letters: Burmese, Khmer and Devanagari write many vowels as marks.
const LETTER = /[\p{L}\p{M}]/u;

/** Scripts whose texts the detectors read: more than one interface language uses each. */
export type DetectedScript = 'Latin' | 'Cyrillic' | 'Devanagari' | 'Han';

/** Scripts that decide the language by themselves among the interface languages. */
const SCRIPT_DECIDES: Partial<Record<Script, LanguageCode>> = {
  Hangul: 'ko',
  Thai: 'th',
  Myanmar: 'my',
  Khmer: 'km',
};

/**
 * From this many letters of its script on, a text's detected language is reliable; below
 * it, it is a guess. Measured by `reliableLength` (detectionAccuracy.ts) on prefixes of the
 * labelled samples; `npm run bench:detect` shows the accuracy by length. Scripts no
 * interface language is written in (Arabic, Greek, ...) are unmeasured: the longest.
 */
export const RELIABLE_LETTERS: Record<DetectedScript, number> = {
  Latin: 46,
  Cyrillic: 14,
  Devanagari: 9,
  Han: 5,
};
const UNMEASURED_RELIABLE_LETTERS = Math.max(...Object.values(RELIABLE_LETTERS));

/** The script each interface language is written in, to see whether a text can be in it. */
const WRITTEN_IN: Record<LanguageCode, Script> = {
  ko: 'Hangul',
  en: 'Latin',
  ja: 'Han',
  'zh-CN': 'Han',
  'zh-TW': 'Han',
  vi: 'Latin',
  th: 'Thai',
  id: 'Latin',
  ms: 'Latin',
  fil: 'Latin',
  my: 'Myanmar',
  km: 'Khmer',
  ne: 'Devanagari',
  mn: 'Cyrillic',
  uz: 'Latin',
  ru: 'Cyrillic',
};

/** What detection knows of the writer: their interface language and the languages they read. */
export interface AuthorLanguages {
  interfaceLanguage: string | null;
  readLanguages: readonly string[];
}

/** A member's languages as detection needs them: users.language_id and users.read_languages. */
export async function authorLanguagesOf(db: Db, userId: number): Promise<AuthorLanguages> {
  const row = await db
    .selectFrom('users')
    .innerJoin('languages', 'languages.language_id', 'users.language_id')
    .select(['languages.iso_code', 'users.read_languages'])
    .where('users.user_id', '=', userId)
    .executeTakeFirst();
  return {
    interfaceLanguage: row?.iso_code ?? null,
    readLanguages: parseReadLanguages(row?.read_languages) ?? [],
  };
}

const URL_PATTERN = /\b(?:https?:\/\/|www\.)\S+/giu;
/** @mentions name a member, in whatever language: not words of the text. */
const MENTION_PATTERN = /(?<![\p{L}\p{N}_.])@[\p{L}\p{N}_.]+/gu;
const DEVANAGARI = /\p{Script=Devanagari}/gu;
const CYRILLIC = /\p{Script=Cyrillic}/gu;
const LATIN = /\p{Script=Latin}/gu;

/** Whether most letters (and combining marks) of the text are in this script. */
function mostlyIn(text: string, script: RegExp, letters: number): boolean {
  return (text.match(script)?.length ?? 0) * 2 > letters;
}

const scriptOfLetter = (char: string): Script | null =>
  SCRIPTS.find(([, pattern]) => pattern.test(char))?.[0] ?? null;

export interface TextScript {
  /** The script most letters are in (the first in the text on a tie); null for none of ours. */
  script: Script | null;
  /** Letters (and marks) in that script, or all letters when it is null. */
  letters: number;
  /** The text without links and @mentions, and without the letters of the other scripts. */
  text: string;
  /** Kana among Han letters: Japanese. */
  kana: boolean;
}

/** The text's dominant script; digits, emoji, links and @mentions are not letters. */
export function scriptOfText(input: string): TextScript {
  const text = input.normalize('NFC').replace(URL_PATTERN, ' ').replace(MENTION_PATTERN, ' ');
  const counts = new Map<Script | null, number>();
  for (const char of text) {
    if (!LETTER.test(char)) continue;
    const script = scriptOfLetter(char);
    counts.set(script, (counts.get(script) ?? 0) + 1);
  }
  let script: Script | null = null;
  let letters = 0;
  for (const [candidate, count] of counts) {
    if (count > letters) [script, letters] = [candidate, count];
  }
  if (script === null) {
    letters = [...counts.values()].reduce((sum, count) => sum + count, 0);
    return { script, letters, text: text.trim(), kana: false };
  }
  const kept = [...text]
    .map((char) => {
      if (!LETTER.test(char)) return char;
      const other = scriptOfLetter(char);
      return other === null || other === script ? char : ' ';
    })
    .join('')
    .trim();
  return { script, letters, text: kept, kana: script === 'Han' && KANA.test(kept) };
}

interface Detectors {
  eld: typeof EldDetector;
  franc: typeof francDetect;
  toSimplified: (text: string) => string;
}

let loading: Promise<Detectors> | null = null;

function loadDetectors(): Promise<Detectors> {
  loading ??= Promise.all([import('eld/medium'), import('franc'), import('opencc-js/t2cn')]).then(
    ([eldModule, francModule, openCc]) => ({
      eld: eldModule.eld,
      franc: francModule.franc,
      toSimplified: openCc.Converter({ from: 't', to: 'cn' }),
    }),
  );
  return loading;
}

/** Load the detection tables now, so the first post or comment does not wait for them. */
export async function warmUpLanguageDetector(): Promise<void> {
  await loadDetectors();
}

function isInterfaceLanguage(code: string): code is LanguageCode {
  return (LANGUAGE_CODES as readonly string[]).includes(code);
}

/**
 * The language of a post's or comment's text. With the author, a text too short to judge
 * by (RELIABLE_LETTERS) takes the author's language if its script fits, else null; without
 * the author, the detectors' reading whatever the length (what the accuracy bench measures).
 */
export async function detectLanguage(
  input: string,
  author?: AuthorLanguages,
): Promise<string | null> {
  const written = scriptOfText(input);
  const { script, letters, text } = written;
  if (letters === 0) return null;
  const decided = languageOfScript(written);
  if (decided) return decided;
  if (author && letters < reliableLetters(script)) return authorLanguage(script, text, author);
  return detectText(text);
}

/** The language the text's script decides by itself, if it does. */
export function languageOfScript({ script, kana }: TextScript): LanguageCode | null {
  if (kana) return 'ja';
  return (script && SCRIPT_DECIDES[script]) ?? null;
}

function reliableLetters(script: Script | null): number {
  return script && script in RELIABLE_LETTERS
    ? RELIABLE_LETTERS[script as DetectedScript]
    : UNMEASURED_RELIABLE_LETTERS;
}

/**
 * The author's interface language when the text's script fits it, else the first language
 * they read that fits, else null. Between the two Chinese, Traditional characters decide.
 */
async function authorLanguage(
  script: Script | null,
  text: string,
  author: AuthorLanguages,
): Promise<LanguageCode | null> {
  const fits = (code: string | null): code is LanguageCode =>
    isLanguageCode(code) && WRITTEN_IN[code] === script;
  const chosen = fits(author.interfaceLanguage)
    ? author.interfaceLanguage
    : (author.readLanguages.find(fits) ?? null);
  if (chosen !== 'zh-CN' && chosen !== 'zh-TW') return chosen;
  const { toSimplified } = await loadDetectors();
  return toSimplified(text) === text ? chosen : 'zh-TW';
}

/** The detectors' reading of a text in one script (and no decisive one). */
async function detectText(text: string): Promise<string | null> {
  const letters = text.match(/[\p{L}\p{M}]/gu)?.length ?? 0;
  const { eld, franc, toSimplified } = await loadDetectors();
  const francAmong = (only: string[]): LanguageCode | null =>
    FRANC_TO_INTERFACE[franc(text, { minLength: 1, only })] ?? null;
  // Traditional when converting to Simplified changes the text.
  const chineseVariant = (): LanguageCode => (toSimplified(text) === text ? 'zh-CN' : 'zh-TW');

  if (mostlyIn(text, DEVANAGARI, letters)) {
    // Nepali is the one Devanagari interface language: it wins unless Hindi words outweigh it.
    if (nepaliOverHindi(text) >= 0) return 'ne';
    return franc(text, { minLength: 1, only: ['hin', 'mar'] }) === 'mar' ? 'mr' : 'hi';
  }
  const latin = mostlyIn(text, LATIN, letters);
  if (latin && uzbekScore(text) >= 2) return 'uz';

  const eldCode = eld.detect(text).language;
  const mapped = ELD_TO_INTERFACE[eldCode] ?? eldCode;

  if (eldCode === 'zh') return chineseVariant();
  if (mostlyIn(text, CYRILLIC, letters) && mongolianOverRussian(text) > 0) return 'mn';
  if (eldCode === 'ms' || eldCode === 'id') {
    const lean = indonesianOverMalay(text);
    if (lean !== 0) return lean > 0 ? 'id' : 'ms';
    return francAmong(['ind', 'zlm']) ?? 'ms';
  }
  if (mapped && isInterfaceLanguage(mapped)) return mapped;

  // ELD had no answer or one outside the interface languages: franc may know better
  // (Uzbek, Indonesian). Short Latin text stays with ELD's guess.
  const francCode = franc(text, { minLength: 3 });
  const fromFranc = FRANC_TO_INTERFACE[francCode];
  if (fromFranc === 'zh-CN') return chineseVariant();
  if (fromFranc === 'id' || fromFranc === 'ms') {
    const lean = indonesianOverMalay(text);
    if (lean !== 0) return lean > 0 ? 'id' : 'ms';
  }
  if (fromFranc) return fromFranc;
  return mapped || null;
}
