// The server as `npm start` runs it: plain node on the bundle, from apps/server, NODE_ENV=production,
// default settings except where it listens, where its data is and where the platforms answer.
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { systemClock } from '../../apps/server/src/lib/clock';
import { startReplayServer } from '../../apps/server/replay/server/replay-server';
import { freePort } from '../../tools/free-port';

const root = new URL('../../', import.meta.url).pathname;

/** The flags `npm start` gives node (package.json), read from there so the two never differ. */
export const NODE_FLAGS = (() => {
  const scripts = (
    JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    }
  ).scripts;
  const flags = /exec node ((?:--\S+ )+)dist\/bin\/main\.js/.exec(scripts.start ?? '')?.[1];
  if (!flags)
    throw new Error('package.json: npm start no longer runs `node <flags> dist/bin/main.js`');
  return flags.trim().split(' ');
})();

/** Both builds, as `npm start` makes them before it runs the server. */
export function ensureBuilt() {
  execFileSync(process.execPath, ['scripts/ensure-builds.mjs'], { cwd: root, stdio: 'inherit' });
}

export interface BuiltServer {
  pid: number;
  port: number;
  base: string;
  stop(): Promise<void>;
}

/**
 * Starts `node <NODE_FLAGS> dist/bin/<entry>.js` with only PATH, HOME and `env` (the
 * bench's own environment may name test databases) and waits until `ready` answers true.
 */
export async function startBuiltServer(
  env: Record<string, string>,
  options: { entry?: 'main' | 'demo'; ready?: (base: string) => Promise<boolean> } = {},
): Promise<BuiltServer & { startedAt: number }> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const startedAt = performance.now();
  const child = spawn(
    process.execPath,
    [
      ...NODE_FLAGS,
      // After npm start's flags, so that one of them can be tried with another value (the last wins).
      ...(process.env.BENCH_NODE_ARGS ? process.env.BENCH_NODE_ARGS.split(' ') : []),
      `dist/bin/${options.entry ?? 'main'}.js`,
    ],
    {
      cwd: join(root, 'apps/server'),
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        NODE_ENV: 'production',
        PORT: String(port),
        // An empty value is an unset one (DATABASE_URL: '' → the embedded database).
        ...Object.fromEntries(Object.entries(env).filter(([, value]) => value !== '')),
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const state = { gone: false };
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      state.gone = true;
      resolve();
    }),
  );
  const ready = options.ready ?? listsAnswer;
  for (;;) {
    if (state.gone)
      throw new Error(`the server (${options.entry ?? 'main'}) exited before it was ready`);
    if (await ready(base).catch(() => false)) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return {
    pid: child.pid ?? 0,
    port,
    base,
    startedAt,
    async stop() {
      if (!state.gone) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** The first list answered. */
async function listsAnswer(base: string): Promise<boolean> {
  return (await fetch(`${base}/api/contests/upcoming`)).ok;
}

/** Every platform synced at least once. */
export async function allSynced(base: string): Promise<boolean> {
  const response = await fetch(`${base}/api/status`);
  if (!response.ok) return false;
  const status = (await response.json()) as { platforms: { lastSuccessAt: string | null }[] };
  return status.platforms.every((platform) => platform.lastSuccessAt !== null);
}

/**
 * The server on replayed platform data, synced: a new embedded database unless `env` names a
 * PostgreSQL one. `dataDir` keeps the embedded database for a later start (cold start).
 */
export async function startSyncedServer(env: Record<string, string>, dataDir?: string) {
  const replay = await startReplayServer({ clock: systemClock });
  const ownDir = env.DATABASE_URL || dataDir ? undefined : await mkdtemp(join(tmpdir(), 'ct-b-'));
  const where: Record<string, string> = env.DATABASE_URL
    ? {}
    : { DATA_DIR: dataDir ?? ownDir ?? '' };
  try {
    const server = await startBuiltServer(
      { ...replay.bases, ...where, ...env },
      { ready: allSynced },
    );
    return {
      ...server,
      async stop() {
        await server.stop();
        await replay.close();
        if (ownDir) await rm(ownDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await replay.close();
    throw error;
  }
}
