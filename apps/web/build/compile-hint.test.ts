// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHint } from './compile-hint.ts';

// A fixture app built by Vite, minified, with the hint's plugin: an entry that imports a page
// lazily, and two pages sharing a module, so Vite puts its preload helper at the entry's top as it
// does in the app.
let root = '';
let files: Record<string, string> = {};

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'compile-hint-'));
  const write = (name: string, text: string) => {
    writeFileSync(join(root, name), text);
  };
  write(
    'index.html',
    '<!doctype html><html><head><title>fixture</title></head><body><script type="module" src="/main.js"></script></body></html>',
  );
  write(
    'main.js',
    "document.onclick = () => import('./a.js'); window.b = () => import('./b.js');\n",
  );
  write('a.js', "import { shared } from './shared.js'; export const a = () => shared('a');\n");
  write('b.js', "import { shared } from './shared.js'; export const b = () => shared('b');\n");
  write('shared.js', 'export function shared(x) { return document.title + x; }\n');
  await build({
    root,
    configFile: false,
    logLevel: 'silent',
    publicDir: false,
    plugins: [compileHint()],
    build: { outDir: join(root, 'dist'), minify: true, sourcemap: true },
  });
  const assets = join(root, 'dist/assets');
  files = Object.fromEntries(
    readdirSync(assets).map((name) => [name, readFileSync(join(assets, name), 'utf8')]),
  );
}, 60_000);

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('the compile hint', () => {
  it("is the entry script's first line, above Vite's preload helper", () => {
    const entry = Object.entries(files).filter(([name]) => /^index-.*\.js$/.test(name));
    expect(entry).toHaveLength(1);
    const code = entry[0]?.[1] ?? '';
    expect(code.startsWith(COMPILE_HINT)).toBe(true);
    expect(code.split('\n')[1]).toContain('__vite__mapDeps');
  });

  it("keeps the entry's source map on its code, a line further down", () => {
    const [name, code = ''] =
      Object.entries(files).find(([file]) => /^index-.*\.js$/.test(file)) ?? [];
    const map = JSON.parse(files[`${name ?? ''}.map`] ?? '{}') as { mappings?: string };
    // Its first mapped line is the app's code, below the hint and Vite's helper.
    const lines = code.split('\n');
    expect(lines[0]).toBe(COMPILE_HINT.trim());
    expect(lines[1]).toContain('__vite__mapDeps');
    expect(/^;*/.exec(map.mappings ?? '')?.[0].length).toBe(2);
  });

  it('leaves the lazily loaded chunks to V8’s default', () => {
    const lazy = Object.entries(files).filter(
      ([name]) => name.endsWith('.js') && !name.startsWith('index-'),
    );
    expect(lazy.length).toBeGreaterThanOrEqual(2);
    for (const [, code] of lazy) expect(code).not.toContain('allFunctionsCalledOnLoad');
  });
});
