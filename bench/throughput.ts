import { mkdtemp, writeFile } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startSyncedServer } from './lib/built-server';
import { cpuTimeMsOf, memoryOf, startChild } from './lib/child';
import { expectAnswered, expectOk } from './lib/load';
import { ms, pass, ratio, table } from './lib/markdown';

// The public calendar feed is answered from the same memory as the lists: the same bare baseline.
// Our own lists (/api/contests, the web app's) beside the first client's mappings of them.
const PATHS = [
  '/api/contests/upcoming',
  '/api/contests/past?page=0',
  '/contests/upcomming_contest',
  '/contests/past_contest?page=0',
  '/calendar/contests.ics',
];
const CONNECTIONS = 64;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
// Alternating rounds, median kept: one busy moment on a shared machine skews a single run.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
/** Issue 29's line: the lists through Fastify's routing at 0.8 of bare, p99 within 20 ms. */
const MIN_RATIO = 0.8;
const MAX_P99_MS = 20;

interface Run {
  target: string;
  /** The database of the app this run belongs to: each app is compared with its own baseline. */
  database: string;
  baseline: boolean;
  path: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** The server's own CPU time (every thread) per request answered, in µs. */
  cpuUs: number;
  /** This process's CPU per request (autocannon, the loader, on the same machine), in µs. */
  loaderCpuUs: number;
  /** Every round's req/s, p99 and server CPU per request, in the order they ran. */
  rounds: { rps: number; p99: number; cpuUs: number }[];
}

async function hammer(
  target: string,
  server: { port: number; pid: number },
  path: string,
  of: Pick<Run, 'database' | 'baseline'>,
): Promise<Run> {
  const cpuBefore = cpuTimeMsOf(server.pid);
  const loaderBefore = process.cpuUsage();
  const result = await autocannon({
    url: `http://127.0.0.1:${server.port}${path}`,
    connections: CONNECTIONS,
    duration: SECONDS,
  });
  expectAnswered(result, `${target} ${path}`);
  const requests = Math.max(1, result.requests.total);
  const cpuUs = ((cpuTimeMsOf(server.pid) - cpuBefore) * 1000) / requests;
  const loader = process.cpuUsage(loaderBefore);
  const loaderCpuUs = (loader.user + loader.system) / requests;
  return {
    ...of,
    target,
    path,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    cpuUs,
    loaderCpuUs,
    rounds: [{ rps: result.requests.average, p99: result.latency.p99, cpuUs }],
  };
}

/** The item whose key is the median of the items' keys. */
function medianBy<T>(items: T[], key: (item: T) => number): T {
  const middle = [...items].sort((a, b) => key(a) - key(b))[Math.floor(items.length / 2)];
  if (middle === undefined) throw new Error('no rounds');
  return middle;
}

/** The round with the median throughput, reported whole (its own latencies); CPU is its own median. */
function medianRun(rounds: Run[]): Run {
  return {
    ...medianBy(rounds, (r) => r.rps),
    cpuUs: medianBy(rounds, (r) => r.cpuUs).cpuUs,
    loaderCpuUs: medianBy(rounds, (r) => r.loaderCpuUs).loaderCpuUs,
    errors: rounds.reduce((n, r) => n + r.errors, 0),
    rounds: rounds.flatMap((r) => r.rounds),
  };
}

export interface MemoryRow {
  database: string;
  idleMb: number;
  afterLoadMb: number;
}

