import {
  LONG_TEXT_CHARACTERS,
  loadDetectionSample,
  measureDetection,
  ratio,
} from './detectionAccuracy.ts';
import { warmUpLanguageDetector } from './languageDetector.ts';

/**
 * Floors measured with `npm run bench:detect` (docs/api.md), a little under the figures
 * then: a change to the detector that loses accuracy on real-looking posts fails here.
 */
const SAMPLE_LONG_FLOOR = 0.98;
const SAMPLE_LANGUAGE_LONG_FLOOR = 0.94;
const HOLDOUT_LONG_FLOOR = 0.97;

beforeAll(() => warmUpLanguageDetector(), 60_000);

it('has at least 20 labelled texts in each of the 16 languages, short ones included', () => {
  const sample = loadDetectionSample();
  expect(Object.keys(sample)).toHaveLength(16);
  for (const texts of Object.values(sample)) {
    expect(texts.length).toBeGreaterThanOrEqual(20);
    expect(texts.some((t) => [...t].length < LONG_TEXT_CHARACTERS)).toBe(true);
  }
});

it(`detects texts of ${LONG_TEXT_CHARACTERS}+ characters in every language at the measured accuracy`, async () => {
  const report = await measureDetection(loadDetectionSample());
  expect(ratio(report.longCorrect, report.longTexts)).toBeGreaterThanOrEqual(SAMPLE_LONG_FLOOR);
  const below = report.languages
    .filter((l) => ratio(l.longCorrect, l.longTexts) < SAMPLE_LANGUAGE_LONG_FLOOR)
    .map((l) => ({ language: l.language, misses: l.misses }));
  expect(below).toEqual([]);
}, 60_000);

it('keeps its accuracy on the held-out sample', async () => {
  const report = await measureDetection(loadDetectionSample('detectionHoldout'));
  expect(ratio(report.longCorrect, report.longTexts)).toBeGreaterThanOrEqual(HOLDOUT_LONG_FLOOR);
}, 60_000);
