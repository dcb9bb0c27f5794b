import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { freePort } from '../../tools/free-port';

test.use({ serviceWorkers: 'allow' });

const SERVER_DIR = fileURLToPath(new URL('../../apps/server/', import.meta.url));
const WEB_DIST = fileURLToPath(new URL('../../apps/web/dist/', import.meta.url));

/** The build id the build stamped into the pages and the worker. */
function buildIdOf(dist: string): string {
  const found = /<meta name="app-build" content="(\w+)"/.exec(
    readFileSync(`${dist}/index.html`, 'utf8'),
  );
  if (!found?.[1]) throw new Error(`no build id in ${dist}/index.html`);
  return found[1];
}

/**
 * A copy of the build as the next build would differ: another id in the pages and the worker.
 * Their precompressed copies go, so the server cannot send the old bytes.
 */
function nextBuild(from: string, to: string, id: string, next: string) {
  cpSync(from, to, { recursive: true });
  for (const file of ['index.html', 'home.html', 'sw.js']) {
    const path = `${to}/${file}`;
    writeFileSync(path, readFileSync(path, 'utf8').replaceAll(id, next));
    rmSync(`${path}.br`, { force: true });
    rmSync(`${path}.gz`, { force: true });
  }
}

async function answers(port: number): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/api/status`)).ok;
  } catch {
    return false;
  }
}

/** The demo, as `npm run demo` runs it, serving the given build on the given port. */
async function serveBuild(port: number, webDist: string): Promise<ChildProcess> {
  const server = spawn(
    'node',
    [
      '--enable-source-maps',
      '--max-semi-space-size=2',
      '--no-allocation-site-pretenuring',
      'dist/bin/demo.js',
    ],
    {
      cwd: SERVER_DIR,
      // One platform, its replay asked without the live site's spacing: the spec is about the
      // app's build taking over, and each of its two servers syncs before it answers.
      env: {
        ...process.env,
        PORT: String(port),
        WEB_DIST_DIR: webDist,
        LOG_LEVEL: 'error',
        PLATFORMS: 'codeforces',
        UPSTREAM_MIN_INTERVAL_MS: '0',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let errors = '';
  server.stderr.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  const deadline = Date.now() + 90_000;
  while (!(await answers(port))) {
    if (Date.now() > deadline || server.exitCode !== null) {
      server.kill('SIGKILL');
      throw new Error(`the demo did not answer on port ${port}; its errors: ${errors || 'none'}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return server;
}

async function stop(server: ChildProcess) {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}

test('a new build takes over on the next visit, with an Updated note', async ({ page }, info) => {
  test.setTimeout(240_000);
  const id = buildIdOf(WEB_DIST);
  const next = `${id.slice(0, -4)}beef`;
  const first = info.outputPath('build-first');
  const second = info.outputPath('build-second');
  cpSync(WEB_DIST, first, { recursive: true });
  nextBuild(WEB_DIST, second, id, next);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const shellCaches = () =>
    page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('ct-shell-')));

  let server = await serveBuild(port, first);
  try {
    await page.goto(base);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await expect.poll(shellCaches).toEqual([`ct-shell-${id}`]);
    await expect(page.getByText('Updated to the newest version')).toHaveCount(0);
    await stop(server);

    server = await serveBuild(port, second);
    await page.goto(base);
    // The page itself comes from the network, never the old shell; the new worker replaces the
    // old one and its shell at once.
    await expect(page.locator('meta[name="app-build"]')).toHaveAttribute('content', next);
    await expect(page.getByText('Updated to the newest version')).toBeVisible();
    await expect.poll(shellCaches).toEqual([`ct-shell-${next}`]);

    // The note is for the first visit of a version only.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Contest Tracker', level: 1 })).toBeVisible();
    await expect(page.getByText('Updated to the newest version')).toHaveCount(0);
  } finally {
    await stop(server);
  }
});
