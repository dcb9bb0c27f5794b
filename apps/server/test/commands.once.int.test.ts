import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { PLATFORM_IDS, type StatusResponse } from '@contest-tracker/contract';
import { describe, expect, it } from 'vitest';
import { PLATFORM_MODULES } from '#server/platforms/modules';
import { PLATFORM_REPLAY } from '#replay/platforms/routes';
import { REPLAY_OAUTH_APP } from '#replay/platforms/codeforces/oauth-provider';
import { freePort } from '../../../tools/free-port';
import { built, repoRoot, serverDir, useCommandSandbox, waitForAllSynced } from './commands-shared';
import { runProcess } from './processes';
import { TEST_CLIENT_ID } from './google-keys';

// The commands whose outcome no database of the suite's decides: the bundles, the demo (its own
// throw-away database), the platform check (none) and the refusals of a configuration (before
// any database is opened). They run in one project only (`*.once.int.test.ts`); the commands
// that read or write the database run on both, in commands.int.test.ts.
const { t, environment } = useCommandSandbox();

describe('the commands a newcomer types, whichever database the suite tests', () => {
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
      // Its replay is on this machine: asked without the live sites' spacing.
      UPSTREAM_MIN_INTERVAL_MS: '0',
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
});
