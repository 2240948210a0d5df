import type { eld as EldDetector } from 'eld/medium';
import type { franc as francDetect } from 'franc';
import { LANGUAGE_CODES, type LanguageCode } from '@kfeed/contracts/languages';
import {
  indonesianOverMalay,
  mongolianOverRussian,
  nepaliOverHindi,
  uzbekScore,
} from './languageMarkers.ts';

/**
 * Offline language detection for posts and comments.
 *
 * The script decides first where it is enough: Burmese, Khmer and Thai are the only
 * interface languages written in theirs (a Latin word such as "TOPIK" in the text does
 * not change that). ELD is accurate on short text (a few words) for the big languages,
 * but lacks Burmese, Khmer, Mongolian, Nepali, Uzbek and Indonesian, and takes most
 * Indonesian for Malay; franc covers those by trigrams but is unreliable on short text.
 * So marker words (languageMarkers.ts) settle Indonesian versus Malay, Nepali versus
 * Hindi, Mongolian versus Russian and Uzbek; then ELD; then franc for what ELD cannot
 * answer. Accuracy: `npm run bench:detect` (docs/api.md).
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

const URL_PATTERN = /\b(?:https?:\/\/|www\.)\S+/giu;
/** Scripts only one interface language is written in. */
const SCRIPT_LANGUAGES: [RegExp, LanguageCode][] = [
  [/\p{Script=Myanmar}/gu, 'my'],
  [/\p{Script=Khmer}/gu, 'km'],
  [/\p{Script=Thai}/gu, 'th'],
];
const DEVANAGARI = /\p{Script=Devanagari}/gu;
const CYRILLIC = /\p{Script=Cyrillic}/gu;
const LATIN = /\p{Script=Latin}/gu;

/** Whether most letters (and combining marks) of the text are in this script. */
function mostlyIn(text: string, script: RegExp, letters: number): boolean {
  return (text.match(script)?.length ?? 0) * 2 > letters;
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

export async function detectLanguage(input: string): Promise<string | null> {
  const text = input.replace(URL_PATTERN, ' ').trim();
  if (!/\p{L}/u.test(text)) return null;
  // Marks count with letters: Burmese and Khmer write many vowels as combining marks.
  const letters = text.match(/[\p{L}\p{M}]/gu)?.length ?? 0;
  for (const [script, code] of SCRIPT_LANGUAGES) {
    if (mostlyIn(text, script, letters)) return code;
  }
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
