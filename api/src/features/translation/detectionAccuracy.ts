import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  detectLanguage,
  languageOfScript,
  scriptOfText,
  type DetectedScript,
} from './languageDetector.ts';

/** Texts of this many characters (code points) or more are "long enough" to judge by. */
export const LONG_TEXT_CHARACTERS = 20;

/**
 * The labelled samples: `detectionSample` (22 posts per language, the one the marker
 * words were chosen against) and `detectionHoldout` (8 more per language, plus Hindi,
 * written afterwards and kept out of that choice, to show whether the rules generalise).
 */
export type DetectionSampleName = 'detectionSample' | 'detectionHoldout';

export interface LanguageAccuracy {
  language: string;
  texts: number;
  correct: number;
  longTexts: number;
  longCorrect: number;
  /** The texts taken for another language, with what they were taken for. */
  misses: { text: string; detected: string | null }[];
}

export interface DetectionReport {
  languages: LanguageAccuracy[];
  texts: number;
  correct: number;
  longTexts: number;
  longCorrect: number;
}

export const ratio = (part: number, whole: number) => (whole === 0 ? 1 : part / whole);

/** A labelled sample: language -> texts written in it. */
export function loadDetectionSample(
  name: DetectionSampleName = 'detectionSample',
): Record<string, string[]> {
  const file = path.join(import.meta.dirname, 'fixtures', `${name}.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string[]>;
}

/** Detect every text of the sample and count the right answers, overall and on long texts. */
export async function measureDetection(
  sample: Record<string, string[]> = loadDetectionSample(),
): Promise<DetectionReport> {
  const languages: LanguageAccuracy[] = [];
  for (const [language, texts] of Object.entries(sample)) {
    const entry: LanguageAccuracy = {
      language,
      texts: 0,
      correct: 0,
      longTexts: 0,
      longCorrect: 0,
      misses: [],
    };
    for (const text of texts) {
      const detected = await detectLanguage(text);
      const right = detected === language;
      const long = [...text].length >= LONG_TEXT_CHARACTERS;
      entry.texts += 1;
      entry.correct += right ? 1 : 0;
      entry.longTexts += long ? 1 : 0;
      entry.longCorrect += long && right ? 1 : 0;
      if (!right) entry.misses.push({ text, detected });
    }
    languages.push(entry);
  }
  const sum = (pick: (l: LanguageAccuracy) => number) =>
    languages.reduce((total, l) => total + pick(l), 0);
  return {
    languages,
    texts: sum((l) => l.texts),
    correct: sum((l) => l.correct),
    longTexts: sum((l) => l.longTexts),
    longCorrect: sum((l) => l.longCorrect),
  };
}

/** Detection accuracy on the texts with one number of letters. */
export interface LengthAccuracy {
  letters: number;
  texts: number;
  correct: number;
}

/**
 * The prefixes of a text, as short posts: word by word where words are spaced, else
 * character by character (Chinese, Japanese).
 */
export function prefixesOf(text: string): string[] {
  const words = text.trim().split(/\s+/u);
  if (words.length > 1) return words.map((_, i) => words.slice(0, i + 1).join(' '));
  const chars = [...text.trim()];
  return chars.map((_, i) => chars.slice(0, i + 1).join(''));
}

/**
 * Detection (without the author) of every prefix of the labelled texts whose script does
 * not decide its language, by that script and the number of letters in it.
 */
export async function measureByLetters(
  samples: Record<string, string[]>[],
): Promise<Record<DetectedScript, LengthAccuracy[]>> {
  const counts: Record<DetectedScript, Map<number, LengthAccuracy>> = {
    Latin: new Map(),
    Cyrillic: new Map(),
    Devanagari: new Map(),
    Han: new Map(),
  };
  for (const sample of samples) {
    for (const [language, texts] of Object.entries(sample)) {
      for (const prefix of new Set(texts.flatMap(prefixesOf))) {
        const written = scriptOfText(prefix);
        const { script, letters } = written;
        if (!script || !(script in counts) || languageOfScript(written)) continue;
        const byLetters = counts[script as DetectedScript];
        const entry = byLetters.get(letters) ?? { letters, texts: 0, correct: 0 };
        byLetters.set(letters, entry);
        entry.texts += 1;
        entry.correct += (await detectLanguage(prefix)) === language ? 1 : 0;
      }
    }
  }
  const sorted = (byLetters: Map<number, LengthAccuracy>) =>
    [...byLetters.values()].sort((a, b) => a.letters - b.letters);
  return {
    Latin: sorted(counts.Latin),
    Cyrillic: sorted(counts.Cyrillic),
    Devanagari: sorted(counts.Devanagari),
    Han: sorted(counts.Han),
  };
}

/** "Reliable": right at least this often ... */
export const RELIABLE_ACCURACY = 0.95;
/** ... on the texts of every span of this many consecutive letter counts from there on ... */
export const RELIABLE_SPAN = 10;
/** ... that holds enough texts to tell (the longest lengths have few). */
const RELIABLE_SPAN_TEXTS = 20;

/** The accuracy on the texts of `letters` to `letters + span - 1` letters. */
export function accuracyFrom(rows: LengthAccuracy[], letters: number, span: number) {
  const inSpan = rows.filter((r) => r.letters >= letters && r.letters < letters + span);
  const texts = inSpan.reduce((sum, r) => sum + r.texts, 0);
  const correct = inSpan.reduce((sum, r) => sum + r.correct, 0);
  return { texts, correct };
}

/**
 * The shortest letter count from which detection is reliable: every span of RELIABLE_SPAN
 * letter counts starting there or later is right at least RELIABLE_ACCURACY of the time.
 */
export function reliableLength(rows: LengthAccuracy[]): number {
  let reliable = 1;
  for (const { letters } of rows) {
    const { texts, correct } = accuracyFrom(rows, letters, RELIABLE_SPAN);
    if (texts >= RELIABLE_SPAN_TEXTS && ratio(correct, texts) < RELIABLE_ACCURACY) {
      reliable = letters + 1;
    }
  }
  return reliable;
}

/** A short post or comment with its language and its author's languages as KFeed has them. */
export interface ShortText {
  text: string;
  language: string;
  interfaceLanguage: string;
  readLanguages: string[];
}

/** The short texts' length bands, in characters (code points). */
export const SHORT_BANDS = [
  { from: 2, to: 5 },
  { from: 6, to: 10 },
  { from: 11, to: 20 },
] as const;

export interface BandAccuracy {
  from: number;
  to: number;
  texts: number;
  /** Right without the author (the detectors alone) and with the author's languages. */
  correct: number;
  correctWithAuthor: number;
  /** Given no language with the author (unknown rather than a wrong one). */
  unknownWithAuthor: number;
  /** The texts taken for another language with the author, with what they were taken for. */
  misses: { text: string; language: string; detected: string | null }[];
}

export function loadShortTexts(): ShortText[] {
  const file = path.join(import.meta.dirname, 'fixtures', 'detectionShortTexts.json');
  return JSON.parse(readFileSync(file, 'utf8')) as ShortText[];
}

/** Accuracy on the short texts by length band, without and with the author's languages. */
export async function measureShortTexts(
  texts: ShortText[] = loadShortTexts(),
): Promise<BandAccuracy[]> {
  const bands: BandAccuracy[] = SHORT_BANDS.map(({ from, to }) => ({
    from,
    to,
    texts: 0,
    correct: 0,
    correctWithAuthor: 0,
    unknownWithAuthor: 0,
    misses: [],
  }));
  for (const { text, language, interfaceLanguage, readLanguages } of texts) {
    const length = [...text].length;
    const band = bands.find((b) => length >= b.from && length <= b.to);
    if (!band) throw new Error(`Not a short text (${length} characters): ${text}`);
    const withAuthor = await detectLanguage(text, { interfaceLanguage, readLanguages });
    band.texts += 1;
    band.correct += (await detectLanguage(text)) === language ? 1 : 0;
    band.correctWithAuthor += withAuthor === language ? 1 : 0;
    band.unknownWithAuthor += withAuthor === null ? 1 : 0;
    if (withAuthor !== null && withAuthor !== language) {
      band.misses.push({ text, language, detected: withAuthor });
    }
  }
  return bands;
}
