// Prints the gzip size of what a first visit to / loads (entry script, its preloads, CSS) and
// fails the build when the JavaScript is over budget.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { firstVisitAssets } from './first-visit-assets.mjs';

const BUDGET_KB = 110;
const dist = new URL('../dist/', import.meta.url).pathname;
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const sizes = { js: 0, css: 0 };
for (const asset of firstVisitAssets(html)) {
  const bytes = gzipSync(readFileSync(join(dist, asset)), { level: 9 }).length;
  if (asset.endsWith('.js')) sizes.js += bytes;
  else if (asset.endsWith('.css')) sizes.css += bytes;
}
// The stylesheet is inlined into index.html at build time: count it there.
for (const match of html.matchAll(/<style>([\s\S]*?)<\/style>/g)) {
  sizes.css += gzipSync(match[1] ?? '', { level: 9 }).length;
}
const kb = (bytes) => (bytes / 1024).toFixed(1);
process.stdout.write(
  `first visit: JS ${kb(sizes.js)} KB gzip (budget ${BUDGET_KB} KB), CSS ${kb(sizes.css)} KB gzip\n`,
);
if (sizes.js > BUDGET_KB * 1024) {
  process.stderr.write(`first-visit JS is over the ${BUDGET_KB} KB budget\n`);
  process.exit(1);
}
