import type { KnipConfig } from 'knip';

// Entry points marked `!` are what runs in production: `knip --production` checks that they reach
// only `dependencies`, so a run-time import of a devDependency fails `npm test`.
const config: KnipConfig = {
  workspaces: {
    '.': {
      // bench/lib/search-flood-client.ts runs as a process of its own (bench/search-flood.ts).
      entry: [
        'vitest.config.ts',
        'vitest.mutate.config.ts',
        'bench/*.ts',
        'bench/lib/search-flood-client.ts',
        'tools/*.ts',
        'scripts/*.mjs!',
      ],
      project: ['*.{js,ts}', 'bench/**/*.ts', 'tools/**/*.ts', 'scripts/**/*.mjs'],
      // The root config names each project's setup files relative to that project's own root.
      vitest: false,
    },
    'apps/server': {
      // The commands' bundles' entry points (scripts/ensure-server-build.mjs).
      entry: [
        'src/main.ts!',
        'src/sync/sync-cli.ts!',
        'src/sync/check-platforms-cli.ts!',
        'src/admin/unbind-admin-cli.ts!',
        // `npm run demo` (its bundle) and the e2e's freshness scene: the replay is reached from here.
        'demo/*.ts!',
        // Worker threads' code, bundled as entry points of their own.
        'src/**/*-worker.ts!',
        'src/**/*.test.ts',
        'replay/**/*.test.ts',
        'demo/**/*.test.ts',
        'test/**/*.test.ts',
        'test/global-setup.ts',
      ],
      project: ['src/**/*.ts!', 'replay/**/*.ts!', 'demo/**/*.ts!', 'test/**/*.ts', '*.ts'],
    },
    'apps/web': {
      // Also index.html's src/main.tsx, and vite.config.ts with the build plugins it imports.
      entry: [
        'src/prerender-home.tsx!',
        'src/**/*.test.{ts,tsx}',
        'build/**/*.test.ts',
        'sw/**/*.test.ts',
        'src/test/setup.ts',
      ],
      project: ['src/**/*.{ts,tsx,css}!', 'build/**/*.ts', '*.ts'],
      // The component tests' environment, named by the root vitest.config.ts.
      ignoreDependencies: ['jsdom'],
    },
    e2e: {
      entry: ['tests/**/*.spec.ts'],
      project: ['**/*.ts'],
    },
    'packages/contract': {
      entry: ['src/**/*.test.ts'],
      project: ['src/**/*.ts!'],
    },
  },
};

export default config;
