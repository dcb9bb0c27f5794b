import { PLATFORM_IDS, PLATFORM_NAMES } from '@contest-tracker/contract';
import { sql } from 'drizzle-orm';
import { contests } from '../apps/server/src/db/schema';
import { sleep, systemClock } from '../apps/server/src/lib/clock';
import { silentLogger } from '../apps/server/src/lib/logger';
import { parseConfig } from '../apps/server/src/config/env';
import { createPlatformAdapters } from '../apps/server/src/platforms/registry';
import { startReplayServer } from '../apps/server/replay/server/replay-server';
import { runSync } from '../apps/server/src/sync/sync-runner';
import { openBenchDatabase } from './lib/bench-database';
import { ms, pass, table } from './lib/markdown';

/** A full sync of every recorded sample from the replay server, then an unchanged second one. */
export async function benchSync() {
  const replay = await startReplayServer({ clock: systemClock });
  const { database, kind, drop } = await openBenchDatabase();
  try {
    const adapters = Object.values(
      createPlatformAdapters({
        // Every platform, the opt-in gyms too.
        config: parseConfig({ ...replay.bases, PLATFORMS: PLATFORM_IDS.join(',') }),
        clock: systemClock,
        sleep,
      }),
    );
    const run = async () => {
      const start = performance.now();
      const report = await runSync({
        database,
        adapters,
        clock: systemClock,
        logger: silentLogger,
      });
      const elapsed = performance.now() - start;
      if (!report.ran) throw new Error('sync did not run');
      const written = report.results.reduce((n, r) => n + (r.ok ? r.inserted + r.updated : 0), 0);
      const failed = report.results.filter((r) => !r.ok).length;
      return { elapsed, written, failed, results: report.results };
    };
    const first = await run();
    const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(contests);
    const second = await run();
    return { kind, first, second, rows: row?.n ?? 0 };
  } finally {
    await drop();
    await replay.close();
  }
}

export function syncMarkdown(r: Awaited<ReturnType<typeof benchSync>>): string {
  return [
    '## Sync',
    '',
    `Every platform's recorded answers (the opt-in Codeforces gyms included) from the local replay server into a fresh ${r.kind}. Platforms sync side by side; within one, calls are spaced by its rate gate (one a second, two for Codeforces and its gyms, which share one), and the second sync runs right after the first, so it waits out Codeforces' 2-second spacing.`,
    '',
    table(
      ['platform', 'contests seen', 'rows written (first sync)', 'skipped as out of bounds'],
      r.first.results.map((result) => [
        PLATFORM_NAMES[result.platform],
        result.ok ? result.seen : `FAILED: ${result.error}`,
        result.ok ? result.inserted + result.updated : 0,
        result.ok ? result.skipped : 0,
      ]),
    ),
    '',
    table(
      ['run', 'time', 'rows written', 'platforms failed', 'target'],
      [
        [
          'first (empty database)',
          ms(r.first.elapsed),
          r.first.written,
          r.first.failed,
          `${r.rows} rows stored`,
        ],
        [
          'second (unchanged)',
          ms(r.second.elapsed),
          r.second.written,
          r.second.failed,
          pass(r.second.written === 0),
        ],
      ],
    ),
  ].join('\n');
}
