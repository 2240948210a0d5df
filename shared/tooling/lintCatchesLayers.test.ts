import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './apps.ts';

const FIXTURES = path.join(REPO_ROOT, 'shared', 'tooling', 'fixtures', 'layers');

/**
 * The project's own lint configuration on a fixture's text, linted as if it sat at `asFile`
 * (inside the layer the rule guards), so no wrong import ever lives in the tree.
 */
function ruleHits(fixture: string, asFile: string, ruleId: string): number {
  const run = spawnSync(
    path.join(REPO_ROOT, 'node_modules', '.bin', 'eslint'),
    ['--format', 'json', '--stdin', '--stdin-filename', asFile],
    { cwd: REPO_ROOT, encoding: 'utf8', input: readFileSync(path.join(FIXTURES, fixture)) },
  );
  const results = JSON.parse(run.stdout) as { messages: { ruleId: string | null }[] }[];
  const rules = results.flatMap((result) => result.messages.map((message) => message.ruleId));
  return rules.filter((rule) => rule === ruleId).length;
}

const restrictedImports = (fixture: string, asFile: string) =>
  ruleHits(fixture, asFile, 'import-x/no-restricted-paths');

it.each([
  ['contracts-imports-platform.ts', 'shared/contracts/src/fixture.ts'],
  ['platform-imports-kit.ts', 'shared/platform/src/fixture.ts'],
  ['kit-imports-an-app.ts', 'shared/kit/src/fixture.ts'],
  ['api-imports-kit.ts', 'api/src/fixture.ts'],
  ['tooling-imports-the-shell.ts', 'shared/tooling/fixture.ts'],
  ['feature-imports-another-feature.ts', 'mf-post/src/features/comments/fixture.ts'],
  ['feature-imports-app.ts', 'mf-post/src/features/comments/fixture.ts'],
])(
  'refuses %s',
  (fixture, asFile) => {
    expect(restrictedImports(fixture, asFile)).toBe(1);
  },
  120_000,
);

// The rule sees resolved paths: an import it could not resolve would pass unseen, so an
// allowed one must resolve and pass while the refused ones above fail.
it('lets the kit import the platform', () => {
  expect(restrictedImports('kit-imports-platform.ts', 'shared/kit/src/fixture.ts')).toBe(0);
}, 120_000);

it("lets a feature import the app's shared components", () => {
  const asFile = 'mf-post/src/features/comments/fixture.ts';
  expect(restrictedImports('feature-imports-components.ts', asFile)).toBe(0);
}, 120_000);

it('refuses an API path written outside the route table', () => {
  const asFile = 'mf-post/src/features/post-detail/api/fixture.ts';
  expect(ruleHits('api-path-outside-the-table.ts', asFile, 'no-restricted-syntax')).toBe(2);
}, 120_000);
