// Bundles the server for plain `node` when it has never been built or its sources changed since
// (npm start, demo, sync, check:platforms, admin:unbind; decision 023). Run directly, or import `ensureServerBuild`.
import { mkdirSync, readdirSync, renameSync, statSync, writeFileSync, existsSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const server = join(root, 'apps/server');
const src = join(server, 'src');
/**
 * Every bundle lands two directories below apps/server, as its sources are (src/<dir>/<file>.ts,
 * replay/server/<file>.ts), so the paths the code builds from import.meta.url (../../drizzle,
 * ../../fixtures, ../../../web/dist) name the same files from the bundle as from the source.
 */
export const outDir = join(server, 'dist/bin');

/**
 * The commands' entry points, under apps/server; worker threads' files (`*-worker.ts` under src/)
 * are found and added. Each is a bundle of its own (no shared chunks): only the demo's reaches
 * the replay server and the recorded routes (demo/, replay/), so `npm start`'s carry none of it.
 */
const ENTRIES = [
  'src/main',
  'demo/demo',
  'src/sync/sync-cli',
  'src/sync/check-platforms-cli',
  'src/admin/unbind-admin-cli',
];

const SOURCES = [
  'apps/server/src',
  'apps/server/demo',
  'apps/server/replay',
  'apps/server/package.json',
  'packages/contract/src',
  'packages/contract/package.json',
  'package-lock.json',
  'scripts/ensure-server-build.mjs',
  // The demo bundles its loopback check.
  'scripts/demo-host.mjs',
];

const isTest = (name) => /\.test\.ts$/.test(name);

function walk(path, visit) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return visit(path, stat);
  for (const name of readdirSync(path)) walk(join(path, name), visit);
}

function newestChange() {
  let newest = 0;
  for (const source of SOURCES) {
    walk(join(root, source), (path, stat) => {
      if (!isTest(path)) newest = Math.max(newest, stat.mtimeMs);
    });
  }
  return newest;
}

function workerEntries() {
  const found = [];
  walk(src, (path) => {
    if (/-worker\.ts$/.test(path)) found.push(relative(server, path).replace(/\.ts$/, ''));
  });
  return found;
}

const entryPoints = () => [...ENTRIES, ...workerEntries()];
const outputOf = (entry) => join(outDir, `${basename(entry)}.js`);

export function serverBuildIsCurrent() {
  const outputs = entryPoints().map(outputOf);
  if (!outputs.every((output) => existsSync(output))) return false;
  const builtAt = Math.min(...outputs.map((output) => statSync(output).mtimeMs));
  return builtAt >= newestChange();
}

export async function ensureServerBuild() {
  if (serverBuildIsCurrent()) return false;
  process.stdout.write('Building the server…\n');
  const { build } = await import('esbuild');
  const result = await build({
    absWorkingDir: server,
    entryPoints: Object.fromEntries(
      entryPoints().map((entry) => [basename(entry), join(server, `${entry}.ts`)]),
    ),
    outdir: outDir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    // The stack trace names the file and line; the sources are in the checkout beside it.
    sourcesContent: false,
    // Dependencies load from node_modules as they are installed (PGlite finds its WASM beside
    // its own module); the workspace's contract is TypeScript source, so it is bundled.
    plugins: [externalPackagesButTheContract],
    write: false,
    logLevel: 'warning',
  });
  // Written beside, then renamed over: another `npm start` reading the bundle meanwhile sees the
  // old file or the new one, never half of one.
  mkdirSync(outDir, { recursive: true });
  for (const file of result.outputFiles) {
    const temporary = `${file.path}.${process.pid}.tmp`;
    mkdirSync(dirname(file.path), { recursive: true });
    writeFileSync(temporary, file.contents);
    renameSync(temporary, file.path);
  }
  return true;
}

const externalPackagesButTheContract = {
  name: 'external-packages-but-the-contract',
  setup(build) {
    build.onResolve({ filter: /^[^./#]/ }, (args) =>
      args.path.startsWith('@contest-tracker/') ? undefined : { path: args.path, external: true },
    );
  },
};

if (process.argv[1] === fileURLToPath(import.meta.url)) await ensureServerBuild();
