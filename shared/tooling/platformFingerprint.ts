/**
 * The platform is shared at run time, so its version must change with every change to
 * what it ships: its own sources and the kit modules bundled into it. The fingerprint
 * (a hash of those files) is recorded with the version it was released as; a test fails
 * when the code moves on and the version does not.
 *
 *   node --import tsx shared/tooling/platformFingerprint.ts --write   (after a version bump)
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './apps.ts';

const PLATFORM_DIR = path.join(REPO_ROOT, 'shared', 'platform');
const KIT_SRC = path.join(REPO_ROOT, 'shared', 'kit', 'src');
const CONTRACTS_SRC = path.join(REPO_ROOT, 'shared', 'contracts', 'src');
export const FINGERPRINT_FILE = path.join(PLATFORM_DIR, 'fingerprint.json');

const IMPORT = /(?:import|export)[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*[`'"]([^`'"$]+)/g;

function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? listFiles(full) : [full];
  });
}

function resolveModule(specifier: string, from: string): string | null {
  let base: string | null = null;
  if (specifier.startsWith('@kfeed/kit/')) base = path.join(KIT_SRC, specifier.slice(11));
  else if (specifier.startsWith('@kfeed/contracts/'))
    base = path.join(CONTRACTS_SRC, specifier.slice(17));
  else if (specifier.startsWith('@kfeed/platform/'))
    base = path.join(PLATFORM_DIR, 'src', specifier.slice(16));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  if (!base) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`])
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  return null;
}

/** The platform's own files (tests aside) and every workspace file they import, transitively. */
export function platformFiles(): string[] {
  const seen = new Set<string>();
  const queue = [
    path.join(PLATFORM_DIR, 'package.json'),
    ...listFiles(path.join(PLATFORM_DIR, 'src')).filter((file) => !/\.test\.tsx?$/.test(file)),
  ];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    if (!/\.tsx?$/.test(file)) continue;
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const resolved = resolveModule(match[1] ?? match[2] ?? '', file);
      if (resolved) queue.push(resolved);
    }
  }
  return [...seen].sort();
}

export function platformFingerprint(): string {
  const hash = createHash('sha256');
  for (const file of platformFiles()) {
    let text = readFileSync(file, 'utf8');
    // The version field itself is what the fingerprint is checked against.
    if (file.endsWith('package.json')) text = text.replace(/"version":\s*"[^"]*"/, '');
    hash.update(path.relative(REPO_ROOT, file)).update('\0').update(text).update('\0');
  }
  return hash.digest('hex');
}

export function platformVersion(): string {
  return (
    JSON.parse(readFileSync(path.join(PLATFORM_DIR, 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;
}

if (process.argv.includes('--write')) {
  const record = { version: platformVersion(), fingerprint: platformFingerprint() };
  writeFileSync(FINGERPRINT_FILE, `${JSON.stringify(record, null, 2)}\n`);
  console.log(`@kfeed/platform ${record.version}: ${record.fingerprint}`);
}
