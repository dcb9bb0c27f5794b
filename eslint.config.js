import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';

export default defineConfig(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/data/**',
      'apps/server/drizzle/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['eslint.config.js'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      'no-console': 'error',
    },
  },
  {
    // Layers: repositories hold SQL and nothing else; they know no platform, sign-in or HTTP.
    files: ['apps/server/src/db/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/platforms/**',
                '**/auth/**',
                '**/http/**',
                '**/services/**',
                '**/sync/**',
              ],
              message: 'db/ holds SQL only: move what both need to domain/ or lib/.',
            },
            { group: ['fastify', 'jose'], message: 'db/ holds SQL only.' },
          ],
        },
      ],
    },
  },
  {
    // Routes parse and answer; the rules and the SQL they need are reached through services.
    files: ['apps/server/src/http/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/db/*-repository'],
              allowTypeImports: true,
              message: "Routes call services; repositories are the services' business.",
            },
          ],
        },
      ],
    },
  },
  {
    // Plain Node scripts: linted for correctness, without a TypeScript program behind them.
    files: ['**/*.mjs'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: { process: 'readonly', URL: 'readonly' } },
  },
);
