import { availableParallelism } from 'node:os';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const integration = (kind: 'pglite' | 'postgres'): TestProjectInlineConfiguration => ({
  test: {
    name: `server-int-${kind}`,
    root: './apps/server',
    include: ['src/**/*.int.test.ts', 'test/**/*.int.test.ts'],
    // Some faults only exist with a server to lose: those files run on PostgreSQL alone. The
    // embedded database's own tests (`*.pglite.int.test.ts`) and the files whose outcome neither
    // database decides (`*.once.int.test.ts`: the commands that use none, or a database of their
    // own) run in the embedded project alone, which every run has.
    exclude:
      kind === 'pglite'
        ? ['**/*.postgres.int.test.ts']
        : ['**/*.pglite.int.test.ts', '**/*.once.int.test.ts'],
    env: { TEST_DB_KIND: kind },
    // The files of a worker share one module graph: each file imported the server (and PGlite's
    // WebAssembly) anew, about 180 s of worker time a run. Every file opens its own database and
    // server through `useStack`, registers its hooks itself, and restores what it stubs; the one
    // file that replaces modules builds a private graph and drops it (decision 056).
    isolate: false,
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
      include: ['src/**/*.test.ts', 'replay/**/*.test.ts', 'demo/**/*.test.ts'],
      exclude: ['**/*.int.test.ts'],
      // One module graph per worker: importing zod, the contract and each module anew per file was
      // twice the tests' own time. No file replaces a module; fake timers and spies are restored
      // (decision 056).
      isolate: false,
    },
  },
  {
    // The web app's components, rendered in jsdom (the browser itself is e2e's job).
    extends: './apps/web/vite.config.ts',
    test: {
      name: 'web',
      root: './apps/web',
      // Also the build's plugins and the service worker (each such file says it runs in node).
      include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts', 'sw/**/*.test.ts'],
      environment: 'jsdom',
      setupFiles: ['./src/test/setup.ts'],
      // One jsdom and one module graph per worker: building them anew for each of the 42 files
      // was 165 CPU-seconds of a 2-core run against 47 shared, for the same 302 tests. Each test
      // unmounts what it rendered, unstubs fetch and empties the storage (src/test/setup.ts), and
      // the queries' cache is made per render; the files pass in any order (`--sequence.shuffle`).
      isolate: false,
    },
  },
  integration('pglite'),
];
// CI exports TEST_DATABASE_URL; the same integration suite then runs again on a PostgreSQL server.
if (process.env.TEST_DATABASE_URL) projects.push(integration('postgres'));

export default defineConfig({
  test: {
    projects,
    // Vitest's default leaves one core to its main process, which mostly waits: on a 2-core
    // machine that is one file at a time. A file per core took the run from 630 s to 420 s there,
    // since many integration files wait on child processes, sockets and the database; with 19
    // platforms those waits grew (593 s with a file per core), and one file more than the cores
    // keeps a core busy while another file waits.
    maxWorkers: availableParallelism() + 1,
    reporters: ['default', './tools/summary-reporter.ts'],
  },
});
