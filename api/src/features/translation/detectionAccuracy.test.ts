import { LANGUAGE_CODES } from '@kfeed/contracts/languages';
import {
  LONG_TEXT_CHARACTERS,
  loadDetectionSample,
  loadShortTexts,
  measureByLetters,
  measureDetection,
  measureShortTexts,
  ratio,
  reliableLength,
  SHORT_BANDS,
} from './detectionAccuracy.ts';
import {
  detectLanguage,
  RELIABLE_LETTERS,
  scriptOfText,
  warmUpLanguageDetector,
  type DetectedScript,
} from './languageDetector.ts';

/**
 * Floors measured with `npm run bench:detect` (docs/api.md), a little under the figures
 * then: a change to the detector that loses accuracy on real-looking posts fails here.
 */
const SAMPLE_LONG_FLOOR = 0.98;
const SAMPLE_LANGUAGE_LONG_FLOOR = 0.94;
const HOLDOUT_LONG_FLOOR = 0.97;
/** On the short texts with the author's languages, in every length band. */
const SHORT_WITH_AUTHOR_FLOOR = 0.9;

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

const bothSamples = () => [loadDetectionSample(), loadDetectionSample('detectionHoldout')];

it('takes the author below the reliable lengths the samples measure, in every script', async () => {
  const byLetters = await measureByLetters(bothSamples());
  const measured = Object.fromEntries(
    Object.entries(byLetters).map(([script, rows]) => [script, reliableLength(rows)]),
  );
  expect(measured).toEqual(RELIABLE_LETTERS);
}, 60_000);

it('detects a text long enough in its script as without the author, whoever wrote it', async () => {
  // An author with a language in each of these scripts: a fallback would show.
  const writer = { interfaceLanguage: 'vi', readLanguages: ['mn', 'ne', 'ja'] };
  const changed: string[] = [];
  for (const texts of bothSamples().flatMap((sample) => Object.values(sample))) {
    for (const text of texts) {
      const { script, letters } = scriptOfText(text);
      if (!script || !(script in RELIABLE_LETTERS)) continue;
      if (letters < RELIABLE_LETTERS[script as DetectedScript]) continue;
      if ((await detectLanguage(text, writer)) !== (await detectLanguage(text))) changed.push(text);
    }
  }
  expect(changed).toEqual([]);
}, 60_000);

it('has 200 short texts of 2 to 20 characters in the 16 languages', () => {
  const texts = loadShortTexts();
  expect(texts).toHaveLength(200);
  expect(new Set(texts.map((t) => t.language))).toEqual(new Set(LANGUAGE_CODES));
  for (const { text } of texts) {
    expect([...text].length).toBeGreaterThanOrEqual(SHORT_BANDS[0].from);
    expect([...text].length).toBeLessThanOrEqual(SHORT_BANDS[2].to);
  }
});

it("gets short texts right with the author's languages, and wrong only where they are not the text's", async () => {
  const texts = loadShortTexts();
  const bands = await measureShortTexts(texts);
  for (const band of bands) {
    expect(ratio(band.correctWithAuthor, band.texts)).toBeGreaterThanOrEqual(
      SHORT_WITH_AUTHOR_FLOOR,
    );
    expect(band.correctWithAuthor).toBeGreaterThan(band.correct);
  }
  const misledByAuthor = ({ text, language }: { text: string; language: string }) => {
    const entry = texts.find((t) => t.text === text && t.language === language);
    return entry !== undefined && entry.interfaceLanguage !== language;
  };
  const misses = bands.flatMap((band) => band.misses);
  expect(misses.filter((miss) => !misledByAuthor(miss))).toEqual([]);
}, 60_000);
