// Writes dist/home.html: index.html with the home page's first screen rendered into #root by the
// server-side build of src/prerender-home.tsx (in dist/.prerender, removed afterwards). The
// server sends it for `/`; every other route gets index.html and renders in the browser.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const dist = new URL('../dist/', import.meta.url).pathname;
const ssrDir = join(dist, '.prerender');
try {
  const { renderHome, PRERENDERED_URL } = await import(
    pathToFileURL(join(ssrDir, 'prerender-home.js')).href
  );
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const empty = '<div id="root"></div>';
  if (!html.includes(empty)) throw new Error('index.html has no empty <div id="root">');
  const root = `<div id="root" data-prerendered="${PRERENDERED_URL}">${renderHome()}</div>`;
  writeFileSync(join(dist, 'home.html'), html.replace(empty, root));
} finally {
  rmSync(ssrDir, { recursive: true, force: true });
}
