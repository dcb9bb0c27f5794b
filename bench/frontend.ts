// Front-end benchmark: first-visit bundle size and Lighthouse scores of the demo (replayed data).
import { FIRST_VISIT_JS_BUDGET_KB, firstVisitSize } from '../apps/web/build/first-visit-size';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../tools/chromium';
import { freePort } from '../tools/free-port';
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { launch } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { measureFirstCard, type FirstCardRow } from './lib/first-card';
import { medianRun } from './lib/median-run';

export interface FrontendResult {
  jsGzipBytes: number;
  cssGzipBytes: number;
  /** Category scores of the median run, 0-100. */
  lighthouse: { performance: number; accessibility: number; bestPractices: number };
  /** Performance score and Total Blocking Time of every run, in run order. */
  runs: { performance: number; totalBlockingTimeMs: number }[];
  /** The same, with the service worker's script blocked: what the worker costs the first visit. */
  withoutWorker: {
    performance: number;
    runs: { performance: number; totalBlockingTimeMs: number }[];
  };
  lighthouseVersion: string;
  notes: string[];
  /** The first card on screen, ours against a baseline page that makes no data request. */
  firstCard: FirstCardRow[];
}

const root = fileURLToPath(new URL('..', import.meta.url));
const MIN_SCORE = 95;
/** Performance with the service worker (issue 48 point 12); the other categories keep 95. */
const MIN_PERFORMANCE = 98;
/** The first card may take this much longer than on the baseline page (issue 48). */
const FIRST_CARD_MAX_RATIO = 1.3;
const SYNC_TIMEOUT_MS = 120_000;
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
// One Lighthouse run varies by several points on a shared machine; Lighthouse's own advice is to
// run it several times and keep the median run (closest to the median FCP and TTI).
const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);

export async function benchFrontend(): Promise<FrontendResult> {
  // Build output is captured, not streamed, so the standalone runner's stdout stays pure markdown.
  await promisify(execFile)('npm', ['run', 'build', '-w', '@contest-tracker/web'], {
    cwd: root,
    maxBuffer: 16 * 1024 * 1024,
  });
  const size = firstVisitSize(join(root, 'apps/web/dist'));

  const port = await freePort();
  const demo = startDemo(port);
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitForSync(base, demo);
    const firstCard = await measureFirstCard(base, join(root, 'apps/web/dist'));
    const all: Result[] = [];
    const blocked: Result[] = [];
    // Alternated, so a noisy moment of the machine falls on both alike.
    for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
      all.push(await runLighthouse(`${base}/`));
      blocked.push(await runLighthouse(`${base}/`, ['*/sw.js']));
    }
    const lhr = medianRun(all);
    const reportPath = process.env.LIGHTHOUSE_REPORT;
    if (reportPath) await writeFile(reportPath, JSON.stringify(lhr));
    const score = (id: (typeof CATEGORIES)[number], of = lhr) =>
      Math.round((of.categories[id]?.score ?? 0) * 100);
    return {
      ...size,
      lighthouse: {
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
      },
      runs: all.map(runFigures),
      withoutWorker: {
        performance: score('performance', medianRun(blocked)),
        runs: blocked.map(runFigures),
      },
      lighthouseVersion: lhr.lighthouseVersion,
      notes: notesFor(lhr, base),
      firstCard,
    };
  } finally {
    await stopDemo(demo);
  }
}

const everyRun = (runs: FrontendResult['runs']) =>
  runs.map((run) => `${run.performance} (${run.totalBlockingTimeMs} ms)`).join(', ');

const firstCardRuns = (row: FirstCardRow) =>
  `${row.width} px ${row.conditions}: ${row.oursRuns.map(Math.round).join(', ')} / ${row.baselineRuns.map(Math.round).join(', ')} ms`;

function runFigures(run: Result) {
  return {
    performance: Math.round((run.categories.performance?.score ?? 0) * 100),
    totalBlockingTimeMs: Math.round(run.audits['total-blocking-time']?.numericValue ?? NaN),
  };
}

