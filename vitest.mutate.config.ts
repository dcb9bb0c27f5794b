import { defineConfig } from 'vitest/config';

// `npm run mutate` (stryker.config.mjs) runs these tests, and only these, against each mutant of
// the rules they guard: the platforms' row checks (unit tests), the service worker's keep rule,
// and the reminders', handles' and sign-in scopes' rules (integration tests, embedded database).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'mutate-rows',
          root: './apps/server',
          include: ['src/platforms/*/*.test.ts'],
        },
      },
      {
        test: {
          name: 'mutate-worker',
          root: './apps/web',
          include: ['sw/service-worker.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'mutate-int',
          root: './apps/server',
          include: [
            'test/deliver-due.int.test.ts',
            'test/reminders.int.test.ts',
            'test/handles.int.test.ts',
            'test/handles-refresh-rate.int.test.ts',
            'test/auth.int.test.ts',
            'test/admin-rights.int.test.ts',
          ],
          env: { TEST_DB_KIND: 'pglite' },
          globalSetup: ['./test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
    // One file at a time: the machine is shared, and Stryker runs one of these per core it is given.
    maxWorkers: 1,
  },
});
