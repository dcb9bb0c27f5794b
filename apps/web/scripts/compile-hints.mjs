// Marks the scripts of a first visit (the entry and its preloads) with V8's explicit compile hint:
// Chromium then compiles all their functions while they download, off the main thread, instead of
// each one on its first call, on the main thread. On Lighthouse's simulated phone that lazy
// compiling made most of the long tasks after the first paint (docs/decisions/009).
// The files keep their hashed names: the hint is the same for every build, so a name still
// stands for one content.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { firstVisitAssets } from './first-visit-assets.mjs';

const HINT = '//# allFunctionsCalledOnLoad\n';
const dist = new URL('../dist/', import.meta.url).pathname;
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const scripts = firstVisitAssets(html).filter((asset) => asset.endsWith('.js'));
if (scripts.length === 0) throw new Error('index.html names no scripts');
for (const script of scripts) {
  const file = join(dist, script);
  const code = readFileSync(file, 'utf8');
  if (!code.startsWith(HINT)) writeFileSync(file, HINT + code);
}
