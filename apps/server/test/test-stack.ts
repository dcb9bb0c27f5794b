import webpush from 'web-push';
import { parseConfig } from '#server/config/env';
import type { OffThreadOptions } from '#server/platforms/atcoder/parse-page-off-thread';
import type { HttpClientOptions } from '#server/platforms/http-client';
import { startReplayServer, type ReplayServer } from '#replay/server/replay-server';
import { startServer, type RunningServer, type ServerOptions } from '#server/server';
import type { TestDatabase } from './test-database';
import { virtualTime } from './virtual-time';

export const TEST_VAPID_KEYS = webpush.generateVAPIDKeys();

/** An instant unrelated to today: every test sees the same contests upcoming, running and past. */
export const TEST_NOW = '2026-03-01T12:00:00.000Z';

export interface TestStackOptions {
  webDistDir?: string;
  env?: Record<string, string>;
  logStream?: { write(line: string): void };
  http?: Partial<HttpClientOptions>;
  atcoderParse?: Partial<OffThreadOptions>;
  searchQueue?: ServerOptions['searchQueue'];
  /** Sees each route as it is registered. */
  onRoute?: ServerOptions['onRoute'];
  /** The demo's sign-in routes, as `npm run demo` passes them. */
  demoRoutes?: ServerOptions['demoRoutes'];
  /** True: the server's own timers run its jobs (on real time), as in production. */
  schedule?: boolean;
  /** The replay serves what `npm run demo` serves (its routes' demo samples). */
  replayDemo?: boolean;
  /** Rows written before the jobs start, as the demo's entry point writes them. */
  seed?: ServerOptions['seed'];
}

export interface TestStack {
  server: RunningServer;
  replay: ReplayServer;
  time: ReturnType<typeof virtualTime>;
  get(path: string, headers?: Record<string, string>): Promise<Response>;
  /** The Fastify instance, for inject()-speed fuzzing. */
  app(): RunningServer['app'];
  /** Any request; a `json` body is sent as JSON. */
  request(
    method: string,
    path: string,
    options?: { token?: string; json?: unknown; headers?: Record<string, string> },
  ): Promise<Response>;
  close(): Promise<void>;
}

/** The real server on 127.0.0.1, its real sync pointed at a local replay of the platforms. */
export async function startTestStack(
  testDb: TestDatabase,
  options: TestStackOptions = {},
): Promise<TestStack> {
  const time = virtualTime(TEST_NOW);
  const replay = await startReplayServer({
    clock: time.clock,
    ...(options.replayDemo ? { demo: true } : {}),
  });
  const config = parseConfig({
    ...replay.bases,
    NODE_ENV: 'test',
    PORT: '0',
    SYNC_INTERVAL_MINUTES: '0',
    // The YouTube source is on only where a test sets YOUTUBE_API_KEY; runs are the test's call.
    YOUTUBE_API_BASE: replay.youtubeBase,
    YOUTUBE_SYNC_MINUTES: '0',
    LOG_LEVEL: 'silent',
    // The four platforms most tests were written around; a test of the others names them.
    PLATFORMS: 'leetcode,codeforces,codechef,atcoder',
    // A folder with no build in it: the API tests see the placeholder page.
    WEB_DIST_DIR: options.webDistDir ?? '/nonexistent/contest-tracker-web',
    // Web push keys made once for the run: nothing is written to a data folder.
    VAPID_PUBLIC_KEY: TEST_VAPID_KEYS.publicKey,
    VAPID_PRIVATE_KEY: TEST_VAPID_KEYS.privateKey,
    // Search tests page through many searches; the search budget is tested where a test sets it.
    SEARCH_RATE_LIMIT_PER_MINUTE: '100000',
    ...options.env,
  });
  const server = await startServer({
    config,
    clock: time.clock,
    sleep: time.sleep,
    database: testDb.database,
    ...(options.logStream ? { logStream: options.logStream } : {}),
    ...(options.atcoderParse ? { platformOptions: { atcoder: options.atcoderParse } } : {}),
    ...(options.onRoute ? { onRoute: options.onRoute } : {}),
    ...(options.searchQueue ? { searchQueue: options.searchQueue } : {}),
    ...(options.demoRoutes ? { demoRoutes: options.demoRoutes } : {}),
    ...(options.seed ? { seed: options.seed } : {}),
    // Tests sync when they choose and move the clock; an interval set in `env` only ages data.
    schedule: options.schedule ?? false,
    // Every JSON answer is checked against its route's schema: a drifted shape fails the test.
    checkAnswers: true,
    // Long enough for a busy machine to read a whole sample; the timeout test waits 3 × this.
    http: { timeoutMs: 4_000, retries: 2, baseDelayMs: 100, maxDelayMs: 1_000, ...options.http },
  });
  return {
    server,
    replay,
    time,
    get: (path, headers) => fetch(server.url + path, { headers: headers ?? {} }),
    app: () => server.app,
    request: (method, path, options = {}) =>
      fetch(server.url + path, {
        method,
        headers: {
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...(options.json === undefined ? {} : { 'content-type': 'application/json' }),
          ...options.headers,
        },
        ...(options.json === undefined ? {} : { body: JSON.stringify(options.json) }),
      }),
    async close() {
      await server.close();
      await replay.close();
    },
  };
}
