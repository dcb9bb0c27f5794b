import { spawn } from 'node:child_process';
import { Agent, get } from 'node:http';
import type autocannon from 'autocannon';
import { startChild } from './lib/child';
import { ms, pass, ratio, table } from './lib/markdown';
import { median } from './lib/timing';

const root = new URL('../', import.meta.url).pathname;
const UPCOMING = '/contests/upcomming_contest';
/** Distinct searches in one flood, and the connections that send them. */
const FLOOD = Number(process.env.BENCH_FLOOD ?? 10_000);
const FLOOD_CONNECTIONS = 16;
/** Clients reading the upcoming list meanwhile, each one request after another. */
const READERS = 4;
const QUIET_MS = 5_000;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

interface Scenario {
  name: string;
  env: NodeJS.ProcessEnv;
  /** A flood of plain past pages instead of searches: what any crowd costs, for comparison. */
  plain?: boolean;
}

// The budget is per address and every request here comes from 127.0.0.1: lifting it stands for a
// crowd of addresses, each within its budget, so every search is answered.
const CROWD = { SEARCH_RATE_LIMIT_PER_MINUTE: '100000' };
const SCENARIOS: Scenario[] = [
  { name: 'one address, default search budget', env: {} },
  { name: 'budget lifted (a crowd of addresses)', env: CROWD },
  { name: 'the same crowd sending plain past pages (reference)', env: CROWD, plain: true },
];

/** Milliseconds of each upcoming-list request made while `busy` runs (or for `forMs`). */
async function readUpcoming(port: number, until: Promise<unknown>): Promise<number[]> {
  const agent = new Agent({ keepAlive: true, maxSockets: READERS });
  const times: number[] = [];
  let done = false;
  void Promise.resolve(until).finally(() => {
    done = true;
  });
  const once = () =>
    new Promise<void>((resolve, reject) => {
      const started = performance.now();
      get({ host: '127.0.0.1', port, path: UPCOMING, agent }, (response) => {
        response.resume();
        response.on('end', () => {
          if (response.statusCode !== 200) reject(new Error(`upcoming: ${response.statusCode}`));
          times.push(performance.now() - started);
          resolve();
        });
      }).on('error', reject);
    });
  await Promise.all(
    Array.from({ length: READERS }, async () => {
      while (!done) await once();
    }),
  );
  agent.destroy();
  return times;
}

const p99 = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? NaN;
};

/** Sends FLOOD past-list searches, each with words never sent before, from a process of its own. */
function flood(
  port: number,
  plain: boolean,
): { started: Promise<void>; done: Promise<autocannon.Result> } {
  const client = spawn(
    `${root}node_modules/.bin/tsx`,
    [
      'bench/lib/search-flood-client.ts',
      String(port),
      String(FLOOD),
      String(FLOOD_CONNECTIONS),
      ...(plain ? ['plain'] : []),
    ],
    { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  let onStart: () => void = () => undefined;
  const started = new Promise<void>((resolve) => (onStart = resolve));
  client.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    if (output.startsWith('started\n')) onStart();
  });
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    client.on('exit', (code) => {
      onStart();
      const json = output.split('\n').find((line) => line.startsWith('{'));
      if (code === 0 && json) resolve(JSON.parse(json) as autocannon.Result);
      else reject(new Error(`the search flood's client exited with ${String(code)}`));
    });
  });
  return { started, done };
}

export interface SearchFloodRow {
  scenario: string;
  reference: boolean;
  quietP99: number;
  floodP99: number;
  floodRps: number;
  answered: number;
  refused: number;
  seconds: number;
}

async function runScenario(scenario: Scenario): Promise<SearchFloodRow> {
  const app = await startChild('bench/serve-app.ts', [], { DATABASE_URL: '', ...scenario.env });
  try {
    // Warm: the upcoming answer is in memory before anything is measured.
    await readUpcoming(app.port, new Promise((resolve) => setTimeout(resolve, 500)));
    const quiet: number[] = [];
    const busy: number[] = [];
    let last: autocannon.Result | undefined;
    for (let round = 0; round < ROUNDS; round++) {
      const pause = new Promise((resolve) => setTimeout(resolve, QUIET_MS));
      quiet.push(p99(await readUpcoming(app.port, pause)));
      const sent = flood(app.port, scenario.plain ?? false);
      await sent.started;
      busy.push(p99(await readUpcoming(app.port, sent.done)));
      last = await sent.done;
    }
    if (!last) throw new Error('no rounds');
    return {
      scenario: scenario.name,
      reference: scenario.plain ?? false,
      quietP99: median(quiet),
      floodP99: median(busy),
      floodRps: last.requests.average,
      answered: last['2xx'],
      refused: last.non2xx,
      seconds: last.duration,
    };
  } finally {
    app.stop();
  }
}

/** The upcoming list's p99 with and without a flood of distinct searches (embedded database). */
export async function benchSearchFlood(): Promise<SearchFloodRow[]> {
  const rows: SearchFloodRow[] = [];
  for (const scenario of SCENARIOS) rows.push(await runScenario(scenario));
  return rows;
}

export function searchFloodMarkdown(rows: SearchFloodRow[]): string {
  return [
    '## Lists under a search flood',
    '',
    `Embedded PGlite (it runs on the server's own thread). The flood's client is a process of its own, so the readers never wait behind its work. ${READERS} clients read \`${UPCOMING}\` one request after another, for ${QUIET_MS / 1000} s alone and then while ${FLOOD_CONNECTIONS} connections send ${FLOOD.toLocaleString('en')} past-list searches, each with words never sent before (the reference row: as many requests for the first five plain past pages, answered from memory); ${ROUNDS} rounds, median p99 shown. Target: p99 during the flood <= 2 × p99 without it.`,
    '',
    table(
      [
        'scenario',
        'upcoming p99 alone',
        'upcoming p99 in the flood',
        'ratio',
        'flood req/s',
        'answered / refused (last round)',
        'target',
      ],
      rows.map((row) => {
        const r = ratio(row.floodP99, row.quietP99);
        return [
          row.scenario,
          ms(row.quietP99),
          ms(row.floodP99),
          r,
          row.floodRps.toFixed(0),
          `${row.answered} / ${row.refused}`,
          row.reference ? 'reference' : pass(Number(r) <= 2),
        ];
      }),
    ),
  ].join('\n');
}
