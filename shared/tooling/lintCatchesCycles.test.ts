import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from './apps.ts';

// The project's own lint configuration, run on a fixture that holds a real import cycle.
it('refuses an import cycle between two TypeScript modules', () => {
  const fixture = path.join('shared', 'tooling', 'fixtures', 'import-cycle');
  const run = spawnSync(
    path.join(REPO_ROOT, 'node_modules', '.bin', 'eslint'),
    ['--no-ignore', '--format', 'json', fixture],
    { cwd: REPO_ROOT, encoding: 'utf8' },
  );
  expect(run.status).toBe(1);
  const results = JSON.parse(run.stdout) as { messages: { ruleId: string | null }[] }[];
  const rules = results.flatMap((result) => result.messages.map((message) => message.ruleId));
  expect(rules).toContain('import-x/no-cycle');
}, 120_000);
