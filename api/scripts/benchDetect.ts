/**
 * Language detection accuracy on the labelled samples
 * (api/src/features/translation/fixtures/detection*.json): per language, on every text
 * and on texts of 20 characters or more. Results: bench/results/detect.json and
 * detect.md. Run: npm run bench:detect
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  LONG_TEXT_CHARACTERS,
  loadDetectionSample,
  measureDetection,
  ratio,
  type DetectionReport,
  type DetectionSampleName,
} from '../src/features/translation/detectionAccuracy.ts';
import { warmUpLanguageDetector } from '../src/features/translation/languageDetector.ts';

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
lines.push('');
writeFileSync(
  path.join(outDir, 'detect.json'),
  `${JSON.stringify({ measuredAt: new Date().toISOString(), ...results }, null, 2)}\n`,
);
writeFileSync(path.join(outDir, 'detect.md'), lines.join('\n'));
console.log(lines.join('\n'));
