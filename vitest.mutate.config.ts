import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

// `npm run mutate` (stryker.config.mjs) runs these tests, and only these, against each mutant of
// the rules they guard: the platforms' row checks (unit tests), the service worker's keep rule,
// and the reminders', handles' and sign-in scopes' rules (integration tests, embedded database).
type Project = TestProjectInlineConfiguration & { test: { name: string } };

/** Integration tests on the embedded database; each file starts its own server. */
const integration = (name: string, include: string[]): Project => ({
  test: {
    name: `mutate-${name}`,
    root: './apps/server',
    include,
    env: { TEST_DB_KIND: 'pglite' },
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

const projects: Project[] = [
  {
    test: {
      name: 'mutate-rows',
      root: './apps/server',
      // MUTATE_PLATFORM=codeforces: that platform's tests alone (its row checks are module-level
      // schemas, whose mutants every test of the project would otherwise run against).
      include: [`src/platforms/${process.env.MUTATE_PLATFORM ?? '*'}/*.test.ts`],
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
  integration('reminders', ['test/deliver-due.int.test.ts']),
  integration('scopes', [
    'test/auth.int.test.ts',
    'test/admin-rights.int.test.ts',
    'test/rate-limits.int.test.ts',
    'test/hidden-series.int.test.ts',
  ]),
  integration('handles', ['test/handles.int.test.ts', 'test/handles-refresh-rate.int.test.ts']),
];

// MUTATE_TESTS=rows,worker runs those projects alone (a run over some of the files). The
// reminders' HTTP tests (reminders.int.test.ts, a server per test) are left out: too slow to run
// per mutant; deliver-due.int.test.ts drives the same rules without HTTP.
const only = process.env.MUTATE_TESTS?.split(',').map((name) => `mutate-${name}`);

export default defineConfig({
  test: {
    projects: projects.filter((project) => !only || only.includes(project.test.name)),
    // One file at a time: the machine is shared, and Stryker runs one of these per core it is given.
    maxWorkers: 1,
  },
});
