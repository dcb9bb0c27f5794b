// The server as `npm start` runs it: resident memory idle after start-up (empty embedded database,
// the demo's data, PostgreSQL), after a long run of list traffic, and the cold start to the first
// list answered (issue 30, decision 024).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { systemClock } from '../apps/server/src/lib/clock';
import { startReplayServer } from '../apps/server/replay/server/replay-server';
import {
  allSynced,
  ensureBuilt,
  startBuiltServer,
  startSyncedServer,
  type BuiltServer,
  NODE_FLAGS,
} from './lib/built-server';
import { memoryOf } from './lib/child';
import { serverUrl, withScratchDatabase } from './lib/bench-database';
import { loadRun } from './lib/load';
import { pass, table } from './lib/markdown';
import { median } from './lib/timing';

const IDLE_SECONDS = 10;
/** 10 minutes in a whole run; BENCH_TRAFFIC_SECONDS shortens it for a quick look. */
const TRAFFIC_SECONDS = Number(process.env.BENCH_TRAFFIC_SECONDS ?? 600);
const COLD_STARTS = 5;
/** The answer cache's bound on its bytes (lib/answer-cache.ts): growth beyond it is a leak. */
const ANSWER_CACHE_MB = 32;

interface Row {
  what: string;
  value: string;
  target: string;
  ok: boolean;
}

const sleep = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));

async function idleRss(server: BuiltServer): Promise<number> {
  await sleep(IDLE_SECONDS);
  return memoryOf(server.pid).rssMb;
}

const mb = (value: number) => `${value.toFixed(0)} MB`;

async function emptyEmbedded(): Promise<Row> {
  const dataDir = await mkdtemp(join(tmpdir(), 'ct-b-empty-'));
  // No sync: the database stays as the migrations leave it.
  const server = await startBuiltServer({ DATA_DIR: dataDir, SYNC_INTERVAL_MINUTES: '0' });
  try {
    const rss = await idleRss(server);
    const what = 'idle RSS, empty embedded database';
    return { what, value: mb(rss), target: '<= 250 MB', ok: rss <= 250 };
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function demoData(): Promise<Row> {
  const server = await startBuiltServer({}, { entry: 'demo', ready: allSynced });
  try {
    const rss = await idleRss(server);
    const what = "idle RSS, `npm run demo` (the demo's data, its replay server inside)";
    return { what, value: mb(rss), target: '<= 300 MB', ok: rss <= 300 };
  } finally {
    await server.stop();
  }
}

async function onPostgres(url: string): Promise<Row> {
  return withScratchDatabase(url, async (scratchUrl) => {
    const server = await startSyncedServer({ DATABASE_URL: scratchUrl });
    try {
      const rss = await idleRss(server);
      const what = 'idle RSS, PostgreSQL (synced)';
      return { what, value: mb(rss), target: '<= 120 MB', ok: rss <= 120 };
    } finally {
      await server.stop();
    }
  });
}

async function afterTraffic(): Promise<Row[]> {
  const server = await startSyncedServer({});
  try {
    const before = await idleRss(server);
    // The web app's own paths; a path that answers 404 would measure nothing (the load fails).
    const paths = [
      '/api/contests/upcoming',
      '/api/contests/past?page=0',
      '/api/contests/past?page=1',
    ];
    await loadRun(
      {
        url: server.base,
        connections: 16,
        duration: TRAFFIC_SECONDS,
        requests: paths.map((path) => ({ method: 'GET', path })),
      },
      'list traffic',
    );
    const after = await idleRss(server);
    const growth = after - before;
    return [
      {
        what: `idle RSS after ${TRAFFIC_SECONDS / 60} min of list traffic (embedded, synced; ${mb(before)} before)`,
        value: `${mb(after)} (+${mb(growth)})`,
        target: `growth <= ${ANSWER_CACHE_MB} MB (the answer cache's bound)`,
        ok: growth <= ANSWER_CACHE_MB,
      },
    ];
  } finally {
    await server.stop();
  }
}

/** From `node` starting to the first list with contests in it, on a database that holds them. */
async function coldStart(): Promise<Row> {
  const dataDir = await mkdtemp(join(tmpdir(), 'ct-b-cold-'));
  const synced = await startSyncedServer({}, dataDir);
  await synced.stop();
  const replay = await startReplayServer({ clock: systemClock });
  const times: number[] = [];
  try {
    for (let run = 0; run < COLD_STARTS; run++) {
      const server = await startBuiltServer(
        { ...replay.bases, DATA_DIR: dataDir },
        { ready: firstListWithContests },
      );
      times.push(performance.now() - server.startedAt);
      await server.stop();
    }
  } finally {
    await replay.close();
    await rm(dataDir, { recursive: true, force: true });
  }
  const ms = median(times);
  return {
    what: `cold start to the first list (embedded, contests stored; median of ${COLD_STARTS}: ${times.map((t) => t.toFixed(0)).join(', ')} ms)`,
    value: `${(ms / 1000).toFixed(2)} s`,
    target: '<= 1.5 s',
    ok: ms <= 1500,
  };
}

async function firstListWithContests(base: string): Promise<boolean> {
  const response = await fetch(`${base}/api/contests/upcoming`);
  if (!response.ok) return false;
  const body = (await response.json()) as { contests: unknown[] };
  return body.contests.length > 0;
}

export async function benchStartup(): Promise<Row[]> {
  ensureBuilt();
  const rows = [await emptyEmbedded(), await demoData()];
  if (serverUrl) rows.push(await onPostgres(serverUrl));
  rows.push(...(await afterTraffic()), await coldStart());
  return rows;
}

export function startupMarkdown(rows: Row[]): string {
  return [
    '## Server start-up and memory',
    '',
    `The server as \`npm start\` runs it (\`node ${NODE_FLAGS.join(' ')} dist/bin/main.js\`, NODE_ENV=production, default settings, platforms replayed locally). Resident memory (VmRSS) of its one process ${IDLE_SECONDS} s after it is ready; list traffic is autocannon with 16 connections over the upcoming list and the first two past pages.`,
    '',
    table(
      ['measure', 'value', 'target', 'pass/fail'],
      rows.map((row) => [row.what, row.value, row.target, pass(row.ok)]),
    ),
  ].join('\n');
}
