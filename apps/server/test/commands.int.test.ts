import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import { PLATFORM_IDS, PLATFORM_NAMES, type StatusResponse } from '@contest-tracker/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { PLATFORM_MODULES } from '#server/platforms/modules';
import { PLATFORM_REPLAY } from '#replay/platforms/routes';
import { REPLAY_OAUTH_APP } from '#replay/platforms/codeforces/oauth-provider';
import { freePort } from '../../../tools/free-port';
import { poll, runProcess } from './processes';
import { startGoogleKeyServer, TEST_CLIENT_ID } from './google-keys';
import { openTestDatabase, testDbKind } from './test-database';
// The very sentences the home page's banner writes from /api/status.
import { staleText } from '../../web/src/features/status/lib/stale-text';
import { useStack } from './use-stack';

const repoRoot = resolve(import.meta.dirname, '../../..');
const serverDir = resolve(import.meta.dirname, '..');

/** What `npm start` (and the other commands) run: plain node on the server's bundle. */
const built = (entry: string): string[] => [
  '--enable-source-maps',
  '--max-semi-space-size=2',
  '--no-allocation-site-pretenuring',
  `dist/bin/${entry}.js`,
];

/** The processes started by `pid`, as /proc lists them (Linux). */
function childrenOf(pid: number): number[] {
  const list = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
  return list ? list.split(/\s+/).map(Number) : [];
}
const commandLine = (pid: number) =>
  readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);

const t = useStack({ server: 'child-processes' });

beforeAll(() => {
  // The tests below that start `node` on the bundle directly need it built, as `npm start` would.
  execFileSync('node', ['scripts/ensure-server-build.mjs'], { cwd: repoRoot, stdio: 'ignore' });
}, 120_000);

const environment = (extra: Record<string, string> = {}) => t.sandbox.env(extra);

async function waitForAllSynced(base: string) {
  await poll(async () => {
    const status = (await (await fetch(`${base}/api/status`)).json()) as {
      platforms: { lastSuccessAt: string | null }[];
    };
    return status.platforms.every((p) => p.lastSuccessAt) ? true : undefined;
  }, 120_000);
}

