import { parseConfig } from '#server/config/env';
import type { Database } from '#server/db/database';
import { systemClock } from '#server/lib/clock';
import type { ReplayServer } from '#replay/server/replay-server';
import { startServer, type RunningServer } from '#server/server';
import type { GoogleKeyServer } from './google-keys';
import { TEST_VAPID_KEYS } from './test-stack';

/**
 * An instance of the app in this process on the real clock (its gates and leases wait real time,
 * which a virtual clock would skip), its platforms at a replay shared with the other instances.
 * `sent` stamps each upstream call with the real time it leaves (after the gates), at the network
 * edge: in a process that also holds the replay and two other instances, the replay's own stamps
 * can lag a call by a busy turn of the event loop.
 */
export async function startRealTimeInstance(
  database: Database,
  replay: ReplayServer,
  env: Record<string, string> = {},
) {
  const config = parseConfig({
    ...replay.bases,
    NODE_ENV: 'test',
    PORT: '0',
    SYNC_INTERVAL_MINUTES: '0',
    LOG_LEVEL: 'silent',
    PLATFORMS: 'codeforces,atcoder',
    WEB_DIST_DIR: '/nonexistent/contest-tracker-web',
    VAPID_PUBLIC_KEY: TEST_VAPID_KEYS.publicKey,
    VAPID_PRIVATE_KEY: TEST_VAPID_KEYS.privateKey,
    ...env,
  });
  const sent: { at: number; url: string }[] = [];
  const server: RunningServer = await startServer({
    config,
    clock: systemClock,
    database,
    schedule: false,
    http: {
      timeoutMs: 10_000,
      retries: 0,
      fetch: (input, init) => {
        const url = input instanceof Request ? input.url : String(input);
        sent.push({ at: Date.now(), url });
        return fetch(input, init);
      },
    },
  });
  return {
    server,
    sent,
    request: (method: string, path: string, token?: string, json?: unknown) =>
      fetch(server.url + path, {
        method,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(json === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(json === undefined ? {} : { body: JSON.stringify(json) }),
      }),
  };
}

export type RealTimeInstance = Awaited<ReturnType<typeof startRealTimeInstance>>;

/** Signs a Google identity in through `instance`'s real endpoint; answers our session token. */
export async function signInThrough(
  instance: RealTimeInstance,
  keys: GoogleKeyServer,
  sub: string,
): Promise<string> {
  const email = `${sub}@example.com`;
  const credential = await keys.mint({ now: new Date(), claims: { sub, email, name: sub } });
  const response = await instance.request('POST', '/auth/google', undefined, { credential });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}
