import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { existsSync, readdirSync } from 'node:fs';
import globals from 'globals';
import prettier from 'eslint-config-prettier';
import { APPS } from './shared/contracts/src/registry.ts';

/** Every app's folder, from the registry: apps never reach into each other or the API. */
const appFolders = APPS.map((app) => app.folder);

/**
 * Inside an app, a feature stands alone (bulletproof-react's rule): it imports components/,
 * hooks/, lib/ and the shared packages, never another feature or app/, where screens are
 * composed. Read from the folders, so a new feature is covered when it is made.
 */
const featureZones = appFolders.flatMap((app) => {
  const features = `./${app}/src/features`;
  if (!existsSync(features)) return [];
  return readdirSync(features, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => ({
      target: `${features}/${name}`,
      from: [features, `./${app}/src/app`],
      except: [`./${name}`],
      message: 'A feature imports components/, hooks/ and lib/, not another feature or app/.',
    }));
});

/**
 * The shared packages' layers, each importing only the ones below it:
 * contracts (nothing of ours) <- platform <- kit <- the apps; the API on contracts alone.
 */
const layers: { target: string; from: string[]; message: string }[] = [
  {
    target: './shared/contracts',
    from: [
      './shared/platform',
      './shared/kit',
      './shared/tooling',
      './api',
      './e2e',
      ...appFolders,
    ],
    message: '@kfeed/contracts imports nothing of ours.',
  },
  {
    target: './shared/platform',
    from: ['./shared/kit', './shared/tooling', './api', './e2e', ...appFolders],
    message: '@kfeed/platform imports @kfeed/contracts only.',
  },
  {
    target: './shared/kit',
    from: ['./shared/tooling', './api', './e2e', ...appFolders],
    message: '@kfeed/kit imports @kfeed/platform and @kfeed/contracts only.',
  },
  {
    // Build and bench tooling sits under everything it builds; what starts the whole product
    // is the shell's (shell/scripts).
    target: './shared/tooling',
    from: ['./api', './e2e', ...appFolders],
    message: 'shared/tooling builds the apps and imports none of them.',
  },
  {
    target: './api',
    from: ['./shared/platform', './shared/kit', './shared/tooling', './e2e', ...appFolders],
    message: 'The API imports @kfeed/contracts only.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      // The benchmark's builds (npm run bench:web).
      '.bench/**',
      '**/test-results/**',
      '**/playwright-report/**',
      // A deliberate cycle that the lint test checks is refused.
      'shared/tooling/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      // import-x reads .ts/.tsx files only with these (else no-cycle sees no module graph).
      ...importX.flatConfigs.typescript.settings,
      // Without a TypeScript resolver import-x resolves no .ts import, and no-cycle sees nothing.
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['*/tsconfig.json', 'shared/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: false }],
      // Apps never reach into each other: what two apps need lives in shared/.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...appFolders.flatMap((target) =>
              [...appFolders.filter((other) => other !== target), 'api'].map((from) => ({
                target: `./${target}`,
                from: `./${from}`,
              })),
            ),
            ...layers,
            ...featureZones,
          ],
        },
      ],
    },
  },
  {
    // The route table is the only place a call's path is written: everywhere else a path comes
    // from an entry (`call(entry, input)`, `entry.path`) or from routes/paths.ts.
    files: ['**/*.{ts,tsx}'],
    ignores: ['shared/contracts/src/routes/**', '**/*.test.{ts,tsx}', 'e2e/**', '**/testing/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/^\\/api(\\/|$)/]',
          message: 'Take the path from the route table (@kfeed/contracts/routes/...).',
        },
        {
          selector: 'TemplateElement[value.raw=/^\\/api(\\/|$)/]',
          message: 'Take the path from the route table (@kfeed/contracts/routes/...).',
        },
      ],
    },
  },
  prettier,
);
