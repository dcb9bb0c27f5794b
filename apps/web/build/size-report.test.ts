// @vitest-environment node
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { sizeReport } from './size-report.ts';

// A fixture app of one page and one script, built by Vite with the size report alone (not the
// whole app): its script is made of text gzip cannot shrink, of a chosen gzipped size.

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Base64 letters of a chain of hashes: fixed, and about 6 bits each once gzipped. */
function incompressible(length: number): string {
  let text = '';
  for (let i = 0; text.length < length; i++) {
    text += createHash('sha256').update(String(i)).digest('base64').replace(/[+/=]/g, '');
  }
  return text.slice(0, length);
}

function buildFixture(scriptKb: number) {
  const root = mkdtempSync(join(tmpdir(), 'size-budget-'));
  dirs.push(root);
  writeFileSync(
    join(root, 'index.html'),
    '<!doctype html><html><head><title>fixture</title></head><body><script type="module" src="/main.js"></script></body></html>',
  );
  // 8 letters hold 6 bytes' worth: this many letters gzip to about `scriptKb` KB.
  const filler = incompressible(Math.round((scriptKb * 1024 * 8) / 6));
  writeFileSync(join(root, 'main.js'), `document.title = ${JSON.stringify(filler)};\n`);
  const infos: string[] = [];
  const logger = {
    info: (message: string) => void infos.push(message),
    warn: () => undefined,
    warnOnce: () => undefined,
    error: () => undefined,
    clearScreen: () => undefined,
    hasErrorLogged: () => false,
    hasWarned: false,
  };
  const run = build({
    root,
    configFile: false,
    logLevel: 'silent',
    customLogger: logger,
    publicDir: false,
    plugins: [sizeReport()],
    build: { outDir: join(root, 'dist'), minify: false },
  });
  return { run, infos };
}

describe('the first-visit budget', () => {
  it('fails the build whose first-visit JS is over 100 KB gzipped', async () => {
    const { run } = buildFixture(105);
    await expect(run).rejects.toThrow('first-visit JS is over the 100 KB budget');
  }, 60_000);

  it('passes one just under it, and says its size', async () => {
    const { run, infos } = buildFixture(97);
    await run;
    const report = infos.find((line) => line.startsWith('first visit: JS'));
    const size = Number(/JS ([\d.]+) KB gzip/.exec(report ?? '')?.[1]);
    expect(size).toBeGreaterThan(95);
    expect(size).toBeLessThanOrEqual(100);
    expect(report).toContain('(budget 100 KB)');
  }, 60_000);
});
