import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const integration = (kind: 'pglite' | 'postgres'): TestProjectInlineConfiguration => ({
  test: {
    name: `server-int-${kind}`,
    root: './apps/server',
    include: ['src/**/*.int.test.ts', 'test/**/*.int.test.ts'],
    // Some faults only exist with a server to lose: those files run on PostgreSQL alone.
    exclude: kind === 'pglite' ? ['**/*.postgres.int.test.ts'] : [],
    env: { TEST_DB_KIND: kind },
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

const projects: TestProjectInlineConfiguration[] = [
  {
    test: { name: 'contract', root: './packages/contract', include: ['src/**/*.test.ts'] },
  },
  {
    test: {
      name: 'server',
      root: './apps/server',
      include: ['src/**/*.test.ts'],
      exclude: ['**/*.int.test.ts'],
    },
  },
  {
    // The web app's components, rendered in jsdom (the browser itself is e2e's job).
    extends: './apps/web/vite.config.ts',
    test: {
      name: 'web',
      root: './apps/web',
      include: ['src/**/*.test.{ts,tsx}'],
      environment: 'jsdom',
      setupFiles: ['./src/test/setup.ts'],
    },
  },
  integration('pglite'),
];
// CI exports TEST_DATABASE_URL; the same integration suite then runs again on a PostgreSQL server.
if (process.env.TEST_DATABASE_URL) projects.push(integration('postgres'));

export default defineConfig({
  test: { projects, reporters: ['default', './tools/summary-reporter.ts'] },
});