export function frontendMarkdown(r: FrontendResult): string {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const verdict = (ok: boolean) => (ok ? 'pass' : '**FAIL**');
  const scoreRow = (name: string, value: number, min = MIN_SCORE) => [
    `Lighthouse ${name}`,
    String(value),
    `>= ${min}`,
    verdict(value >= min),
  ];
  const rows = [
    [
      'First-visit JS (gzip)',
      kb(r.jsGzipBytes),
      `<= ${FIRST_VISIT_JS_BUDGET_KB} KB`,
      verdict(r.jsGzipBytes <= FIRST_VISIT_JS_BUDGET_KB * 1024),
    ],
    ['First-visit CSS (gzip)', kb(r.cssGzipBytes), '-', '-'],
    scoreRow('performance', r.lighthouse.performance, MIN_PERFORMANCE),
    [
      'Lighthouse performance, service worker blocked (baseline)',
      String(r.withoutWorker.performance),
      '-',
      '-',
    ],
    scoreRow('accessibility', r.lighthouse.accessibility),
    scoreRow('best practices', r.lighthouse.bestPractices),
  ];
  const ms = (value: number) => `${Math.round(value)} ms`;
  for (const row of r.firstCard) {
    const ratio = row.oursMs / row.baselineMs;
    rows.push([
      `First card on screen, ${row.width} px, ${row.conditions} (baseline ${ms(row.baselineMs)}; without the list in the page ${ms(row.withoutListMs)})`,
      `${ms(row.oursMs)} (${ratio.toFixed(2)}×)`,
      `<= ${FIRST_CARD_MAX_RATIO}× baseline`,
      verdict(ratio <= FIRST_CARD_MAX_RATIO),
    ]);
  }
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [
    '## Front end',
    '',
    `Lighthouse ${r.lighthouseVersion}, mobile preset (simulated throttling), headless Chromium, demo server on replayed data. Scores are those of the median of ${r.runs.length} runs (closest to the median FCP and TTI, as Lighthouse picks it), alternated with as many runs with the service worker's script blocked (the page as it was before the installable app).`,
    '',
    line(['metric', 'value', 'target', 'pass/fail']),
    line(['---', '---', '---', '---']),
    ...rows.map(line),
    '',
    `- First card: Playwright's Chromium, service worker blocked, median of 5 runs each, alternated; throttled rows: 4× CPU and Lighthouse's mobile network (562.5 ms latency, 1.44 Mbit/s down) through DevTools; from the navigation's start to the frame after the first card is in the page. Baseline: the same page bytes (with the list in it) and files from a bare server that answers 404 to every other request, so no data can be fetched. "Without the list in the page": \`/?tab=upcoming\`, the plain page, which fetches the list after the script (as before decision 051).`,
    `- Every run, first card, ours / baseline: ${r.firstCard.map(firstCardRuns).join('; ')}.`,
    `- Every run, performance (Total Blocking Time): ${everyRun(r.runs)}; with the service worker blocked: ${everyRun(r.withoutWorker.runs)}.`,
    ...r.notes.map((note) => `- ${note}`),
    '',
  ].join('\n');
}

interface Demo {
  child: ChildProcess;
  /** TMPDIR given to the demo, removed by stopDemo. */
  tmpDir: string;
  /** The demo's recent output, shown if it fails. */
  output: () => string;
  onExit: () => void;
}

