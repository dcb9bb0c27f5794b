import { sql } from 'drizzle-orm';
import { contests } from '../apps/server/src/db/schema';
import { sleep, systemClock } from '../apps/server/src/lib/clock';
import { silentLogger } from '../apps/server/src/lib/logger';
import { parseConfig } from '../apps/server/src/config/env';
import { createPlatformAdapters } from '../apps/server/src/platforms/registry';
import { startReplayServer } from '../apps/server/src/replay/replay-server';
import { runSync } from '../apps/server/src/sync/sync-runner';
import { openBenchDatabase } from './lib/bench-database';
import { ms, pass, table } from './lib/markdown';

/** A full sync of every recorded sample from the replay server, then an unchanged second one. */
export async function benchSync() {
  const replay = await startReplayServer({ clock: systemClock });
  const { database, kind, drop } = await openBenchDatabase();
  try {
    const adapters = Object.values(
      createPlatformAdapters({ config: parseConfig(replay.bases), clock: systemClock, sleep }),
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
      return { elapsed, written, failed };
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
    `Every recorded sample (Codeforces 1,835, LeetCode 97, CodeChef 22, AtCoder 31 contests) from the local replay server into a fresh ${r.kind}. AtCoder's two sources are read a second apart (its API notes ask for one request per second), which the first sync includes; the second runs right after the first, so it also includes Codeforces' 2-second call spacing.`,
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
