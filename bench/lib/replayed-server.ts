import { parseConfig } from '../../apps/server/src/config/env';
import { systemClock } from '../../apps/server/src/lib/clock';
import { startReplayServer } from '../../apps/server/replay/server/replay-server';
import { startServer } from '../../apps/server/src/server';
import { openBenchDatabase } from './bench-database';
import { expectOk } from './load';

/**
 * The server in this process on the recorded platform answers, synced once, with no timers: the
 * hostile benches measure its requests while something else runs beside them.
 */
export async function startReplayedServer() {
  const replay = await startReplayServer({ clock: systemClock });
  const { database, drop } = await openBenchDatabase();
  const config = parseConfig({
    ...replay.bases,
    NODE_ENV: 'test',
    PORT: '0',
    SYNC_INTERVAL_MINUTES: '0',
    LOG_LEVEL: 'silent',
    // The benches ask one address for more than the default 600 reads a minute (the hostile JSON
    // bench: 1,600 health checks); they measure latency beside a parse, not the rate limit.
    READ_RATE_LIMIT_PER_MINUTE: '100000',
  });
  const server = await startServer({ config, database, schedule: false });
  await server.syncNow();
  return {
    url: server.url,
    bases: replay.bases,
    async close() {
      await server.close();
      await drop();
      await replay.close();
    },
  };
}

/** Milliseconds of `count` requests for `path` one after another; any answer but 2xx stops it. */
export async function sequentialLatencies(
  url: string,
  path: string,
  count: number,
): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const start = performance.now();
    const response = await fetch(`${url}${path}`);
    await expectOk(response, path).arrayBuffer();
    times.push(performance.now() - start);
  }
  return times;
}

export function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}