describe('the commands a newcomer types', () => {
  it('every npm command the README and docs/development.md name is one of the scripts', () => {
    const { scripts } = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    // docs/guide.md also names the first client's own scripts, which are not ours.
    const named = ['README.md', 'docs/development.md'].flatMap((file) =>
      [...readFileSync(join(repoRoot, file), 'utf8').matchAll(/\bnpm (?:run )?([\w:-]+)/g)].map(
        (match) => match[1] ?? '',
      ),
    );
    // npm's own commands, not scripts of ours.
    const npmItself = new Set(['install', 'ci', 'run', 'test', 'start']);
    const unknown = [...new Set(named)].filter((name) => !npmItself.has(name) && !scripts[name]);
    expect(named).toEqual(expect.arrayContaining(['start', 'demo', 'test', 'screenshots']));
    expect(unknown).toEqual([]);
    expect(scripts).toHaveProperty('start');
    expect(scripts).toHaveProperty('test');
  });

  it("leaves the replay and the demo out of npm start's bundles: only the demo's carries them", () => {
    // The replay's route table names its recordings; its Codeforces stand-in, its app's id.
    const needles = [
      ...new Set(
        Object.values(PLATFORM_REPLAY)
          .flat()
          .flatMap((route) => Object.values(route.samples))
          .flatMap((sample) => ('file' in sample ? [basename(sample.file)] : [])),
      ),
      REPLAY_OAUTH_APP.clientId,
    ];
    expect(needles.length).toBeGreaterThan(20);
    const dist = join(serverDir, 'dist/bin');
    const read = (file: string) => readFileSync(join(dist, file), 'utf8');
    // The source maps name the files bundled: none under replay/ or demo/.
    const carried = (file: string) => [
      ...needles.filter((needle) => read(file).includes(needle)),
      ...(file.endsWith('.map') && /"[./]*\/(replay|demo)\//.test(read(file)) ? ['sources'] : []),
    ];
    const product = readdirSync(dist).filter((file) => /\.js(\.map)?$/.test(file));
    expect(product).toEqual(expect.arrayContaining(['main.js', 'main.js.map', 'demo.js']));
    const offenders = product
      .filter((file) => !file.startsWith('demo.'))
      .flatMap((file) => carried(file).map((needle) => `${file}: ${needle}`));
    expect(offenders).toEqual([]);
    expect(carried('demo.js').length).toBe(needles.length);
    expect(carried('demo.js.map')).toContain('sources');
  });

  it("bundles every worker thread beside npm start's entry point, where the code looks for it", async () => {
    const workers = readdirSync(join(serverDir, 'src/platforms'), { recursive: true })
      .map(String)
      .filter((path) => path.endsWith('-worker.ts'))
      .map((path) => basename(path, '.ts'));
    expect(workers).toEqual(expect.arrayContaining(['json-parse-worker', 'parse-page-worker']));
    const main = readFileSync(join(serverDir, 'dist/bin/main.js'), 'utf8');
    // Each is found as `offThreadParse("<name>", import.meta.url, …)`: beside the bundle.
    for (const name of workers) expect(main, name).toContain(`"${name}", import.meta.url`);
    // The bundled JSON worker answers as the server expects: a value, or a refusal by depth.
    const answers = [];
    for (const text of ['{"a":[1]}', '['.repeat(100) + ']'.repeat(100)]) {
      const worker = new Worker(join(serverDir, 'dist/bin/json-parse-worker.js'));
      answers.push(
        await new Promise((resolve, reject) => {
          worker.on('error', reject);
          worker.on('message', (message: { type: string }) => {
            if (message.type === 'ready') worker.postMessage(text);
            else resolve(message);
          });
        }),
      );
      await worker.terminate();
    }
    expect(answers).toMatchObject([
      { type: 'done', value: { a: [1] } },
      { type: 'failed', publicMessage: 'answer too deeply nested' },
    ]);
  });

  it('npm start migrates, syncs in the background and serves both lists', async () => {
    const port = await freePort();
    const app = runProcess(
      'npm',
      ['start', '--silent'],
      repoRoot,
      environment({ PORT: String(port) }),
    );
    try {
      const base = `http://127.0.0.1:${port}`;
      await waitForAllSynced(base);
      // npm's own process has started one: plain node on the bundle, from the server's folder
      // (where ./data is), with no tsx and no wrapper in between, and nothing under it.
      const [server, ...others] = childrenOf(app.pid);
      expect(others).toEqual([]);
      expect(server && commandLine(server)).toEqual(['node', ...built('main')]);
      expect(server && readlinkSync(`/proc/${server}/cwd`)).toBe(serverDir);
      expect(server && childrenOf(server)).toEqual([]);
      const { upcomingContests } = (await (
        await fetch(`${base}/contests/upcomming_contest`)
      ).json()) as { upcomingContests: { id: string; status: string }[] };
      // Advent of Code's days come from today's date, not from a recording: left out of the counts.
      const upcoming = upcomingContests.filter((c) => !c.id.startsWith('adventofcode-'));
      // One contest running on each replayed default platform (think-cell Round 1, Weekly
      // Contest 91, Starters 178, ABC 140…; two on Toph, whose practice runs for days), and
      // the rest to come.
      expect(upcoming.filter((c) => c.status === 'running')).toHaveLength(17);
      expect(upcoming).toHaveLength(44);
      const past = (await (await fetch(`${base}/contests/past_contest?page=0`)).json()) as {
        pastContests: unknown[];
        hasMore: boolean;
      };
      expect(past.pastContests).toHaveLength(12);
      expect(past.hasMore).toBe(true);
      // Only the demo's own entry point has the demo sign-in: here it is an unknown path, and
      // the web app is told not to offer it.
      const demoSignIn = await fetch(`${base}/demo/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ role: 'admin' }),
      });
      expect(demoSignIn.status).toBe(404);
      const config = (await (await fetch(`${base}/api/config`)).json()) as { demoSignIn: unknown };
      expect(config.demoSignIn).toBe(false);
    } finally {
      await app.stop();
    }
  }, 180_000);

  it('npm start with no network says every platform is not loaded yet, soon after start', async () => {
    // Every platform's origin is a port nothing listens on, and the database is new.
    const offline = `http://127.0.0.1:${await freePort()}`;
    const dataDir = await mkdtemp(join(tmpdir(), 'ct-offline-'));
    const db = testDbKind === 'postgres' ? await openTestDatabase() : undefined;
    const port = await freePort();
    const app = runProcess(
      'npm',
      ['start', '--silent'],
      repoRoot,
      environment({
        PORT: String(port),
        DATA_DIR: dataDir,
        ...(db?.url ? { DATABASE_URL: db.url } : {}),
        // Every platform, the opt-in ones too, each of its origins offline.
        PLATFORMS: PLATFORM_IDS.join(','),
        ...Object.fromEntries(
          Object.values(PLATFORM_MODULES).flatMap((module) =>
            module.settings.map((setting) => [setting.name, offline]),
          ),
        ),
      }),
    );
    try {
      const base = `http://127.0.0.1:${port}`;
      // The first sync runs at start-up; each platform's first attempt fails at once.
      const status = await poll(async () => {
        const body = (await (await fetch(`${base}/api/status`)).json()) as StatusResponse;
        return body.platforms.every((p) => p.lastAttemptAt) ? body : undefined;
      }, 60_000);
      expect(status.platforms.map((p) => p.platform)).toEqual(PLATFORM_IDS);
      const now = new Date();
      // A platform with no origin (Advent of Code, computed from the clock) needs no network.
      const offlineOnes = status.platforms.filter(
        (p) => PLATFORM_MODULES[p.platform].settings.length > 0,
      );
      expect(offlineOnes.map((p) => staleText(p, now))).toEqual(
        PLATFORM_IDS.filter((id) => PLATFORM_MODULES[id].settings.length > 0).map(
          (id) => `${PLATFORM_NAMES[id]} has not been loaded yet (network unreachable).`,
        ),
      );
      const [first] = status.platforms;
      expect(first && staleText(first, now)).toBe(
        'LeetCode has not been loaded yet (network unreachable).',
      );
      expect(offlineOnes.every((p) => p.stale && p.contestsStored === 0)).toBe(true);
      expect(status.platforms.find((p) => p.platform === 'adventofcode')).toMatchObject({
        stale: false,
        contestsStored: 24,
      });
      // The page that shows the banner is served meanwhile.
      const page = await fetch(`${base}/`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('Filter Platforms');
    } finally {
      await app.stop();
      await db?.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 180_000);

  it('npm run demo with a HOST that is not loopback stops at once, in one line saying why', async () => {
    const refused = (host: string) =>
      `The demo signs anyone in as its admin: it listens on loopback only (HOST=${host} refused).\n`;
    // A port of its own: were the check gone, the demo would start rather than clash.
    const base = {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: String(await freePort()),
    };
    // The npm script refuses before it builds anything; the bundle run directly refuses too.
    const viaNpm = runProcess('npm', ['run', 'demo', '--silent'], repoRoot, {
      ...base,
      HOST: '0.0.0.0',
    });
    const direct = runProcess('node', built('demo'), serverDir, { ...base, HOST: '::' });
    // Before any build: the check is the script's first command (here and in the server's own).
    for (const dir of [repoRoot, serverDir]) {
      const { scripts } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
        scripts: Record<string, string>;
      };
      expect(scripts.demo).toMatch(/^node (\.\.\/\.\.\/)?scripts\/check-demo-host\.mjs && /);
    }
    try {
      expect(await viaNpm.exited).toBe(1);
      expect(viaNpm.output()).toEqual({ stdout: '', stderr: refused('0.0.0.0') });
      expect(await direct.exited).toBe(1);
      expect(direct.output()).toEqual({ stdout: '', stderr: refused('::') });
    } finally {
      await viaNpm.kill();
      await direct.kill();
    }
  }, 60_000);

  it('npm run demo serves replayed contests around today with no network', async () => {
    const port = await freePort();
    // No platform bases: the demo brings its own replay server.
    const demo = runProcess('npm', ['run', 'demo', '--silent'], repoRoot, {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: String(port),
      LOG_LEVEL: 'warn',
    });
    try {
      const base = `http://127.0.0.1:${port}`;
      await waitForAllSynced(base);
      const { upcomingContests } = (await (await fetch(`${base}/contests/upcoming`)).json()) as {
        upcomingContests: { id: string; status: string; start_date: string }[];
      };
      // Advent of Code's days come from today's date, not from a recording: left out of the counts.
      const computed = PLATFORM_IDS.filter((id) => PLATFORM_MODULES[id].settings.length === 0);
      const replayed = upcomingContests.filter(
        (c) => !computed.some((id) => c.id.startsWith(`${id}-`)),
      );
      // One running on each replayed platform but the gyms (whose recorded gyms have all ended), two
      // on Toph (a round and a three-day practice).
      expect(replayed.filter((c) => c.status === 'running')).toHaveLength(18);
      expect(replayed.filter((c) => c.status === 'upcoming')).toHaveLength(29);
      // Shifted to today (the recordings are years old): everything starts within two months of now
      // (the AtCoder recordings reach weeks past their moment, and each platform's shift differs).
      for (const contest of replayed) {
        expect(Math.abs(Date.parse(contest.start_date) - Date.now())).toBeLessThan(60 * 86_400_000);
      }
      // Every platform, the opt-in gyms too, each synced with contests stored.
      const status = (await (await fetch(`${base}/api/status`)).json()) as StatusResponse;
      expect(status.platforms.map((p) => p.platform)).toEqual(PLATFORM_IDS);
      for (const platform of status.platforms) {
        expect(platform.contestsStored, platform.platform).toBeGreaterThan(0);
      }
    } finally {
      await demo.stop();
    }
  }, 180_000);

  it('npm run sync prints each platform and exits 0 when all synced, 1 otherwise', async () => {
    const ok = runProcess('npm', ['run', 'sync', '--silent'], repoRoot, environment());
    expect(await ok.exited).toBe(0);
    const { stdout } = ok.output();
    expect(stdout).toMatch(/^codeforces: ok, 1835 contests seen, \d+ new, \d+ updated$/m);
    expect(stdout).toMatch(/^leetcode: ok, 97 contests seen/m);
    expect(stdout).toMatch(/^codechef: ok, 22 contests seen/m);
    expect(stdout).toMatch(/^all platforms synced$/m);
    // The YouTube source is off without a key: no line for it.
    expect(stdout).not.toMatch(/^youtube:/m);

    t.sandbox.replay.setFault('leetcode', { type: 'status', status: 404 });
    const failing = runProcess('npm', ['run', 'sync', '--silent'], repoRoot, environment());
    expect(await failing.exited).toBe(1);
    expect(failing.output().stdout).toMatch(/^leetcode: FAILED, HTTP 404/m);
    expect(failing.output().stdout).toMatch(/^codechef: ok/m);
    t.sandbox.replay.setFault('leetcode', undefined);
  }, 180_000);

  it('npm run check:platforms prints a line per platform and exits 1 when one fails', async () => {
    // The sandbox points every *_API_BASE at the replay: the check asks it, never the network.
    const ok = runProcess('npm', ['run', 'check:platforms', '--silent'], repoRoot, environment());
    expect(await ok.exited).toBe(0);
    expect(ok.output().stdout).toMatch(
      /^codeforces: reachable yes, status ok, 1835 contests parsed, dropped none$/m,
    );
    expect(ok.output().stdout).toMatch(/^every platform answered$/m);

    t.sandbox.replay.setFault('leetcode', { type: 'status', status: 404 });
    const failing = runProcess(
      'npm',
      ['run', 'check:platforms', '--silent'],
      repoRoot,
      environment(),
    );
    expect(await failing.exited).toBe(1);
    expect(failing.output().stdout).toMatch(
      /^leetcode: reachable yes, status failed, 0 contests parsed, dropped none, first problem: HTTP 404$/m,
    );
    t.sandbox.replay.setFault('leetcode', undefined);
  }, 180_000);

  it('npm run sync reads the YouTube playlists too when YOUTUBE_API_KEY is set', async () => {
    // NODE_ENV=test: outside tests, YOUTUBE_API_BASE must be https, and the replay is plain http.
    const youtube = {
      YOUTUBE_API_KEY: 'test-key',
      YOUTUBE_API_BASE: t.sandbox.replay.youtubeBase,
      NODE_ENV: 'test',
    };
    const run = runProcess('npm', ['run', 'sync', '--silent'], repoRoot, environment(youtube));
    expect(await run.exited).toBe(0);
    const first = run.output().stdout.match(/^youtube: ok, (\d+) new videos, (\d+) attached/m);
    expect(Number(first?.[1])).toBeGreaterThan(0);
    expect(Number(first?.[2])).toBeGreaterThan(0);
    // Seen videos are not read again.
    const again = runProcess('npm', ['run', 'sync', '--silent'], repoRoot, environment(youtube));
    expect(await again.exited).toBe(0);
    expect(again.output().stdout).toMatch(/^youtube: ok, 0 new videos, 0 attached, 0 queued$/m);
  }, 180_000);

  it('refuses bad configuration with one line naming the variable', async () => {
    const bad = runProcess('node', built('main'), serverDir, environment({ PORT: 'abc' }));
    expect(await bad.exited).toBe(1);
    expect(bad.output().stderr).toBe(
      'Invalid configuration: PORT must be a whole number from 0 to 65535 (got "abc")\n',
    );
  }, 90_000);

  it("refuses to start in production with keys that are not Google's, unless allowed", async () => {
    const jwks = 'http://127.0.0.1:9/oauth2/v3/certs';
    const google = { GOOGLE_CLIENT_ID: TEST_CLIENT_ID, GOOGLE_JWKS_URL: jwks };
    for (const NODE_ENV of ['production', '']) {
      const refused = runProcess(
        'node',
        built('main'),
        serverDir,
        environment({ ...google, NODE_ENV }),
      );
      expect(await refused.exited).toBe(1);
      expect(refused.output().stderr).toBe(
        `Invalid configuration: GOOGLE_JWKS_URL must be https://www.googleapis.com/oauth2/v3/certs (got "${jwks}"); set ALLOW_INSECURE_GOOGLE_KEYS=1 to allow it\n`,
      );
    }
  }, 90_000);

  it('with ALLOW_INSECURE_GOOGLE_KEYS=1 starts with a warning; admin:unbind frees an admin email', async () => {
    const keys = await startGoogleKeyServer();
    const port = await freePort();
    const app = runProcess(
      'node',
      built('main'),
      serverDir,
      environment({
        NODE_ENV: 'production',
        PORT: String(port),
        SYNC_INTERVAL_MINUTES: '0',
        GOOGLE_CLIENT_ID: TEST_CLIENT_ID,
        GOOGLE_JWKS_URL: keys.jwksUrl,
        ADMIN_EMAILS: 'admin@example.com',
        ALLOW_INSECURE_GOOGLE_KEYS: '1',
      }),
    );
    try {
      const base = `http://127.0.0.1:${port}`;
      await poll(async () => ((await fetch(`${base}/api/config`)).ok ? true : undefined), 60_000);
      const warning = JSON.parse(app.output().stdout.split('\n')[0] ?? '') as {
        level: number;
        msg: string;
        nonGoogle: string[];
      };
      expect(warning.level).toBe(40);
      expect(warning.msg).toMatch(/^ALLOW_INSECURE_GOOGLE_KEYS=1: /);
      expect(warning.nonGoogle).toEqual([
        `GOOGLE_JWKS_URL must be https://www.googleapis.com/oauth2/v3/certs (got "${keys.jwksUrl}")`,
      ]);
      const credential = await keys.mint({
        now: new Date(),
        claims: { sub: 'grace', email: 'admin@example.com' },
      });
      const signIn = await fetch(`${base}/auth/google`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ credential }),
      });
      expect(await signIn.json()).toMatchObject({ user: { isadmin: true } });
    } finally {
      await app.stop();
      await keys.close();
    }

    const unbind = (email: string) =>
      runProcess('npm', ['run', 'admin:unbind', '--silent', '--', email], repoRoot, environment());
    const first = unbind('Admin@Example.com');
    expect(await first.exited).toBe(0);
    expect(first.output().stdout).toBe(
      'admin@example.com: unbound; the next Google account to sign in with it becomes its admin\n',
    );
    const again = unbind('admin@example.com');
    expect(await again.exited).toBe(0);
    expect(again.output().stdout).toBe('admin@example.com: no account was bound to it\n');
    const bad = unbind('nobody');
    expect(await bad.exited).toBe(1);
    expect(bad.output().stderr).toBe('usage: npm run admin:unbind -- <admin email>\n');
  }, 180_000);
});
