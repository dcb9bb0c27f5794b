// Builds the web app when it has never been built or its sources changed since (npm start, demo).
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const built = join(root, 'apps/web/dist/index.html');
const sources = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/public',
  'apps/web/build',
  // The service worker's source: built into dist/sw.js by build/service-worker.ts.
  'apps/web/sw',
  'apps/web/vite.config.ts',
  'packages/contract/src',
];

function newestChange(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestChange(join(path, name))));
}

const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
const changedAt = Math.max(...sources.map((source) => newestChange(join(root, source))));
if (changedAt > builtAt) {
  process.stdout.write('Building the web app…\n');
  // A production build whatever NODE_ENV the caller has (a test runner sets `test`, which would
  // bundle React's development build).
  execSync('npm run build --silent -w @contest-tracker/web', {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
}
