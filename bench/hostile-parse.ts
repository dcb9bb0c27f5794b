import {
  OFF_THREAD_DEFAULTS,
  parsePageOffThread,
} from '../apps/server/src/platforms/atcoder/parse-page-off-thread';
import { flatPage, nestedPage } from '../apps/server/replay/platforms/atcoder/hostile-pages';
import { ensureBuilt } from './lib/built-server';
import { ms, pass, table } from './lib/markdown';
import { quantile, sequentialLatencies, startReplayedServer } from './lib/replayed-server';

const REQUESTS = 300;
const TARGET_P99_MS = 50;

const listLatencies = (url: string) => sequentialLatencies(url, '/contests/upcoming', REQUESTS);

/**
 * The upcoming list's latency while AtCoder's hostile pages are parsed over and over, against
 * the same requests on an idle server. The parse's limits are lifted here, so the worker really
 * grinds through each whole page (the sync's own limits would stop it within milliseconds).
 */
export async function benchHostileParse() {
  // The worker as `npm start` runs it: its compiled bundle, not its source compiled by tsx at
  // each start.
  ensureBuilt();
  const worker = new URL('../apps/server/dist/bin/parse-page-worker.js', import.meta.url);
  const server = await startReplayedServer();
  try {
    const idle = await listLatencies(server.url);
    const pages = [nestedPage(1_000_000), flatPage(1_000_000)];
    const unlimited = {
      ...OFF_THREAD_DEFAULTS,
      worker,
      timeoutMs: 60_000,
      limits: { maxDepth: Number.POSITIVE_INFINITY, maxElements: Number.POSITIVE_INFINITY },
    };
    // An object: the loop reads what the code after it sets.
    const state = { stop: false };
    let parses = 0;
    const grind = (async () => {
      while (!state.stop) {
        for (const page of pages) {
          await parsePageOffThread(page, unlimited).catch(() => undefined);
          parses++;
        }
      }
    })();
    // The first worker is up and parsing before the requests start.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const during = await listLatencies(server.url);
    state.stop = true;
    await grind;
    return { idle, during, parses };
  } finally {
    await server.close();
  }
}

export function hostileParseMarkdown(r: Awaited<ReturnType<typeof benchHostileParse>>): string {
  const row = (name: string, times: number[], target: string) => [
    name,
    ms(quantile(times, 0.5)),
    ms(quantile(times, 0.99)),
    target,
  ];
  return [
    '## Lists during a hostile AtCoder parse',
    '',
    `${REQUESTS} sequential \`GET /contests/upcoming\` on an idle server, then ${REQUESTS} more while a worker parses a 1 MB nested page and a 1 MB page of 140,000 elements over and over (the compiled worker, as \`npm start\` runs it), limits lifted (${r.parses} parses meanwhile). Target: p99 during the parse < ${TARGET_P99_MS} ms.`,
    '',
    table(
      ['run', 'p50', 'p99', 'target'],
      [
        row('idle', r.idle, 'baseline'),
        row('during the parse', r.during, pass(quantile(r.during, 0.99) < TARGET_P99_MS)),
      ],
    ),
  ].join('\n');
}
