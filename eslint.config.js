import js from '@eslint/js';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'eslint/config';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

const web = join(import.meta.dirname, 'apps/web/src');
const features = readdirSync(join(web, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
// main.tsx, prerender-home.tsx, …: the top of the app, above app/ itself.
const rootFiles = readdirSync(web, { withFileTypes: true })
  .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
  .map((entry) => join(web, entry.name));

// The replay server, the recorded routes and the demo: loaded by tests, `npm run demo` and the bench.
const outOfTheProduct = {
  regex: String.raw`^#(replay|demo)/|(^|/)(replay|demo)/`,
  message: 'The replay and the demo are for tests, the demo and the bench only.',
};

export default defineConfig(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/data/**',
      'apps/server/drizzle/**',
      'test-results/**',
      'playwright-report/**',
      '.stryker-tmp*/**',
      'reports/**',
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
    // The product knows no replay and no demo (issue 47): they load it, never the other way round,
    // so `npm start`'s bundle carries none of them (commands.int.test.ts reads it). Tests may.
    // The db/ and http/ blocks below repeat the pattern: a file's last setting of a rule wins.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [outOfTheProduct] }],
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
            outOfTheProduct,
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
            outOfTheProduct,
          ],
        },
      ],
    },
  },
  {
    // The web app's directions (as bulletproof-react's): app → features → shared (components, lib).
    // A feature is reached from outside only through its public entry, features/<name>/index.ts.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Dependencies are parsed as TypeScript too, so that no-cycle follows them.
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({
          alias: { '@': [web] },
          extensions: ['.ts', '.tsx', '.js'],
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...features.map((name) => ({
              target: [
                join(web, 'app'),
                ...rootFiles,
                ...features
                  .filter((other) => other !== name)
                  .map((other) => join(web, 'features', other)),
              ],
              from: join(web, 'features', name),
              except: ['./index.ts'],
              message: `Import the ${name} feature through its public entry, '@/features/${name}'.`,
            })),
            {
              target: [join(web, 'components'), join(web, 'lib')],
              from: [join(web, 'features'), join(web, 'app')],
              message: 'Shared code (components/, lib/) knows no feature and no page.',
            },
            {
              target: join(web, 'features'),
              from: join(web, 'app'),
              message: 'Features are composed by the app, never the other way round.',
            },
            {
              target: ['app', 'features', 'components', 'lib'].map((dir) => join(web, dir)),
              from: rootFiles,
              message: 'The root files (main.tsx, …) start the app: nothing in it imports them.',
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
