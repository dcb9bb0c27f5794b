import { parseConfig } from '../apps/server/src/config/env';
import { systemClock } from '../apps/server/src/lib/clock';
import { BYTE_CAPS } from '../apps/server/src/platforms/byte-caps';
import { startReplayServer } from '../apps/server/src/replay/replay-server';
import { startServer } from '../apps/server/src/server';
import { openBenchDatabase } from './lib/bench-database';
import { ms, pass, ratio, table } from './lib/markdown';

const REQUESTS = 400;
const TARGET_P99_MS = 50;
/** The JSON sources of a sync that a hostile answer is served to, in place of their lists. */
const SOURCES = ['codeforces', 'leetcode', 'codechef', 'atcoder'] as const;

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}

const nested = (bytes: number) => '['.repeat(bytes / 2) + ']'.repeat(bytes / 2);

async function healthLatencies(url: string): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const start = performance.now();
    const response = await fetch(`${url}/api/health`);
    await response.arrayBuffer();
    times.push(performance.now() - start);
  }
  return times;
}

/**
 * `/api/health` while syncs run back to back, first on the recorded answers, then with a 20 MB
 * body nested 10 million deep served to every JSON source of the sync, then with a 1.5 MB one
 * (under AtCoder Problems' 2 MB cap, so it reaches the worker's parse). Peak resident memory of
 * the process during each phase beside it.
 */
export async function benchHostileJson() {
  const replay = await startReplayServer({ clock: systemClock });
  const { database, drop } = await openBenchDatabase();
  const config = parseConfig({
    ...replay.bases,
    NODE_ENV: 'test',
    PORT: '0',
    SYNC_INTERVAL_MINUTES: '0',
    LOG_LEVEL: 'silent',
  });
  const server = await startServer({ config, database, schedule: false });
  const phase = async (body: string | undefined) => {
    for (const source of SOURCES) {
      replay.setFault(
        source,
        body === undefined
          ? undefined
          : { type: 'raw', status: 200, body, contentType: 'application/json' },
      );
    }
    const state = { stop: false, syncs: 0, failed: 0, peakRssMb: 0 };
    const sampler = setInterval(() => {
      state.peakRssMb = Math.max(state.peakRssMb, process.memoryUsage().rss / 2 ** 20);
    }, 50);
    const syncing = (async () => {
      while (!state.stop) {
        const report = await server.syncNow();
        state.syncs++;
        if (report.ran) state.failed += report.results.filter((r) => !r.ok).length;
      }
    })();
    const times = await healthLatencies(server.url);
    state.stop = true;
    await syncing;
    clearInterval(sampler);
    return { times, syncs: state.syncs, failed: state.failed, peakRssMb: state.peakRssMb };
  };
  try {
    await server.syncNow();
    const baseline = await phase(undefined);
    const hostile = await phase(nested(20 * 1024 * 1024));
    const underCap = await phase(nested(1.5 * 1024 * 1024));
    return { baseline, hostile, underCap };
  } finally {
    await server.close();
    await drop();
    await replay.close();
  }
}

export function hostileJsonMarkdown(r: Awaited<ReturnType<typeof benchHostileJson>>): string {
  const base = quantile(r.baseline.times, 0.99);
  const row = (name: string, p: (typeof r)['baseline'], target: string) => {
    const p99 = quantile(p.times, 0.99);
    return [
      name,
      String(p.syncs),
      String(p.failed),
      ms(quantile(p.times, 0.5)),
      ms(p99),
      p === r.baseline ? 'baseline' : ratio(p99, base),
      `${p.peakRssMb.toFixed(0)} MB`,
      target,
    ];
  };
  const target = (p: (typeof r)['baseline']) => pass(quantile(p.times, 0.99) < TARGET_P99_MS);
  return [
    '## Health during a hostile JSON answer',
    '',
    `${REQUESTS} sequential \`GET /api/health\` while syncs run back to back (server and replay in one process), on the recorded answers, then with a 20 MB body nested 10 million deep served to each of ${SOURCES.join(', ')} (cut at each source's cap: ${BYTE_CAPS.codeforcesContests / 2 ** 20} MB for Codeforces, ${BYTE_CAPS.leetcode / 2 ** 20} MB for LeetCode and CodeChef, ${BYTE_CAPS.atcoderProblemsContests / 2 ** 20} MB for AtCoder Problems), then with a 1.5 MB one (over the 1 MB off-thread threshold: AtCoder Problems' reaches the worker, which refuses its depth). "failed" counts platform failures over those syncs. Target: p99 < ${TARGET_P99_MS} ms.`,
    '',
    table(
      ['run', 'syncs', 'failed', 'p50', 'p99', 'p99 ratio', 'peak RSS', 'target'],
      [
        row('recorded answers', r.baseline, target(r.baseline)),
        row('20 MB nested', r.hostile, target(r.hostile)),
        row('1.5 MB nested', r.underCap, target(r.underCap)),
      ],
    ),
  ].join('\n');
}
