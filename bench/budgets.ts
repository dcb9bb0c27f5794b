import { serverUrl, withScratchDatabase } from './lib/bench-database';
import { startChild } from './lib/child';
import { loadRun } from './lib/load';
import { ms, pass, ratio, table } from './lib/markdown';

// Issue 51: the budgeted routes with their counters in PostgreSQL (every instance's one budget)
// against the same routes counting in the instance's memory, on one database, in the same run.
const CONNECTIONS = 64;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** Clients: each connection speaks for its own address (the proxy's X-Forwarded-For). */
const ADDRESSES = 64;
const MIN_RATIO = 0.7;
// A status read (the read budget) and a past-list search (the search budget).
const PATHS = ['/api/status', '/contests/past_contest?q=round'];

interface BudgetRun {
  store: 'database' | 'memory';
  path: string;
  rps: number;
  p99: number;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function hammer(port: number, path: string) {
  const requests = Array.from({ length: ADDRESSES }, (_, i) => ({
    method: 'GET' as const,
    path,
    headers: { 'x-forwarded-for': `198.51.100.${i + 1}` },
  }));
  const run = await loadRun(
    { url: `http://127.0.0.1:${port}`, connections: CONNECTIONS, duration: SECONDS, requests },
    `budgeted ${path}`,
  );
  return { rps: run.rps, p99: run.p99 };
}

export async function benchBudgets(): Promise<BudgetRun[] | undefined> {
  if (!serverUrl) return undefined;
  return withScratchDatabase(serverUrl, async (url) => {
    // Budgets high enough that nothing is refused: what is measured is the counting.
    const env = (store: string) => ({
      DATABASE_URL: url,
      RATE_LIMIT_STORE: store,
      TRUST_PROXY: 'true',
      READ_RATE_LIMIT_PER_MINUTE: '100000',
      SEARCH_RATE_LIMIT_PER_MINUTE: '100000',
    });
    const shared = await startChild('bench/serve-app.ts', [], env('database'));
    const memory = await startChild('bench/serve-app.ts', [], env('memory'));
    const runs: BudgetRun[] = [];
    try {
      for (const path of PATHS) {
        const rounds: Record<BudgetRun['store'], { rps: number; p99: number }[]> = {
          database: [],
          memory: [],
        };
        // Alternating rounds, median kept: one busy moment on a shared machine skews one run.
        for (let round = 0; round < ROUNDS; round++) {
          rounds.memory.push(await hammer(memory.port, path));
          rounds.database.push(await hammer(shared.port, path));
        }
        for (const store of ['memory', 'database'] as const) {
          runs.push({
            store,
            path,
            rps: median(rounds[store].map((r) => r.rps)),
            p99: median(rounds[store].map((r) => r.p99)),
          });
        }
      }
    } finally {
      shared.stop();
      memory.stop();
    }
    return runs;
  });
}

export function budgetsMarkdown(runs: BudgetRun[] | undefined): string {
  const title = '## Budgets shared through PostgreSQL (issue 51)';
  if (!runs) {
    return `${title}\n\nSkipped: needs a PostgreSQL server (DATABASE_URL or TEST_DATABASE_URL).`;
  }
  const rows = PATHS.map((path) => {
    const memory = runs.find((r) => r.path === path && r.store === 'memory');
    const shared = runs.find((r) => r.path === path && r.store === 'database');
    const r = shared && memory ? shared.rps / memory.rps : 0;
    return [
      `\`${path}\``,
      memory ? memory.rps.toFixed(0) : '',
      shared ? shared.rps.toFixed(0) : '',
      ratio(shared?.rps ?? 0, memory?.rps ?? 0),
      memory ? ms(memory.p99) : '',
      shared ? ms(shared.p99) : '',
      pass(r >= MIN_RATIO),
    ];
  });
  return `${title}

${CONNECTIONS} connections from ${ADDRESSES} client addresses, ${SECONDS} s a round, median of ${ROUNDS} alternating rounds; one server process on one PostgreSQL database each, counting in its memory (\`RATE_LIMIT_STORE=memory\`) or in \`rate_limit_hits\` (\`database\`, one budget across instances). Target: shared ≥ ${MIN_RATIO} of memory.

${table(['route', 'memory req/s', 'shared req/s', 'ratio', 'memory p99', 'shared p99', `≥ ${MIN_RATIO}`], rows)}`;
}
