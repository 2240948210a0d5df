import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './apps.ts';

const FIXTURES = path.join(REPO_ROOT, 'shared', 'tooling', 'fixtures', 'layers');

/** The cases below: a fixture, linted as if it sat at a path inside the layer its rule guards. */
const CASES = [
  ['contracts-imports-platform.ts', 'shared/contracts/src/fixture.ts'],
  ['platform-imports-kit.ts', 'shared/platform/src/fixture.ts'],
  ['kit-imports-an-app.ts', 'shared/kit/src/fixture.ts'],
  ['api-imports-kit.ts', 'api/src/fixture.ts'],
  ['tooling-imports-the-shell.ts', 'shared/tooling/fixture.ts'],
  ['feature-imports-another-feature.ts', 'mf-post/src/features/comments/fixture.ts'],
  ['feature-imports-app.ts', 'mf-post/src/features/comments/fixture.ts'],
  ['kit-imports-platform.ts', 'shared/kit/src/fixture.ts'],
  ['feature-imports-components.ts', 'mf-post/src/features/comments/fixture.ts'],
  ['api-path-outside-the-table.ts', 'mf-post/src/features/post-detail/api/fixture.ts'],
] as const;

// One ESLint, with the project's own configuration, lints every case (a process per case
// spent about 3 s each loading the configuration and its resolvers).
const LINT_CASES = `
import { readFileSync } from 'node:fs';
import { ESLint } from 'eslint';
const cases = JSON.parse(readFileSync(0, 'utf8'));
const eslint = new ESLint();
const rules = [];
for (const { text, asFile } of cases) {
  const [result] = await eslint.lintText(text, { filePath: asFile });
  rules.push(result.messages.map((message) => message.ruleId));
}
process.stdout.write(JSON.stringify(rules));
`;

let rulesOf: Map<string, (string | null)[]>;

beforeAll(() => {
  const cases = CASES.map(([fixture, asFile]) => ({
    asFile,
    text: readFileSync(path.join(FIXTURES, fixture), 'utf8'),
  }));
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', LINT_CASES], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    input: JSON.stringify(cases),
  });
  if (run.status !== 0) throw new Error(`eslint failed:\n${run.stderr}`);
  const rules = JSON.parse(run.stdout) as (string | null)[][];
  rulesOf = new Map(CASES.map(([fixture], index) => [fixture, rules[index]!]));
}, 120_000);

/** How often `ruleId` reported on the fixture. */
function ruleHits(fixture: string, ruleId: string): number {
  return rulesOf.get(fixture)!.filter((rule) => rule === ruleId).length;
}

const restrictedImports = (fixture: string) => ruleHits(fixture, 'import-x/no-restricted-paths');

it.each(CASES.slice(0, 7).map(([fixture]) => fixture))('refuses %s', (fixture) => {
  expect(restrictedImports(fixture)).toBe(1);
});

// The rule sees resolved paths: an import it could not resolve would pass unseen, so an
// allowed one must resolve and pass while the refused ones above fail.
it('lets the kit import the platform', () => {
  expect(restrictedImports('kit-imports-platform.ts')).toBe(0);
});

it("lets a feature import the app's shared components", () => {
  expect(restrictedImports('feature-imports-components.ts')).toBe(0);
});

it('refuses an API path written outside the route table', () => {
  expect(ruleHits('api-path-outside-the-table.ts', 'no-restricted-syntax')).toBe(2);
});
