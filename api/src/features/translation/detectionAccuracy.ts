import { readFileSync } from 'node:fs';
import path from 'node:path';
import { detectLanguage } from './languageDetector.ts';

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
