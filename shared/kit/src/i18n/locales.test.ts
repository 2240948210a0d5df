/**
 * Every namespace of texts (shared/platform/src/i18n/locales/<ns>/<lang>.json and each app's
 * src/locales/<lang>.json) carries every key in every interface language, with the same
 * placeholders, no empty texts and a real translation rather than a copy of English.
 */
import fs from 'node:fs';
import path from 'node:path';
import { FALLBACK_LANGUAGE, LANGUAGE_CODES } from '@kfeed/contracts/languages';

const REPO_ROOT = path.resolve(__dirname, '..', '..', '..', '..');
const SEARCH_ROOTS = [
  'shared/platform',
  'shared/kit',
  'shell',
  'mf-auth',
  'mf-feed',
  'mf-post',
  'mf-search',
  'mf-mypage',
  'mf-admin',
];

/** i18next's plural suffixes (Intl.PluralRules categories). */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
/** Texts that stay the same in every language. */
const BRAND_NAMES = ['KFeed'];

type Texts = Map<string, string>;

/** Every folder named 'locales', or inside one, that holds .json files, under <root>/src. */
function findNamespaceFolders(): string[] {
  const found: string[] = [];
  const walk = (dir: string, insideLocales: boolean) => {
    const entries = fs.readdirSync(dir, { withFileTypes: true });
    if (insideLocales && entries.some((e) => e.isFile() && e.name.endsWith('.json'))) {
      found.push(dir);
    }
    for (const entry of entries) {
      if (!entry.isDirectory() || entry.name === 'node_modules' || entry.name === 'dist') continue;
      walk(path.join(dir, entry.name), insideLocales || entry.name === 'locales');
    }
  };
  for (const root of SEARCH_ROOTS) {
    const src = path.join(REPO_ROOT, root, 'src');
    if (fs.existsSync(src)) walk(src, false);
  }
  return found.map((dir) => path.relative(REPO_ROOT, dir).split(path.sep).join('/')).sort();
}

/** Nested JSON flattened to 'a.b.c' keys; any leaf that is not a string is reported. */
function flatten(value: unknown, prefix: string, out: Texts, problems: string[]): void {
  if (typeof value === 'string') {
    out.set(prefix, value);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      flatten(child, prefix ? `${prefix}.${key}` : key, out, problems);
    }
  } else {
    problems.push(`${prefix || '(root)'} is ${JSON.stringify(value)}, not a text`);
  }
}

const baseKey = (key: string) => key.replace(PLURAL_SUFFIX, '');

function placeholders(text: string): string[] {
  const names = [...text.matchAll(/\{\{\s*-?\s*([^},\s]+)[^}]*\}\}/g)].map((m) => m[1] ?? '');
  return [...new Set(names)].sort();
}

/** Whether a text has anything to translate once brand names and placeholders are gone. */
function isTranslatable(text: string): boolean {
  let rest = text.replace(/\{\{[^}]*\}\}/g, '');
  for (const brand of BRAND_NAMES) rest = rest.split(brand).join('');
  return /\p{L}/u.test(rest);
}

interface Namespace {
  folder: string;
  files: string[];
  texts: Map<string, Texts>;
  problems: string[];
}

function readNamespace(folder: string): Namespace {
  const dir = path.join(REPO_ROOT, folder);
  const files = fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -'.json'.length));
  const texts = new Map<string, Texts>();
  const problems: string[] = [];
  for (const language of files) {
    const file = path.join(dir, `${language}.json`);
    let parsed: unknown;
    try {
      parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
    } catch (error) {
      problems.push(`${language}.json does not parse: ${(error as Error).message}`);
      continue;
    }
    const flat: Texts = new Map();
    const leafProblems: string[] = [];
    flatten(parsed, '', flat, leafProblems);
    problems.push(...leafProblems.map((p) => `${language}: ${p}`));
    texts.set(language, flat);
  }
  return { folder, files, texts, problems };
}

const namespaces = findNamespaceFolders().map(readNamespace);

it('finds the namespaces of texts, the common one included', () => {
  expect(namespaces.map((ns) => ns.folder)).toContain('shared/platform/src/i18n/locales/common');
});

describe.each(namespaces.map((ns) => [ns.folder, ns] as const))('%s', (_folder, ns) => {
  const textsOf = (language: string): Texts => ns.texts.get(language) ?? new Map();

  it('has one readable file per interface language and no other', () => {
    expect(ns.problems).toEqual([]);
    expect([...ns.files].sort()).toEqual([...LANGUAGE_CODES].sort());
  });

  it('has every key in every language (plural forms count as their base key)', () => {
    const all = new Set<string>();
    for (const language of LANGUAGE_CODES)
      for (const key of textsOf(language).keys()) all.add(baseKey(key));
    const missing: string[] = [];
    for (const language of LANGUAGE_CODES) {
      const present = new Set([...textsOf(language).keys()].map(baseKey));
      for (const key of all) if (!present.has(key)) missing.push(`${language}: ${key}`);
    }
    expect(missing).toEqual([]);
  });

  it('has every plural form each language needs where English has a count', () => {
    const english = textsOf(FALLBACK_LANGUAGE);
    const plurals = [...english.keys()]
      .filter((key) => key.endsWith('_one'))
      .map(baseKey)
      .filter((key) => english.has(`${key}_other`));
    const missing: string[] = [];
    for (const language of LANGUAGE_CODES) {
      const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
      for (const key of plurals) {
        for (const category of categories) {
          if (!textsOf(language).has(`${key}_${category}`))
            missing.push(`${language}: ${key}_${category}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('has no empty texts', () => {
    const empty: string[] = [];
    for (const language of LANGUAGE_CODES) {
      for (const [key, text] of textsOf(language))
        if (!text.trim()) empty.push(`${language}: ${key}`);
    }
    expect(empty).toEqual([]);
  });

  it('keeps the same {{placeholders}} in every language', () => {
    /** Per base key, the placeholders used across its forms. */
    const byBaseKey = (language: string) => {
      const result = new Map<string, Set<string>>();
      for (const [key, text] of textsOf(language)) {
        const names = result.get(baseKey(key)) ?? new Set<string>();
        for (const name of placeholders(text)) names.add(name);
        result.set(baseKey(key), names);
      }
      return result;
    };
    const reference = byBaseKey(FALLBACK_LANGUAGE);
    const different: string[] = [];
    for (const language of LANGUAGE_CODES) {
      for (const [key, names] of byBaseKey(language)) {
        const expected = reference.get(key);
        if (!expected) continue;
        const a = [...names].sort().join(', ');
        const b = [...expected].sort().join(', ');
        if (a !== b) different.push(`${language}: ${key} has {{${a}}}, English has {{${b}}}`);
      }
    }
    expect(different).toEqual([]);
  });

  it('is translated: in each other language more than half the texts differ from English', () => {
    const english = textsOf(FALLBACK_LANGUAGE);
    const copies: string[] = [];
    for (const language of LANGUAGE_CODES) {
      if (language === FALLBACK_LANGUAGE) continue;
      let compared = 0;
      let same = 0;
      for (const [key, text] of textsOf(language)) {
        const original = english.get(key);
        if (original === undefined || !isTranslatable(original)) continue;
        compared += 1;
        if (text.trim() === original.trim()) same += 1;
      }
      if (compared > 0 && same * 2 >= compared) {
        copies.push(`${language}: ${same} of ${compared} texts are the English ones`);
      }
    }
    expect(copies).toEqual([]);
  });
});
