import type { eld as EldDetector } from 'eld/medium';
import type { franc as francDetect } from 'franc';
import { LANGUAGE_CODES, type LanguageCode } from '@kfeed/kit/i18n/languages';

/**
 * Offline language detection for posts and comments.
 *
 * ELD is accurate on short text (a few words) for the big languages, but lacks Burmese,
 * Khmer, Mongolian, Nepali, Uzbek and Indonesian; franc covers those (by script and
 * trigrams) but is unreliable on short text. So ELD decides first, and franc settles
 * the cases ELD cannot: no answer, an answer outside the interface languages, Malay
 * versus Indonesian, Devanagari, and Cyrillic text with Mongolian letters.
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
const MONGOLIAN_CYRILLIC = /[өүӨҮ]/u;
const DEVANAGARI_CODES = new Set(['hi', 'mr']);

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
  const { eld, franc, toSimplified } = await loadDetectors();
  const francAmong = (only: string[]): LanguageCode | null =>
    FRANC_TO_INTERFACE[franc(text, { minLength: 1, only })] ?? null;
  // Traditional when converting to Simplified changes the text.
  const chineseVariant = (): LanguageCode => (toSimplified(text) === text ? 'zh-CN' : 'zh-TW');

  const eldCode = eld.detect(text).language;
  const mapped = ELD_TO_INTERFACE[eldCode] ?? eldCode;

  if (eldCode === 'zh') return chineseVariant();
  if (eldCode === 'ms') return francAmong(['ind', 'zlm']) ?? 'ms';
  if (MONGOLIAN_CYRILLIC.test(text) && /\p{Script=Cyrillic}/u.test(text)) {
    return francAmong(['khk', 'rus']) ?? (mapped || null);
  }
  if (DEVANAGARI_CODES.has(eldCode)) {
    const code = franc(text, { minLength: 1, only: ['npi', 'hin', 'mar'] });
    return code === 'npi' ? 'ne' : eldCode;
  }
  if (mapped && isInterfaceLanguage(mapped)) return mapped;

  // ELD had no answer (Burmese, Khmer) or one outside the interface languages: franc may
  // know better (Uzbek, Indonesian). Short Latin text stays with ELD's guess.
  const francCode = franc(text, { minLength: 3 });
  const fromFranc = FRANC_TO_INTERFACE[francCode];
  if (fromFranc === 'zh-CN') return chineseVariant();
  if (fromFranc) return fromFranc;
  return mapped || null;
}
