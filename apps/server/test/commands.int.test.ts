import { readFileSync, readlinkSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PLATFORM_IDS, PLATFORM_NAMES, type StatusResponse } from '@contest-tracker/contract';
import { describe, expect, it } from 'vitest';
import { PLATFORM_MODULES } from '#server/platforms/modules';
import { freePort } from '../../../tools/free-port';
import { built, repoRoot, serverDir, useCommandSandbox, waitForAllSynced } from './commands-shared';
import { poll, runProcess } from './processes';
import { startGoogleKeyServer, TEST_CLIENT_ID } from './google-keys';
import { openTestDatabase, testDbKind } from './test-database';
// The very sentences the home page's banner writes from /api/status.
import { staleText } from '../../web/src/features/status/lib/stale-text';

/** The processes started by `pid`, as /proc lists them (Linux). */
function childrenOf(pid: number): number[] {
  const list = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
  return list ? list.split(/\s+/).map(Number) : [];
}
const commandLine = (pid: number) =>
  readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);

// The commands that read or write the database, on each database the suite tests; the rest are
// in commands.once.int.test.ts.
const { t, environment } = useCommandSandbox();

describe('the commands a newcomer types', () => {
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
      // The log reaches the pipe on its own time: a slow machine answers before the line is whole.
      const firstLine = await poll(() => {
        const [line, ...rest] = app.output().stdout.split('\n');
        return Promise.resolve(rest.length > 0 ? line : undefined);
      }, 10_000);
      const warning = JSON.parse(firstLine) as {
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
