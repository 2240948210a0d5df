/**
 * The 'admin' texts: every key in all 16 interface languages with the same placeholders, no
 * empty text, a real translation rather than English copied, and every key the screens ask
 * for present (the literal ones in the sources and those made from the contracts' lists).
 * (shared/kit/src/i18n/locales.test.ts checks the same for the namespaces it lists.)
 */
import fs from 'node:fs';
import path from 'node:path';
import { FALLBACK_LANGUAGE, LANGUAGE_CODES } from '@kfeed/contracts/languages';
import {
  AUDIT_ACTIONS,
  MODERATION_ACTIONS,
  MODERATION_LIMITS,
  REPORT_REASON_CODES,
  REPORT_TARGET_TYPES,
} from '@kfeed/contracts/moderation';
import { routesOwnedBy } from '@kfeed/kit/routes';

const SRC = path.resolve(__dirname, '..');
const LOCALES = path.join(SRC, 'locales');

type Texts = Map<string, string>;

function flatten(value: unknown, prefix = '', out: Texts = new Map()): Texts {
  if (typeof value === 'string') out.set(prefix, value);
  else if (value && typeof value === 'object')
    for (const [key, child] of Object.entries(value))
      flatten(child, prefix ? `${prefix}.${key}` : key, out);
  return out;
}

const texts = new Map(
  fs
    .readdirSync(LOCALES)
    .filter((file) => file.endsWith('.json'))
    .map((file) => [
      file.slice(0, -'.json'.length),
      flatten(JSON.parse(fs.readFileSync(path.join(LOCALES, file), 'utf8'))),
    ]),
);
const english = texts.get(FALLBACK_LANGUAGE) ?? new Map<string, string>();
const placeholders = (text: string) =>
  [...new Set([...text.matchAll(/\{\{\s*([^},\s]+)[^}]*\}\}/g)].map((m) => m[1]))].sort();

it('has one file per interface language and no other', () => {
  expect([...texts.keys()].sort()).toEqual([...LANGUAGE_CODES].sort());
});

it.each(LANGUAGE_CODES.filter((code) => code !== FALLBACK_LANGUAGE))(
  '%s has every key, the same placeholders, no empty text, and is translated',
  (language) => {
    const own = texts.get(language) ?? new Map<string, string>();
    expect([...own.keys()].sort()).toEqual([...english.keys()].sort());
    const problems: string[] = [];
    let compared = 0;
    let copied = 0;
    for (const [key, text] of own) {
      const original = english.get(key) ?? '';
      if (!text.trim()) problems.push(`${key} is empty`);
      if (placeholders(text).join() !== placeholders(original).join())
        problems.push(`${key} has {{${placeholders(text).join(', ')}}}`);
      // Only texts with words to translate count (not "{{length}} / {{max}}").
      if (/\p{L}/u.test(original.replace(/\{\{[^}]*\}\}/g, ''))) {
        compared += 1;
        if (text.trim() === original.trim()) copied += 1;
      }
    }
    expect(problems).toEqual([]);
    expect(copied * 10).toBeLessThan(compared);
  },
);

it('has every key the screens ask for', () => {
  const sources: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory() && entry.name !== 'testing') walk(full);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
        sources.push(fs.readFileSync(full, 'utf8'));
    }
  };
  walk(SRC);
  const literal = sources.flatMap((source) =>
    [...source.matchAll(/\bt\(\s*'([a-z_]+\.[A-Za-z_.]+)'/g)].map((m) => m[1] ?? ''),
  );
  const made = [
    ...AUDIT_ACTIONS.map((action) => `action.${action}`),
    ...MODERATION_ACTIONS.flatMap((action) => [
      `act.${action}`,
      `confirm.${action}_title`,
      `confirm.${action}_body`,
      `done.${action}`,
    ]),
    ...REPORT_REASON_CODES.map((code) => `reason.${code}`),
    ...[...REPORT_TARGET_TYPES, 'NOTICE'].flatMap((type) => [
      `target.${type}`,
      `target_named.${type}`,
    ]),
    ...MODERATION_LIMITS.suspendDays.map((days) => `suspend.days_${days}`),
    ...routesOwnedBy('mf-admin').map((route) => `tabs.${route.name}`),
    ...['title', 'text'].flatMap((field) => [
      `notices.${field}_required`,
      `notices.${field}_too_long`,
    ]),
    'members.mark',
    'members.unmark',
    'members.mark_title',
    'members.unmark_title',
    'members.mark_body',
    'members.unmark_body',
    'members.marked',
    'members.unmarked',
  ];
  expect(literal.length).toBeGreaterThan(50);
  const missing = [...new Set([...literal, ...made])].filter((key) => !english.has(key));
  expect(missing).toEqual([]);
});
