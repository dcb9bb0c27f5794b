// The first contest card on screen, timed in Chromium (Playwright): the demo's `/` against a
// baseline page of the same bytes that can make no data request (a bare server sending the same
// page and files, answering 404 to everything else), in the same run (issue 48 point 12).
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_PATH, PLAYWRIGHT_CHROMIUM_FLAGS } from '../../tools/chromium';
import { median } from './timing';

export interface FirstCardRow {
  width: number;
  /** CPU and network throttling. */
  conditions: string;
  /** Medians, ms from the navigation's start to the frame after the first card is in the page. */
  oursMs: number;
  baselineMs: number;
  /** The same page without the list in it (the app fetches it after the script): before 048. */
  withoutListMs: number;
  /** Every run, in run order: a median of 5 hides how far apart single loads fall. */
  oursRuns: number[];
  baselineRuns: number[];
}

const RUNS = 5;
const WIDTHS = [
  { width: 1280, height: 900 },
  { width: 375, height: 812 },
];
/**
 * Lighthouse's mobile throttling as DevTools applies it (its `mobileSlow4G`: 150 ms round trip ×
 * 3.75, 1.6 Mbit/s × 0.9 down, 750 kbit/s × 0.9 up; DevTools' old 'Fast 3G'). The throttled row
 * needs the network as well as the CPU: on localhost alone the script arrives while the page is
 * still being parsed or just after, and the first frame comes before or after the script's
 * evaluation by a race, for ours and the baseline alike (decision 071).
 */
const SLOW_4G = {
  offline: false,
  latency: 150 * 3.75,
  downloadThroughput: (1.6 * 1024 * 0.9 * 1024) / 8,
  uploadThroughput: (750 * 0.9 * 1024) / 8,
};
interface Conditions {
  label: string;
  cpuRate: number;
  network?: typeof SLOW_4G;
}
const CONDITIONS: Conditions[] = [
  { label: 'unthrottled', cpuRate: 1 },
  { label: '4× CPU, slow 4G', cpuRate: 4, network: SLOW_4G },
];
const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
};

/** Notes when the first card is in the page, at the frame that paints it (its callback runs first). */
const MARK_FIRST_CARD = `
  const observer = new MutationObserver(() => {
    if (!document.querySelector('[data-testid="contest-card"]')) return;
    observer.disconnect();
    requestAnimationFrame(() => { window.firstCard = performance.now(); });
  });
  observer.observe(document, { childList: true, subtree: true });
`;

/** The baseline: `/` is the page as the demo sent it; the build's files; 404 for the rest. */
function startBaseline(
  dist: string,
  home: string,
  headers: Record<string, string>,
): Promise<{ server: Server; base: string }> {
  const page = brotliCompressSync(home);
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent((request.url ?? '/').split('?')[0] ?? '/'));
    if (path === '/') {
      response.writeHead(200, {
        ...headers,
        'content-type': 'text/html; charset=utf-8',
        'content-encoding': 'br',
      });
      response.end(page);
      return;
    }
    const file = join(dist, path);
    const type = TYPES[extname(path)];
    if (!path.startsWith('/assets/') || !type || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    const br = existsSync(`${file}.br`);
    response.writeHead(200, { 'content-type': type, ...(br ? { 'content-encoding': 'br' } : {}) });
    response.end(readFileSync(br ? `${file}.br` : file));
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({ server, base: `http://127.0.0.1:${port}` });
    });
  });
}

/**
 * The page's own headers (its security policy and the opener policy among them), so that the
 * baseline differs from the demo's page in its data alone: the opener policy makes Chromium give
 * the page a fresh browsing context group, which the first paint waits for (decision 070).
 */
function pageHeaders(headers: Headers): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const name of [
    'content-security-policy',
    'cross-origin-opener-policy',
    'x-content-type-options',
    'referrer-policy',
    'x-frame-options',
  ]) {
    const value = headers.get(name);
    if (value !== null) kept[name] = value;
  }
  return kept;
}

async function firstCardMs(
  browser: Browser,
  url: string,
  viewport: { width: number; height: number },
  conditions: Conditions,
): Promise<number> {
  const context = await browser.newContext({ viewport, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: conditions.cpuRate });
    if (conditions.network) {
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', conditions.network);
    }
    // As a string: the bench is typed without the DOM's types.
    await page.addInitScript({ content: MARK_FIRST_CARD });
    await page.goto(url);
    // Functions, not strings: the page's CSP refuses `eval`.
    await page.waitForFunction(() => 'firstCard' in globalThis, null, { timeout: 60_000 });
    return await page.evaluate(() => (globalThis as unknown as { firstCard: number }).firstCard);
  } finally {
    await context.close();
  }
}

/** `base`: the demo, synced. `dist`: the web build it serves. */
export async function measureFirstCard(base: string, dist: string): Promise<FirstCardRow[]> {
  const answer = await fetch(`${base}/`);
  const home = await answer.text();
  if (!home.includes('id="upcoming-contests"')) throw new Error('the demo sent / without its list');
  const baseline = await startBaseline(dist, home, pageHeaders(answer.headers));
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: PLAYWRIGHT_CHROMIUM_FLAGS,
  });
  try {
    const rows: FirstCardRow[] = [];
    for (const viewport of WIDTHS) {
      for (const conditions of CONDITIONS) {
        const ours: number[] = [];
        const bare: number[] = [];
        const without: number[] = [];
        // Alternated, so a noisy moment of the machine falls on all three alike.
        for (let run = 0; run < RUNS; run++) {
          ours.push(await firstCardMs(browser, `${base}/`, viewport, conditions));
          bare.push(await firstCardMs(browser, `${baseline.base}/`, viewport, conditions));
          // A query string: the server sends the plain page, and the app asks for the list.
          without.push(await firstCardMs(browser, `${base}/?tab=upcoming`, viewport, conditions));
        }
        rows.push({
          width: viewport.width,
          conditions: conditions.label,
          oursMs: median(ours),
          baselineMs: median(bare),
          withoutListMs: median(without),
          oursRuns: ours,
          baselineRuns: bare,
        });
      }
    }
    return rows;
  } finally {
    await browser.close();
    await new Promise((resolve) => baseline.server.close(resolve));
  }
}
