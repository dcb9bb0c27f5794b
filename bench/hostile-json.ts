import { Worker } from 'node:worker_threads';
import { BYTE_CAPS } from '../apps/server/src/platforms/byte-caps';
import { createCodechefAdapter } from '../apps/server/src/platforms/codechef/client';
import { createCodeforcesAdapter } from '../apps/server/src/platforms/codeforces/client';
import { defaultHttpOptions } from '../apps/server/src/platforms/http-client';
import { createLeetcodeAdapter } from '../apps/server/src/platforms/leetcode/client';
import { OFF_THREAD_JSON_BYTES } from '../apps/server/src/platforms/parse-json-off-thread';
import { ms, pass, ratio, table } from './lib/markdown';
import { quantile, sequentialLatencies, startReplayedServer } from './lib/replayed-server';

const REQUESTS = 400;
const TARGET_P99_MS = 50;
const MB = 1024 * 1024;

/**
 * A hostile platform on its own thread, so that building and writing its body costs the server's
 * thread nothing: every path answers `bytes` of `[[[…]]]` as JSON, without a Content-Length.
 */
async function startHostileUpstream(bytes: number) {
  const source = `
    const { createServer } = require('node:http');
    const { parentPort, workerData } = require('node:worker_threads');
    const half = workerData / 2;
    const body = Buffer.from('['.repeat(half) + ']'.repeat(half));
    const server = createServer((req, res) => {
      res.on('error', () => {});
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(body);
    });
    server.listen(0, '127.0.0.1', () => parentPort.postMessage(server.address().port));
  `;
  const worker = new Worker(source, { eval: true, workerData: bytes });
  const port = await new Promise<number>((resolve) => worker.once('message', resolve));
  return { base: `http://127.0.0.1:${port}`, close: () => worker.terminate() };
}

const healthLatencies = (url: string) => sequentialLatencies(url, '/api/health', REQUESTS);

/** What a sync does before it writes: each adapter fetches, caps, parses and checks its list. */
function adaptersAt(bases: { codeforces: string; leetcode: string; codechef: string }) {
  const http = { ...defaultHttpOptions, retries: 0 };
  return [
    createCodeforcesAdapter({ baseUrl: bases.codeforces, http }),
    createLeetcodeAdapter({ baseUrl: bases.leetcode, http }),
    createCodechefAdapter({ baseUrl: bases.codechef, http }),
  ];
}

/**
 * `/api/health` on the server while the sync's adapters read their lists back to back in the same
 * process: the recorded answers (the baseline), then a 20 MB body nested 10 million deep from
 * each, then a 1.5 MB one from Codeforces (under its 2 MB cap, over the off-thread threshold: it
 * reaches the JSON worker, which refuses its depth). Peak resident memory beside each.
 */
export async function benchHostileJson() {
  const server = await startReplayedServer();
  const phase = async (adapters: ReturnType<typeof adaptersAt>) => {
    const state = { stop: false, reads: 0, failed: 0, peakRssMb: 0 };
    const sampler = setInterval(() => {
      state.peakRssMb = Math.max(state.peakRssMb, process.memoryUsage().rss / MB);
    }, 20);
    const reading = (async () => {
      while (!state.stop && adapters.length > 0) {
        for (const adapter of adapters) {
          await adapter.fetchContests(new AbortController().signal).catch(() => {
            state.failed++;
          });
          state.reads++;
        }
      }
    })();
    const times = await healthLatencies(server.url);
    state.stop = true;
    await reading;
    clearInterval(sampler);
    return { times, reads: state.reads, failed: state.failed, peakRssMb: state.peakRssMb };
  };
  const hostile = await startHostileUpstream(20 * MB);
  const underCap = await startHostileUpstream(1.5 * MB);
  try {
    const idle = await phase([]);
    const b: Readonly<Record<string, string | undefined>> = server.bases;
    const recorded = adaptersAt({
      codeforces: b.CODEFORCES_API_BASE ?? '',
      leetcode: b.LEETCODE_API_BASE ?? '',
      codechef: b.CODECHEF_API_BASE ?? '',
    });
    const all = (base: string) => ({ codeforces: base, leetcode: base, codechef: base });
    const baseline = await phase(recorded);
    const nested20 = await phase(adaptersAt(all(hostile.base)));
    const [codeforcesUnderCap] = adaptersAt(all(underCap.base));
    const nested15 = await phase(codeforcesUnderCap ? [codeforcesUnderCap] : []);
    return { idle, baseline, nested20, nested15 };
  } finally {
    await hostile.close();
    await underCap.close();
    await server.close();
  }
}

export function hostileJsonMarkdown(r: Awaited<ReturnType<typeof benchHostileJson>>): string {
  const base = quantile(r.baseline.times, 0.99);
  const row = (name: string, p: (typeof r)['baseline']) => {
    const p99 = quantile(p.times, 0.99);
    return [
      name,
      String(p.reads),
      String(p.failed),
      ms(quantile(p.times, 0.5)),
      ms(p99),
      p === r.baseline ? 'baseline' : ratio(p99, base),
      `${p.peakRssMb.toFixed(0)} MB`,
      pass(p99 < TARGET_P99_MS),
    ];
  };
  return [
    '## Health during a hostile JSON answer',
    '',
    `${REQUESTS} sequential \`GET /api/health\` while the Codeforces, LeetCode and CodeChef adapters (fetch, byte cap, parse, row checks: a sync before it writes) read their lists back to back in the server's process: none (the machine's floor), the recorded answers (the baseline, same run), then a 20 MB body nested 10 million deep from each (cut at its source's cap: ${BYTE_CAPS.codeforcesContests / MB} MB for Codeforces, ${BYTE_CAPS.leetcode / MB} MB for the others), then a 1.5 MB one from Codeforces (over the ${OFF_THREAD_JSON_BYTES / MB} MB threshold: parsed in the JSON worker, which refuses its depth). The hostile platform answers from its own thread. Peak RSS is the whole bench process (server, replay, embedded database). Target: p99 < ${TARGET_P99_MS} ms.`,
    '',
    table(
      ['upstream answers', 'reads', 'failed', 'p50', 'p99', 'p99 ratio', 'peak RSS', 'target'],
      [
        row('none (idle server)', r.idle),
        row('recorded', r.baseline),
        row('20 MB nested', r.nested20),
        row('1.5 MB nested (worker)', r.nested15),
      ],
    ),
  ].join('\n');
}
