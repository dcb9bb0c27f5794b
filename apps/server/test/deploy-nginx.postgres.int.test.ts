import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freePort } from '../../../tools/free-port';
import { nginxConfig, unitEnvironment } from './deploy-files';
import { startGoogleKeyServer, TEST_CLIENT_ID, type GoogleKeyServer } from './google-keys';
import { poll, runProcess } from './processes';
import { TEST_VAPID_KEYS } from './test-stack';
import { useStack } from './use-stack';

// Issue 51, docs/deploy.md: three instances started with the systemd unit's settings and Debian's
// nginx started with deploy/'s site, their ports chosen here (the unit's and the site's variables).
const NGINX = '/usr/sbin/nginx';
const hasNginx = existsSync(NGINX);
if (!hasNginx) {
  process.stderr.write(
    `deploy-nginx: SKIPPED, ${NGINX} is missing (Debian's nginx package; .ci/run installs it)\n`,
  );
}
const serverDir = resolve(import.meta.dirname, '..');
const tsx = resolve(serverDir, '../../node_modules/.bin/tsx');
const SEARCHES = 6;
const t = useStack({ server: 'child-processes' });
let keys: GoogleKeyServer;
let dir: string;
let proxy: string;
let nginx: ReturnType<typeof runProcess> | undefined;
const instances: { port: number; process: ReturnType<typeof runProcess> }[] = [];

function startInstance(i: number, port: number) {
  const unit = unitEnvironment(i);
  expect(unit.INSTANCE_NAME).toBe(`ct-${i}`);
  return runProcess(
    tsx,
    ['src/main.ts'],
    serverDir,
    t.sandbox.env({
      ...unit,
      // The unit's port (300%i) and data folder, moved to this test's.
      PORT: String(port),
      DATA_DIR: join(dir, `data-${i}`),
      // Shared by every instance, as /etc/contest-tracker/env holds them.
      TRUST_PROXY: '127.0.0.1',
      PLATFORMS: 'codeforces,codechef',
      SEARCH_RATE_LIMIT_PER_MINUTE: String(SEARCHES),
      GOOGLE_CLIENT_ID: TEST_CLIENT_ID,
      GOOGLE_JWKS_URL: keys.jwksUrl,
      ALLOW_INSECURE_GOOGLE_KEYS: 'true',
      ADMIN_EMAILS: 'admin@example.com',
      VAPID_PUBLIC_KEY: TEST_VAPID_KEYS.publicKey,
      VAPID_PRIVATE_KEY: TEST_VAPID_KEYS.privateKey,
    }),
  );
}

const answers = (port: number) =>
  poll(
    async () => ((await fetch(`http://127.0.0.1:${port}/api/status`)).ok ? true : undefined),
    60_000,
  );

beforeAll(async () => {
  if (!hasNginx) return;
  keys = await startGoogleKeyServer();
  dir = await mkdtemp(join(tmpdir(), 'ct-deploy-'));
  const ports = [await freePort(), await freePort(), await freePort()];
  ports.forEach((port, at) => instances.push({ port, process: startInstance(at + 1, port) }));
  await Promise.all(ports.map(answers));
  const listen = await freePort();
  proxy = `http://127.0.0.1:${listen}`;
  await writeFile(
    join(dir, 'nginx.conf'),
    nginxConfig(dir, {
      CT_PORT_1: String(ports[0]),
      CT_PORT_2: String(ports[1]),
      CT_PORT_3: String(ports[2]),
      CT_LISTEN: `127.0.0.1:${listen}`,
      CT_SERVER_NAME: 'localhost',
    }),
  );
  nginx = runProcess(
    NGINX,
    ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')],
    dir,
    {},
  );
  await poll(
    async () => ((await fetch(`${proxy}/api/health`)).status > 0 ? true : undefined),
    20_000,
  );
}, 120_000);
afterAll(async () => {
  await nginx?.stop();
  await Promise.all(instances.map((instance) => instance.process.stop()));
  if (!hasNginx) return;
  await keys.close();
  await rm(dir, { recursive: true, force: true });
});

const upcoming = async (base: string) =>
  ((await (await fetch(`${base}/api/contests/upcoming`)).json()) as { contests: unknown[] })
    .contests;

const videoOf = async (base: string) => {
  const response = await fetch(`${base}/contests/past_contest?platforms=codechef&pageSize=50`);
  const body = (await response.json()) as {
    pastContests: { id: string; video_solution?: string }[];
  };
  return body.pastContests.find((contest) => contest.id === 'codechef-START177')?.video_solution;
};

it.skipIf(!hasNginx)(
  'serves three instances through nginx as docs/deploy.md sets them up',
  async () => {
    // The lists through the proxy, once the instance that took the sync's lease has synced.
    await poll(async () => ((await upcoming(proxy)).length > 0 ? true : undefined), 60_000);

    // A change saved through one instance is seen through the proxy (any instance) within 1.5 s.
    const first = `http://127.0.0.1:${instances[0]?.port ?? 0}`;
    const credential = await keys.mint({
      now: new Date(),
      claims: { sub: 'admin-sub', email: 'admin@example.com', name: 'Admin' },
    });
    const signIn = await fetch(`${first}/auth/google`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ credential }),
    });
    const { token } = (await signIn.json()) as { token: string };
    const video = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
    const saved = await fetch(`${first}/contests/upload_solution`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ contestId: 'codechef-START177', videoSolution: video }),
    });
    expect(saved.status).toBe(200);
    const savedAt = Date.now();
    await new Promise((done) => setTimeout(done, 1_500 - (Date.now() - savedAt)));
    // Six reads, two on each instance (nginx takes them in turn): every one sees the link.
    for (let read = 0; read < 6; read++) expect(await videoOf(proxy)).toBe(video);

    // One address's search budget holds across the three: the next search is refused.
    const searches: number[] = [];
    for (let i = 0; i <= SEARCHES; i++) {
      searches.push((await fetch(`${proxy}/contests/past_contest?q=round${i}`)).status);
    }
    expect(searches).toEqual([...Array<number>(SEARCHES).fill(200), 429]);

    // A rolling restart of one instance while a client reads through the proxy: no failed read.
    const statuses: number[] = [];
    const client = { reading: true };
    const reader = (async () => {
      while (client.reading) {
        const response = await fetch(`${proxy}/api/contests/upcoming`).catch(() => undefined);
        statuses.push(response?.status ?? 0);
        await response?.arrayBuffer();
      }
    })();
    const second = instances[1];
    if (!second) throw new Error('no second instance');
    await second.process.stop();
    second.process = startInstance(2, second.port);
    await answers(second.port);
    await new Promise((done) => setTimeout(done, 500));
    client.reading = false;
    await reader;
    expect(statuses.length).toBeGreaterThan(20);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
  },
  120_000,
);
