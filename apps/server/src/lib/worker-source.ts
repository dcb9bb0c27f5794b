import { createRequire } from 'node:module';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * A worker thread's file beside the module that starts it, with that module's own extension:
 * `.ts` when the server runs its source through tsx (and under vitest), `.js` once bundled (the
 * build writes every `*-worker.ts` beside the entry points).
 */
export function siblingWorker(moduleUrl: string, name: string): URL {
  return new URL(`./${name}${extname(fileURLToPath(moduleUrl))}`, moduleUrl);
}

/**
 * What `new Worker` is given for `url`. A `.ts` worker needs tsx's loader, which a worker does not
 * inherit: it is registered in the worker first (tsx's own API), then the worker file imported.
 * Compiled `.js` is loaded as is.
 */
export function workerSource(url: URL): { source: string | URL; eval: boolean } {
  if (!url.pathname.endsWith('.ts')) return { source: url, eval: false };
  // tsx's `tsImport` (its `import` export of tsx/esm/api; `require` resolves to the CJS one).
  const tsxRoot = dirname(createRequire(import.meta.url).resolve('tsx/package.json'));
  const tsxApi = pathToFileURL(join(tsxRoot, 'dist/esm/api/index.mjs')).href;
  const worker = JSON.stringify(url.href);
  const source = `import(${JSON.stringify(tsxApi)}).then((tsx) => tsx.tsImport(${worker}, ${worker}));`;
  return { source, eval: true };
}