function startDemo(port: number): Demo {
  // The demo keeps its database in os.tmpdir() and removes it on SIGTERM, but tsx may SIGKILL it
  // mid-cleanup (it escalates when the child is slow to acknowledge), so give it a dir we own.
  const tmpDir = mkdtempSync(join(tmpdir(), 'bench-frontend-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    TMPDIR: tmpDir,
  };
  // Without a client id the Google sign-in script (unreachable here) is never loaded.
  delete env.GOOGLE_CLIENT_ID;
  // Detached: npm, tsx and node share a process group that stopDemo can signal as a whole.
  const child = spawn('npm', ['run', 'demo', '--silent'], {
    cwd: root,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  // Safety net if this process dies before stopDemo (uncaught error, Ctrl-C via chrome-launcher).
  const onExit = () => {
    if (child.pid !== undefined) signalGroup(child.pid, 'SIGKILL');
    rmSync(tmpDir, { recursive: true, force: true });
  };
  process.once('exit', onExit);
  return { child, tmpDir, output: () => output, onExit };
}

async function stopDemo({ child, tmpDir, onExit }: Demo): Promise<void> {
  process.off('exit', onExit);
  const group = child.pid;
  if (group !== undefined) {
    // SIGTERM lets the demo shut down cleanly; SIGKILL whatever is left of the group after 5 s.
    signalGroup(group, 'SIGTERM');
    for (let waited = 0; waited < 5000 && signalGroup(group, 0); waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    signalGroup(group, 'SIGKILL');
  }
  child.stdout?.destroy();
  child.stderr?.destroy();
  await rm(tmpDir, { recursive: true, force: true });
}

/** Signals a process group; false once no process of it is left. */
function signalGroup(group: number, signal: NodeJS.Signals | 0): boolean {
  try {
    process.kill(-group, signal);
    return true;
  } catch {
    return false;
  }
}

/** Waits until every platform has synced once, so Lighthouse sees the page with real data. */
async function waitForSync(base: string, demo: Demo): Promise<void> {
  const deadline = Date.now() + SYNC_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (demo.child.exitCode !== null) throw new Error(`demo exited early:\n${demo.output()}`);
    try {
      const response = await fetch(`${base}/api/status`);
      if (response.ok) {
        const status = (await response.json()) as { platforms: { lastSuccessAt: string | null }[] };
        if (status.platforms.every((platform) => platform.lastSuccessAt !== null)) return;
      }
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`demo did not finish syncing within ${SYNC_TIMEOUT_MS} ms:\n${demo.output()}`);
}

/**
 * Lighthouse's own "run Lighthouse again" failures: its trace missed the navigation's start
 * (seen on this machine about one run in ten, on pages that load fine). Nothing about the page.
 */
const RUN_AGAIN = new Set(['NO_NAVSTART']);
const RUN_ATTEMPTS = 3;

async function runLighthouse(url: string, blockedUrlPatterns: string[] = []): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runLighthouseOnce(url, blockedUrlPatterns);
    } catch (error) {
      const code = error instanceof LighthouseRunError ? error.code : undefined;
      if (!code || !RUN_AGAIN.has(code) || attempt >= RUN_ATTEMPTS) throw error;
      process.stderr.write(`bench: Lighthouse asked to be run again (${code}); running again\n`);
    }
  }
}

class LighthouseRunError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

async function runLighthouseOnce(url: string, blockedUrlPatterns: string[]): Promise<Result> {
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  try {
    // No config argument: Lighthouse's default config is the mobile preset.
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      blockedUrlPatterns,
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const failure = result.lhr.runtimeError;
    if (failure) throw new LighthouseRunError(`Lighthouse: ${failure.message}`, failure.code);
    // A page whose own requests fail is not the page being measured.
    const failed = failedRequests(result.lhr, new URL(url).origin);
    if (failed.length > 0) throw new Error(`Lighthouse: ${failed.join(', ')}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

/** Why a score is below 100, and whether the missing internet played a part. */
function notesFor(lhr: Result, base: string): string[] {
  const notes = [...lhr.runWarnings];
  notes.push(
    `Chromium ${lhr.environment.hostUserAgent.match(/Chrome\/(\d+)/)?.[1] ?? '?'}, CPU benchmarkIndex ${lhr.environment.benchmarkIndex}.`,
  );
  for (const id of CATEGORIES) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (audit === undefined) continue;
      const value = audit.displayValue ? ` (${audit.displayValue})` : '';
      if (ref.weight > 0 && audit.score !== null && audit.score < 1) {
        notes.push(`${id}: "${audit.title}" scored ${Math.round(audit.score * 100)}${value}.`);
      } else if (
        audit.scoreDisplayMode === 'metricSavings' &&
        audit.score !== null &&
        audit.score < 1
      ) {
        // Unweighted, but these say what would raise the weighted metrics above.
        notes.push(`${id} opportunity: "${audit.title}"${value}.`);
      }
    }
  }
  // The sandbox has no internet, so a request leaving the demo's origin may have failed and cost points.
  const offOrigin = requestUrls(lhr).filter(
    (url) => !url.startsWith(base) && !url.startsWith('data:'),
  );
  notes.push(
    offOrigin.length === 0
      ? 'The page made no requests outside the demo server, so the missing internet did not affect the scores.'
      : `Requests outside the demo server (no internet here, they may have failed and cost points): ${offOrigin.join(', ')}.`,
  );
  return notes;
}

/** The page's requests to its own origin answered with an error status (a 304 is fine). */
function failedRequests(lhr: Result, origin: string): string[] {
  const details = lhr.audits['network-requests']?.details;
  if (details?.type !== 'table') return [];
  return details.items.flatMap((item) =>
    typeof item.url === 'string' &&
    item.url.startsWith(origin) &&
    typeof item.statusCode === 'number' &&
    item.statusCode >= 400
      ? [`${item.statusCode} ${item.url}`]
      : [],
  );
}

function requestUrls(lhr: Result): string[] {
  const details = lhr.audits['network-requests']?.details;
  if (details?.type !== 'table') return [];
  return details.items.flatMap((item) => (typeof item.url === 'string' ? [item.url] : []));
}

// Standalone: `npx tsx bench/frontend.ts` prints the markdown section.
if (
  process.argv[1] !== undefined &&
  realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)
) {
  process.stdout.write(frontendMarkdown(await benchFrontend()));
}
