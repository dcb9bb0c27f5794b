// `npm run mutate`: StrykerJS breaks the audited rules one at a time (a mutant) and runs the tests
// of vitest.mutate.config.ts that cover each; a mutant no test notices survives. Not part of
// `npm test`: a full run takes a long while (docs/development.md has the last scores).
// `npm run mutate -- --mutate apps/server/src/http/scopes.ts` runs over one file.

const config = {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutate.config.ts', related: false },
  coverageAnalysis: 'perTest',
  mutate: [
    'apps/server/src/services/reminders/deliver-due.ts',
    'apps/server/src/services/reminders/plan-deliveries.ts',
    'apps/server/src/services/reminders/send-outcome.ts',
    'apps/server/src/services/handles/verify-handle.ts',
    'apps/server/src/services/handles/link-handle.ts',
    'apps/server/src/services/handles/refresh-due.ts',
    'apps/server/src/platforms/*/schema.ts',
    'apps/server/src/platforms/*/handles-schema.ts',
    'apps/server/src/platforms/*/map.ts',
    // The worker's keep rule: the page's list of lists, what may be kept, and keeping it.
    'apps/web/sw/service-worker.ts:53-82',
    'apps/web/sw/service-worker.ts:102-128',
    'apps/server/src/http/scopes.ts',
  ],
  // One process: the machine is shared (`--concurrency` raises it).
  concurrency: 1,
  // A mutant that loops for ever (the sweep's `for (;;)`) costs this much: short.
  timeoutMS: 20_000,
  tempDirName: '.stryker-tmp',
  // Only the mutated files need their type checks off (the fixtures' HTML is not to be parsed).
  disableTypeChecks: 'apps/*/{src,sw}/**/*.ts',
  ignorePatterns: ['**/dist', '**/data', 'test-results', 'playwright-report', 'reports', 'bench'],
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  thresholds: { high: 80, low: 60, break: null },
};

export default config;
