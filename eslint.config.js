import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import prettier from 'eslint-config-prettier';

const remotes = ['mf-auth', 'mf-feed', 'mf-post', 'mf-search', 'mf-mypage'];
const apps = ['shell', ...remotes];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-cycle': 'error',
      // Apps never reach into each other: what two apps need lives in shared/.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: apps.flatMap((target) =>
            [...apps.filter((other) => other !== target), 'api'].map((from) => ({
              target: `./${target}`,
              from: `./${from}`,
            })),
          ),
        },
      ],
    },
  },
  prettier,
);
