/**
 * A tree-shaken shared library keeps only the exports of SHARED_EXPORTS: an app importing
 * another one would fall back to a second, full copy at run time. Every app's sources
 * (tests aside, which do not run federated) must stay within the list.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SHARED_EXPORTS } from './rspackConfig.ts';

const ROOT = path.join(import.meta.dirname, '..', '..');
const SOURCE_DIRS = [
  'shell/src',
  'shared/contracts/src',
  'shared/kit/src',
  'shared/platform/src',
].concat(
  readdirSync(ROOT)
    .filter((entry) => entry.startsWith('mf-'))
    .map((entry) => `${entry}/src`),
);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** What a file imports from `library`: named imports, or '*' for a namespace or default. */
export function importedNames(source: string, library: string): string[] {
  const escaped = library.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
  const names: string[] = [];
  const from = new RegExp(`import\\s+([^;]*?)\\s+from\\s+['"]${escaped}['"]`, 'g');
  for (const [, clause = ''] of source.matchAll(from)) {
    if (/^type\s*\{/.test(clause)) continue;
    const named = /\{([^}]*)\}/.exec(clause);
    if (clause.replace(/\{[^}]*\}/, '').replace(/[\s,]/g, '')) names.push('*');
    for (const part of named?.[1]?.split(',') ?? []) {
      const name = part.trim();
      if (name && !name.startsWith('type ')) names.push(name.split(/\s+as\s+/)[0] ?? name);
    }
  }
  return names;
}

it('reads named, type-only, renamed, namespace and default imports', () => {
  const source = `import { Link, type To, useNavigate as go } from 'react-router-dom';
import type { Location } from 'react-router-dom';
import * as Router from 'react-router-dom';`;
  expect(importedNames(source, 'react-router-dom')).toEqual(['Link', 'useNavigate', '*']);
});

describe.each(Object.entries(SHARED_EXPORTS))('%s', (library, allowed) => {
  it('is imported by name, only the exports the shared copy keeps', () => {
    const outside: string[] = [];
    let imports = 0;
    for (const dir of SOURCE_DIRS)
      for (const file of sourceFiles(path.join(ROOT, dir)))
        for (const name of importedNames(readFileSync(file, 'utf8'), library)) {
          imports += 1;
          if (!allowed.includes(name)) outside.push(`${path.relative(ROOT, file)}: ${name}`);
        }
    expect(imports).toBeGreaterThan(50);
    expect(outside).toEqual([]);
  });
});
