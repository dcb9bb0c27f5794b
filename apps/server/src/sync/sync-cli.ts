import { ConfigError, parseConfig } from '#server/config/env';
import { openDatabase } from '#server/db/open-database';
import { sleep, systemClock } from '#server/lib/clock';
import { createPlatformAdapters } from '#server/platforms/registry';
import { describeSyncResult } from './sync-log';
import { runSync, type SyncEvent } from './sync-runner';

const out = (line: string) => process.stdout.write(`${line}\n`);

function describe(event: SyncEvent): string {
  if (event.type === 'platform-started') return `${event.platform}: fetching…`;
  return describeSyncResult(event.result);
}

/** `npm run sync`: one sync now; exit 0 only if every platform synced. */
async function main(): Promise<number> {
  const config = parseConfig(process.env);
  const database = await openDatabase(config);
  try {
    const report = await runSync({
      database,
      adapters: createPlatformAdapters({ config, clock: systemClock, sleep }),
      clock: systemClock,
      logger: {
        info: () => undefined,
        // The event line says what failed; the details (upstream text, SQL) go to stderr.
        warn: (obj) => {
          if ('detail' in obj) process.stderr.write(`  ${JSON.stringify(obj)}\n`);
        },
        error: (obj, msg) => process.stderr.write(`${msg ?? ''} ${JSON.stringify(obj)}\n`),
      },
      onEvent: (event) => out(describe(event)),
    });
    if (!report.ran) {
      out(`sync skipped: ${report.reason}`);
      return 1;
    }
    const failed = report.results.filter((r) => !r.ok).length;
    out(failed === 0 ? 'all platforms synced' : `${failed} platform(s) failed`);
    return failed === 0 ? 0 : 1;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const message = error instanceof ConfigError ? error.message : `sync failed: ${String(error)}`;
    process.stderr.write(`${message}\n`);
    process.exit(1);
  },
);
