import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from './apps.ts';

/**
 * No two files of a folder differ only in letter case (docs/decisions.md, "File names"):
 * on a case-insensitive disk they would be one file, and an import would depend on the disk.
 */
it('names no two files of a folder alike but for letter case', () => {
  const files = execFileSync('git', ['ls-files'], { cwd: REPO_ROOT, encoding: 'utf8' })
    .split('\n')
    .filter(Boolean);
  const byName = new Map<string, string[]>();
  for (const file of files) {
    const { dir, base } = path.posix.parse(file);
    // Pagination.tsx and pagination.ts collide as modules even with different extensions.
    const stem = base.replace(/(\.test)?\.(tsx?|jsx?|module\.css|css)$/, '');
    const key = `${dir}/${stem}`.toLowerCase();
    byName.set(key, [...(byName.get(key) ?? []), `${dir}/${stem}`]);
  }
  const clashes = [...byName.values()]
    .map((names) => [...new Set(names)])
    .filter((names) => names.length > 1);
  expect(clashes).toEqual([]);
});
