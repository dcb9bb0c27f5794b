import type { PlatformId } from '@contest-tracker/contract';
import { sql } from 'drizzle-orm';
import { parseConfig } from '../apps/server/src/config/env';
import { fixedClock, type Sleep } from '../apps/server/src/lib/clock';
import { PLATFORM_MODULES } from '../apps/server/src/platforms/modules';
import { createPlatformParts } from '../apps/server/src/platforms/registry';
import { startReplayServer } from '../apps/server/replay/server/replay-server';
import { refreshDueHandles } from '../apps/server/src/services/handles/refresh-due';
import { openBenchDatabase } from './lib/bench-database';

const PLATFORMS: PlatformId[] = ['codeforces', 'atcoder', 'leetcode'];
/** Handles read per platform here; 10,000 is extrapolated (the gates make time linear in it). */
export const SAMPLE_HANDLES = 200;
export const TARGET_USERS = 10_000;

/**
 * A full refresh of verified handles, per platform (the first read of each, then the next one, six
 * hours on, which asks only for the submissions since), on an injected clock whose sleeps advance it:
 * the rate gates set the pace (Codeforces 2 s, the others 1 s a call) while every call still goes
 * over HTTP to the replay of recorded answers. Reports the clock time the gates take (what
 * production would wait) and the real time our own work takes, per handle.
 */
export async function benchHandlesRefresh() {
  const clock = fixedClock('2026-03-01T12:00:00Z');
  const sleep: Sleep = async (ms, signal) => {
    if (signal?.aborted) throw signal.reason;
    clock.set(new Date(clock.now().getTime() + ms));
    await Promise.resolve();
  };
  const replay = await startReplayServer({ clock });
  const bench = await openBenchDatabase();
  try {
    const config = parseConfig({
      ...replay.bases,
      PLATFORMS: PLATFORMS.join(','),
      DATA_DIR: '/tmp',
      LOG_LEVEL: 'silent',
    });
    const { handleSources } = createPlatformParts({ config, clock, sleep });
    const { db } = bench.database;
    await db.execute(sql`
      insert into users (google_sub, email, name)
      select 'bench-' || g, 'bench' || g || '@example.com', 'Bench ' || g
      from generate_series(1, ${SAMPLE_HANDLES}) g`);
    const rows = [];
    for (const platform of PLATFORMS) {
      const verifiedAt = clock.now().toISOString();
      await db.execute(sql`
        insert into user_handles (user_id, platform, handle, verified_at)
        select id, ${platform}, 'user_' || id, ${verifiedAt}::timestamptz from users`);
      const pass = async () => {
        const calls = replay.requests.length;
        const clockStart = clock.now().getTime();
        const realStart = performance.now();
        let read = 0;
        let runs = 0;
        for (;;) {
          const n = await refreshDueHandles(
            { db, clock, handleSources },
            new AbortController().signal,
          );
          if (n === 0) break;
          read += n;
          runs += 1;
        }
        return {
          read,
          runs,
          calls: replay.requests.length - calls,
          clockMsPerHandle: (clock.now().getTime() - clockStart) / read,
          realMsPerHandle: (performance.now() - realStart) / read,
        };
      };
      const first = await pass();
      // Six hours on, every handle is due again: what the reads since the cursor cost.
      clock.set(new Date(clock.now().getTime() + 6 * 3_600_000 + 1_000));
      const since = await pass();
      rows.push({
        platform,
        intervalMs: PLATFORM_MODULES[platform].minIntervalMs,
        first,
        since,
      });
      // The next platform's passes read only its own handles.
      await db.execute(sql`delete from user_handles where platform = ${platform}`);
    }
    return { kind: bench.kind, rows };
  } finally {
    await bench.drop();
    await replay.close();
  }
}
