/**
 * Language detection accuracy on the labelled samples
 * (api/src/features/translation/fixtures/detection*.json): per language, on every text
 * and on texts of 20 characters or more; per script, by the number of letters of the
 * samples' prefixes, with the length from which detection is reliable; and on 200 short
 * texts by length band, with and without the author's languages. Results:
 * bench/results/detect.json and detect.md. Run: npm run bench:detect
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  accuracyFrom,
  LONG_TEXT_CHARACTERS,
  loadDetectionSample,
  measureByLetters,
  measureDetection,
  measureShortTexts,
  ratio,
  RELIABLE_ACCURACY,
  RELIABLE_SPAN,
  reliableLength,
  type DetectionReport,
  type DetectionSampleName,
} from '../src/features/translation/detectionAccuracy.ts';
import {
  RELIABLE_LETTERS,
  warmUpLanguageDetector,
  type DetectedScript,
} from '../src/features/translation/languageDetector.ts';

const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');
const percent = (part: number, whole: number) => `${(ratio(part, whole) * 100).toFixed(1)}%`;

await warmUpLanguageDetector();
const outDir = path.join(REPO_ROOT, 'bench', 'results');
mkdirSync(outDir, { recursive: true });

const samples: { name: DetectionSampleName; title: string }[] = [
  { name: 'detectionSample', title: 'Labelled sample' },
  { name: 'detectionHoldout', title: 'Held-out sample (not used to choose the marker words)' },
];
const results: Record<string, DetectionReport> = {};
const lines = [
  '# Language detection accuracy',
  '',
  `Measured with \`npm run bench:detect\`. "Long": ${LONG_TEXT_CHARACTERS} characters (code points) or more.`,
];
for (const { name, title } of samples) {
  const report = await measureDetection(loadDetectionSample(name));
  results[name] = report;
  lines.push(
    '',
    `## ${title}`,
    '',
    `${report.texts} texts in ${report.languages.length} languages (api/src/features/translation/fixtures/${name}.json).`,
    '',
    '| Language | Texts | Correct | Long texts | Correct (long) |',
    '|---|---:|---:|---:|---:|',
    ...report.languages.map(
      (l) =>
        `| ${l.language} | ${l.texts} | ${percent(l.correct, l.texts)} | ${l.longTexts} | ${percent(l.longCorrect, l.longTexts)} |`,
    ),
    `| **all** | ${report.texts} | ${percent(report.correct, report.texts)} | ${report.longTexts} | ${percent(report.longCorrect, report.longTexts)} |`,
    '',
    'Misses:',
    '',
    ...report.languages.flatMap((l) =>
      l.misses.map((m) => `- ${l.language} taken for ${m.detected ?? 'nothing'}: ${m.text}`),
    ),
  );
}

const byLetters = await measureByLetters(samples.map(({ name }) => loadDetectionSample(name)));
const scripts = Object.keys(byLetters) as DetectedScript[];
const LETTER_BANDS = [1, 6, 11, 16, 21, 26, 31, 36, 41, 46, 51];
const reliable = Object.fromEntries(scripts.map((s) => [s, reliableLength(byLetters[s])]));
lines.push(
  '',
  '## Reliable length',
  '',
  'Every prefix of the texts of both samples (word by word; character by character in',
  'Chinese and Japanese) whose script does not decide its language (Hangul, kana, Thai,',
  'Burmese and Khmer do), detected without the author, by the letters of its script.',
  `Reliable from: the shortest letter count from which every span of ${RELIABLE_SPAN} letter`,
  `counts is right at least ${RELIABLE_ACCURACY * 100}% of the time. Below it, a text takes its`,
  "author's language (`RELIABLE_LETTERS` in languageDetector.ts).",
  '',
  `| Letters | ${scripts.join(' | ')} |`,
  `|---|${scripts.map(() => '---:').join('|')}|`,
  ...LETTER_BANDS.map((from, i) => {
    const to = LETTER_BANDS[i + 1];
    const cells = scripts.map((script) => {
      const span = to === undefined ? Infinity : to - from;
      const { texts, correct } = accuracyFrom(byLetters[script], from, span);
      return texts === 0 ? '-' : `${percent(correct, texts)} (${texts})`;
    });
    return `| ${to === undefined ? `${from}+` : `${from}–${to - 1}`} | ${cells.join(' | ')} |`;
  }),
  `| **reliable from** | ${scripts.map((s) => reliable[s]).join(' | ')} |`,
  `| **in use** | ${scripts.map((s) => RELIABLE_LETTERS[s]).join(' | ')} |`,
);

const shortTexts = await measureShortTexts();
const all = shortTexts.reduce(
  (sum, b) => ({
    texts: sum.texts + b.texts,
    correct: sum.correct + b.correct,
    withAuthor: sum.withAuthor + b.correctWithAuthor,
    unknown: sum.unknown + b.unknownWithAuthor,
    wrong: sum.wrong + b.misses.length,
  }),
  { texts: 0, correct: 0, withAuthor: 0, unknown: 0, wrong: 0 },
);
lines.push(
  '',
  '## Short texts',
  '',
  `${all.texts} short posts and comments in the 16 languages, each with its author's interface`,
  'and read languages (api/src/features/translation/fixtures/detectionShortTexts.json; some',
  "authors' languages differ from the text's). Length in characters (code points).",
  '',
  '| Characters | Texts | Correct (detectors alone) | Correct (with the author) | Unknown (with the author) | Wrong (with the author) |',
  '|---|---:|---:|---:|---:|---:|',
  ...shortTexts.map(
    (b) =>
      `| ${b.from}–${b.to} | ${b.texts} | ${percent(b.correct, b.texts)} | ${percent(b.correctWithAuthor, b.texts)} | ${percent(b.unknownWithAuthor, b.texts)} | ${percent(b.misses.length, b.texts)} |`,
  ),
  `| **all** | ${all.texts} | ${percent(all.correct, all.texts)} | ${percent(all.withAuthor, all.texts)} | ${percent(all.unknown, all.texts)} | ${percent(all.wrong, all.texts)} |`,
  '',
  "Taken for another language with the author (the author's language is not the text's):",
  '',
  ...shortTexts.flatMap((b) =>
    b.misses.map((m) => `- ${m.language} taken for ${m.detected ?? 'nothing'}: ${m.text}`),
  ),
);

lines.push('');
writeFileSync(
  path.join(outDir, 'detect.json'),
  `${JSON.stringify(
    {
      measuredAt: new Date().toISOString(),
      ...results,
      reliableLetters: reliable,
      byLetters,
      shortTexts,
    },
    null,
    2,
  )}\n`,
);
writeFileSync(path.join(outDir, 'detect.md'), lines.join('\n'));
console.log(lines.join('\n'));
