import { mkdtempSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack } from './test-stack';
import { syncAllOk, useStack } from './use-stack';

const INDEX = '<!doctype html><title>Contest Tracker</title><div id="root"></div>';
const HOME =
  '<!doctype html><title>Contest Tracker</title><body><div id="root" data-prerendered="/"><h1>Contest Tracker</h1></div></body>';
/** The list the server put into the home page, as its text (null: none). */
const EMBEDDED =
  /<script type="application\/json" id="upcoming-contests">(.*?)<\/script><\/body>$/s;
const embeddedIn = (html: string) => EMBEDDED.exec(html)?.[1] ?? null;
/** What the home page is once the list is taken out again. */
const withoutList = (html: string) => html.replace(EMBEDDED, '</body>');
const SCRIPT = 'console.info("app")';

const dist = mkdtempSync(join(tmpdir(), 'ct-web-dist-'));

// Registered before the stack's hooks: the build is written before the server starts, and removed
// after it closed.
beforeAll(async () => {
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'index.html'), INDEX);
  await writeFile(join(dist, 'home.html'), HOME);
  await writeFile(join(dist, 'assets', 'index-abc123.js'), SCRIPT);
  await writeFile(join(dist, 'assets', 'index-abc123.js.br'), brotliCompressSync(SCRIPT));
  await writeFile(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  await writeFile(join(dist, 'manifest.webmanifest'), '{"name":"Contest Tracker"}');
});
afterAll(async () => {
  await rm(dist, { recursive: true, force: true });
});
// One platform: the home page's list only has to change with a sync.
const t = useStack({ emptyEachTest: false, webDistDir: dist, env: { PLATFORMS: 'codeforces' } });

describe('serving the built web app', () => {
  it.each([
    ['/profile', INDEX],
    ['/my_bookmarks', INDEX],
    // Another tab, page or filter: the pre-rendered first screen would be the wrong one.
    ['/?tab=past&page=2', INDEX],
    ['/?platforms=leetcode', INDEX],
  ])('answers %s with the app, revalidated on every visit', async (path, page) => {
    const response = await t.stack.get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe(page);
  });

  it("answers / with the pre-rendered home carrying the upcoming list's answer, new after a sync", async () => {
    const page = async () => {
      const response = await t.stack.get('/');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      return { html: await response.text(), etag: response.headers.get('etag') ?? '' };
    };
    const api = async () => (await t.stack.get('/api/contests/upcoming')).text();
    const before = await page();
    expect(withoutList(before.html)).toBe(HOME);
    expect(embeddedIn(before.html)).toBe(await api());
    // The same bytes while the list holds: the client's copy is still good.
    const again = await t.stack.get('/', { 'if-none-match': before.etag });
    expect(again.status).toBe(304);

    await syncAllOk(t.stack);
    const after = await page();
    const list = embeddedIn(after.html) ?? '';
    expect(list).toBe(await api());
    expect(list).not.toBe(embeddedIn(before.html));
    expect((JSON.parse(list) as { contests: unknown[] }).contests.length).toBeGreaterThan(0);
    expect(after.etag).not.toBe(before.etag);
    expect((await t.stack.get('/', { 'if-none-match': before.etag })).status).toBe(200);
  });

  it('answers / with the plain app page when the build has no pre-rendered home', async () => {
    await rm(join(dist, 'home.html'));
    const plain = await startTestStack(t.db, { webDistDir: dist });
    try {
      expect(await (await plain.get('/')).text()).toBe(INDEX);
    } finally {
      await plain.close();
      await writeFile(join(dist, 'home.html'), HOME);
    }
  });

  it("answers / with the first cards drawn by the build's renderer, which is not served itself", async () => {
    // The web build's ssr/home.mjs (decision 070), as a stand-in that says what it was given.
    await mkdir(join(dist, 'ssr'));
    await writeFile(
      join(dist, 'ssr', 'home.mjs'),
      'export const renderHomeWithCards = (list) => `<article data-testid="contest-card">${list.contests.length} contests</article>`;',
    );
    const drawing = await startTestStack(t.db, { webDistDir: dist });
    try {
      const html = await (await drawing.get('/')).text();
      const list = JSON.parse(embeddedIn(html) ?? '') as { contests: unknown[] };
      expect(withoutList(html)).toBe(
        HOME.replace(
          '<div id="root" data-prerendered="/"><h1>Contest Tracker</h1></div>',
          `<div id="root" data-prerendered="/" data-cards><article data-testid="contest-card">${list.contests.length} contests</article></div>`,
        ),
      );
      expect(list.contests.length).toBeGreaterThan(0);
      expect((await drawing.get('/ssr/home.mjs')).status).toBe(404);
    } finally {
      await drawing.close();
      await rm(join(dist, 'ssr'), { recursive: true });
    }
  });

  it('serves hashed assets to be cached for good, other files for an hour', async () => {
    const script = await t.stack.get('/assets/index-abc123.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toContain('javascript');
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await script.text()).toBe(SCRIPT);
    const icon = await t.stack.get('/favicon.svg');
    expect(icon.status).toBe(200);
    expect(icon.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('has browsers check the service worker and the manifest on every visit', async () => {
    const worker = await t.stack.get('/sw.js');
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toContain('javascript');
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    const manifest = await t.stack.get('/manifest.webmanifest');
    expect(manifest.headers.get('content-type')).toContain('application/manifest+json');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
  });

  it('compresses the app page for clients that accept it', async () => {
    for (const encoding of ['br', 'gzip']) {
      const response = await t.stack.get('/', { 'accept-encoding': encoding });
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(response.headers.get('vary')).toContain('accept-encoding');
      expect(withoutList(await response.text())).toBe(HOME);
    }
  });

  it("sends the build's precompressed bytes to clients that accept them", async () => {
    const compressed = await t.stack.get('/assets/index-abc123.js', { 'accept-encoding': 'br' });
    expect(compressed.headers.get('content-encoding')).toBe('br');
    expect(await compressed.text()).toBe(SCRIPT);
    const plain = await t.stack.get('/assets/index-abc123.js', { 'accept-encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(SCRIPT);
  });

  it('gives other pages the app with a 404, and the API a JSON 404', async () => {
    const page = await t.stack.get('/no/such/page');
    expect(page.status).toBe(404);
    expect(await page.text()).toBe(INDEX);
    const missingAsset = await t.stack.get('/assets/missing.js');
    expect(missingAsset.status).toBe(404);
    // (`/contests/<id>` is one contest now: its 404 names the id, see api-document.once.int.)
    const api = await t.stack.get('/contests/nope/deeper');
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({
      error: { code: 'not_found', message: 'No such route: GET /contests/nope/deeper' },
      message: 'No such route: GET /contests/nope/deeper',
    });
  });
});