/** The public lists against the same bytes from a bare node:http server, measured in one run. */
export async function benchThroughput(database: string, env: Record<string, string>) {
  // Started as `npm start` starts it (the bundle, NODE_ENV=production, default settings).
  const app = await startSyncedServer(env);
  try {
    const idle = memoryOf(app.pid);
    // The same bytes: the app's body and its headers (less those Node adds per connection).
    const answers: Record<string, { headers: Record<string, string>; body: string }> = {};
    for (const path of PATHS) {
      // As autocannon asks: no Accept-Encoding, so the plain bytes (fetch would ask for brotli,
      // then decode the body but keep the compressed length and encoding in the headers).
      const response = expectOk(
        await fetch(`http://127.0.0.1:${app.port}${path}`, {
          headers: { 'accept-encoding': 'identity' },
        }),
        path,
      );
      if (response.headers.has('content-encoding')) {
        throw new Error(`${path}: the app compressed an answer nobody asked to be compressed`);
      }
      const headers = Object.fromEntries(
        [...response.headers].filter(
          ([name]) => !['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(name),
        ),
      );
      answers[path] = { headers, body: await response.text() };
    }
    const file = join(await mkdtemp(join(tmpdir(), 'ct-bare-')), 'bodies.json');
    await writeFile(file, JSON.stringify(answers));
    const bare = await startChild('bench/serve-bare.ts', [file]);
    const runs: Run[] = [];
    try {
      for (const path of PATHS) {
        const bareRuns: Run[] = [];
        const appRuns: Run[] = [];
        for (let round = 0; round < ROUNDS; round++) {
          const runBare = () =>
            hammer(`bare node:http (${database} run)`, bare, path, { database, baseline: true });
          const runApp = () =>
            hammer(`app (${database})`, app, path, { database, baseline: false });
          // Who goes first alternates: a server loaded right after the other one can be slower
          // for a while, and a fixed order would always hand that to the same one.
          const appFirst = round % 2 === 1;
          const appRunFirst = appFirst ? await runApp() : undefined;
          const bareRun = await runBare();
          const appRun = appRunFirst ?? (await runApp());
          bareRuns.push(bareRun);
          appRuns.push(appRun);
          // Every round as it ends: on a shared machine the spread says as much as the median.
          process.stdout.write(
            `  ${path} round ${round + 1} (${appFirst ? 'app' : 'bare'} first): app ${appRun.rps.toFixed(0)} req/s (p99 ${appRun.p99} ms, ${appRun.cpuUs.toFixed(1)} µs CPU/req), bare ${bareRun.rps.toFixed(0)} req/s (${bareRun.cpuUs.toFixed(1)} µs), loader ${appRun.loaderCpuUs.toFixed(1)} / ${bareRun.loaderCpuUs.toFixed(1)} µs, ratio ${ratio(appRun.rps, bareRun.rps)}\n`,
          );
        }
        runs.push(medianRun(bareRuns), medianRun(appRuns));
      }
    } finally {
      bare.stop();
    }
    const memory: MemoryRow = {
      database,
      idleMb: idle.rssMb,
      afterLoadMb: memoryOf(app.pid).peakMb,
    };
    return { runs, memory };
  } finally {
    await app.stop();
  }
}

export function throughputMarkdown(runs: Run[]): string {
  const rows = runs.map((run) => {
    const bare = runs.find((r) => r.baseline && r.path === run.path && r.database === run.database);
    const r = ratio(run.rps, bare?.rps ?? 0);
    const isApp = !run.baseline;
    return [
      run.target,
      `\`${run.path}\``,
      run.rps.toFixed(0),
      ms(run.p50),
      ms(run.p99),
      run.errors,
      r,
      `${run.cpuUs.toFixed(1)} µs`,
      ratio(bare?.cpuUs ?? 0, run.cpuUs),
      `${run.loaderCpuUs.toFixed(1)} µs`,
      run.rounds
        .map((round) => `${round.rps.toFixed(0)} (${round.p99}, ${round.cpuUs.toFixed(1)})`)
        .join(', '),
      isApp ? pass(Number(r) >= MIN_RATIO && run.p99 <= MAX_P99_MS) : 'baseline',
    ];
  });
  return [
    `## Public API throughput`,
    '',
    `autocannon, ${CONNECTIONS} connections, ${SECONDS} s per run, ${ROUNDS} rounds of baseline and app, the bare server first in odd rounds and the app first in even ones (the median round of each is shown, and every round's req/s with its p99 in ms and the server's CPU per request in µs); the baseline is a bare node:http server answering the same bytes (body and headers), measured in alternation with each app, which is compared with its own. Target: ratio >= ${MIN_RATIO} and p99 <= ${MAX_P99_MS} ms.`,
    '',
    `The loader (autocannon, in the bench's process) shares the machine's ${availableParallelism()} cores with the server, so req/s says how the two shared it. The server's CPU per request (all its threads, from /proc) says what each server spent itself, whatever the loader got; the CPU ratio is bare's over the app's (1.00: the app costs what the bare server does). CPU figures are medians of the rounds.`,
    '',
    table(
      [
        'server',
        'path',
        'req/s',
        'p50',
        'p99',
        'errors',
        'ratio to bare',
        'server CPU/req',
        'CPU ratio',
        'loader CPU/req',
        'rounds',
        'target',
      ],
      rows,
    ),
  ].join('\n');
}

export function memoryMarkdown(rows: MemoryRow[]): string {
  return [
    '## Memory',
    '',
    'Resident memory of the server process (synced, idle) and its peak after the throughput runs.',
    '',
    table(
      ['database', 'idle RSS', 'peak RSS after load'],
      rows.map((row) => [
        row.database,
        `${row.idleMb.toFixed(0)} MB`,
        `${row.afterLoadMb.toFixed(0)} MB`,
      ]),
    ),
  ].join('\n');
}
