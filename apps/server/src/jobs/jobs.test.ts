import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { systemClock } from '#server/lib/clock';
import { redactingLogOptions, silentLogger, type Logger } from '#server/lib/logger';
import { UpstreamError } from '#server/platforms/upstream-error';
import { createJobs } from './jobs';

type Report = { ran: true } | { ran: false; reason: string };
const done: Report = { ran: true };
const MINUTE = 60_000;

/** Jobs on the fake clock; `random` 0.5 puts every wait on the interval itself. */
function jobsWith(logger: Logger = silentLogger, random: () => number = () => 0.5) {
  return createJobs({ clock: systemClock, logger: () => logger, random });
}

/** The minutes (from now) at which `run` is called in the next `minutes`. */
async function callMinutes(run: { mock: { calls: unknown[] } }, minutes: number) {
  const seen: number[] = [];
  for (let minute = 1; minute <= minutes; minute += 1) {
    const before = run.mock.calls.length;
    await vi.advanceTimersByTimeAsync(MINUTE);
    if (run.mock.calls.length > before) seen.push(minute);
  }
  return seen;
}

describe('jobs.every', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-03-01T12:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs at once, then every interval after the previous run ends', async () => {
    const jobs = jobsWith();
    const run = vi.fn<(signal: AbortSignal) => Promise<Report>>(() => Promise.resolve(done));
    jobs.every('sync', 30 * MINUTE, run);
    await vi.advanceTimersByTimeAsync(0);
    expect(run).toHaveBeenCalledTimes(1);
    expect(await callMinutes(run, 60)).toEqual([30, 60]);
    await jobs.stop();
    await vi.advanceTimersByTimeAsync(60 * MINUTE);
    expect(run).toHaveBeenCalledTimes(3);
  });

  it('draws each wait within interval ± jitter: never earlier, never later', async () => {
    // The extremes of the draw: 0 is the earliest (27 min of 30 with 10 %), near 1 the latest.
    const early = vi.fn(() => Promise.resolve(done));
    const earlyJobs = jobsWith(silentLogger, () => 0);
    earlyJobs.every('sync', 30 * MINUTE, early);
    expect(await callMinutes(early, 60)).toEqual([27, 54]);
    await earlyJobs.stop();
    const late = vi.fn(() => Promise.resolve(done));
    const lateJobs = jobsWith(silentLogger, () => 0.9999);
    lateJobs.every('sync', 30 * MINUTE, late, { jitter: 0.2 });
    expect(await callMinutes(late, 80)).toEqual([36, 72]);
    await lateJobs.stop();
    // Math.random: every gap inside the bounds, and not all the same.
    const gaps: number[] = [];
    let last = Date.now();
    const jobs = createJobs({ clock: systemClock, logger: () => silentLogger });
    jobs.every('reminders', 10_000, () => {
      gaps.push(Date.now() - last);
      last = Date.now();
      return Promise.resolve();
    });
    await vi.advanceTimersByTimeAsync(60 * MINUTE);
    await jobs.stop();
    const waits = gaps.slice(1);
    expect(waits.length).toBeGreaterThan(300);
    expect(Math.min(...waits)).toBeGreaterThanOrEqual(9_000);
    expect(Math.max(...waits)).toBeLessThanOrEqual(11_000);
    expect(new Set(waits).size).toBeGreaterThan(10);
  });

  it('never overlaps runs and keeps going after one crashes', async () => {
    const jobs = jobsWith();
    let finish: (report: Report) => void = () => undefined;
    const run = vi
      .fn<(signal: AbortSignal) => Promise<Report>>()
      .mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)))
      .mockImplementationOnce(() => Promise.reject(new Error('boom')))
      .mockImplementation(() => Promise.resolve(done));
    jobs.every('sync', MINUTE, run);
    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    expect(run).toHaveBeenCalledTimes(1);
    finish(done);
    expect(await callMinutes(run, 2)).toEqual([1, 2]);
    await jobs.stop();
  });

  it('waits for the first run until `after` settles', async () => {
    const jobs = jobsWith();
    let syncDone: () => void = () => undefined;
    const firstSync = new Promise<void>((resolve) => (syncDone = resolve));
    const run = vi.fn(() => Promise.resolve(done));
    jobs.every('youtube-sync', 60 * MINUTE, run, { after: firstSync });
    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    expect(run).not.toHaveBeenCalled();
    syncDone();
    await vi.advanceTimersByTimeAsync(0);
    expect(run).toHaveBeenCalledTimes(1);
    await jobs.stop();
  });

  it('stops while its `after` never settles (the first sync was another instance’s)', async () => {
    const jobs = jobsWith();
    const run = vi.fn(() => Promise.resolve(done));
    jobs.every('rating-predictions', MINUTE, run, { after: new Promise(() => undefined) });
    let stopped = false;
    const stopping = jobs.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(true);
    await stopping;
    expect(run).not.toHaveBeenCalled();
  });

  it('on shutdown, aborts the running run and waits until it has finished', async () => {
    const jobs = jobsWith();
    let seen: AbortSignal | undefined;
    let finished = false;
    // A run that takes a second to stop (a transaction rolling back) after the abort.
    jobs.every('sync', 30 * MINUTE, (signal) => {
      seen = signal;
      return new Promise<Report>((_resolve, reject) => {
        signal.addEventListener('abort', () => {
          setTimeout(() => {
            finished = true;
            reject(new Error('aborted'));
          }, 1_000);
        });
      });
    });
    let stopped = false;
    const stopping = jobs.stop().then(() => (stopped = true));
    expect(seen?.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(999);
    expect(stopped).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await stopping;
    expect(finished).toBe(true);
  });

  it('waits on shutdown for a run a request started (the upsolve read)', async () => {
    const jobs = jobsWith();
    let release: () => void = () => undefined;
    jobs.start('upsolve-refresh', () => new Promise<void>((resolve) => (release = resolve)));
    let stopped = false;
    const stopping = jobs.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    expect(stopped).toBe(false);
    release();
    await stopping;
  });

  it('logs a failing job under its own name, never as a sync, and keeps its schedule', async () => {
    const { logger, lines } = recordingLogger();
    const jobs = jobsWith(logger);
    const run = vi.fn(() => Promise.reject(new Error('database away')));
    jobs.every('reminders', MINUTE, run);
    await vi.advanceTimersByTimeAsync(2 * MINUTE);
    await jobs.stop();
    expect(run).toHaveBeenCalledTimes(3);
    expect(lines).toHaveLength(3);
    for (const line of lines) {
      expect(line).toMatchObject({ level: 'error', job: 'reminders', msg: 'reminders failed' });
      expect(line.err).toBeInstanceOf(Error);
    }
    expect(JSON.stringify(lines)).not.toMatch(/sync/);
  });

  it("logs a failure through the app's logger, which redacts the bot token", async () => {
    const token = '123456789:AAH-very_secret-bot-token-0123456789ab';
    const written: string[] = [];
    const app = Fastify({
      logger: {
        level: 'info',
        ...redactingLogOptions({ TELEGRAM_BOT_TOKEN: token }),
        stream: { write: (line: string) => void written.push(line) },
      },
    });
    const jobs = createJobs({ clock: systemClock, logger: () => app.log, random: () => 0.5 });
    const failure = new Error(`request to https://api.telegram.org/bot${token}/getUpdates failed`);
    jobs.every('telegram-poll', 1_000, () => Promise.reject(failure), {
      backoff: { firstMs: 3_000, maxMs: 60_000 },
    });
    await vi.advanceTimersByTimeAsync(0);
    await jobs.stop();
    await app.close();
    expect(written).toHaveLength(1);
    const line = JSON.parse(written[0] ?? '{}') as { job?: string; err?: { message?: string } };
    expect(line.job).toBe('telegram-poll');
    expect(line.err?.message).toBe(
      'request to https://api.telegram.org/bot[redacted]/getUpdates failed',
    );
    expect(written.join('')).not.toContain(token.split(':')[1]);
  });

  it('backs off a job failing in a row, doubling to the cap, and logs the streak once', async () => {
    const { logger, lines } = recordingLogger();
    const jobs = jobsWith(logger);
    let failing = true;
    const run = vi.fn(() =>
      failing ? Promise.reject(new Error('Telegram unreachable')) : Promise.resolve(done),
    );
    jobs.every('telegram-poll', 1_000, run, {
      jitter: 0,
      backoff: { firstMs: 3_000, maxMs: 60_000 },
    });
    expect(run).toHaveBeenCalledTimes(1);
    // Tried again 3, 6, 12, 24 and 48 s apart, then 60 s apart (the cap), never once a second.
    const seenAt: number[] = [];
    for (let second = 1; second <= 213; second += 1) {
      const before = run.mock.calls.length;
      await vi.advanceTimersByTimeAsync(1_000);
      if (run.mock.calls.length > before) seenAt.push(second);
    }
    expect(seenAt).toEqual([3, 9, 21, 45, 93, 153, 213]);
    expect(lines).toEqual([
      expect.objectContaining({ level: 'error', job: 'telegram-poll', retryInMs: 3_000 }),
    ]);
    failing = false;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(lines[1]).toMatchObject({ level: 'info', job: 'telegram-poll', failures: 8 });
    // Back to the interval once it works again.
    const calls = run.mock.calls.length;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(run.mock.calls.length).toBe(calls + 1);
    await jobs.stop();
  });
});

describe('jobs.status', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-03-01T12:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("lists each job's last run, its outcome and its last error's category", async () => {
    const jobs = jobsWith();
    let sync: Report | Error = done;
    jobs.every('sync', 30 * MINUTE, () =>
      sync instanceof Error ? Promise.reject(sync) : Promise.resolve(sync),
    );
    jobs.onDemand('upsolve-refresh');
    jobs.every('reminders', 0, () => Promise.resolve());
    await vi.advanceTimersByTimeAsync(0);
    expect(await jobs.status()).toEqual([
      {
        name: 'sync',
        everySeconds: 1800,
        running: false,
        lastRunAt: '2026-03-01T12:00:00.000Z',
        lastOutcome: 'succeeded',
        lastErrorAt: null,
        lastError: null,
        lastRunBy: null,
        lastRunByAt: null,
      },
      expect.objectContaining({ name: 'upsolve-refresh', everySeconds: null, lastRunAt: null }),
      expect.objectContaining({ name: 'reminders', everySeconds: null, lastOutcome: null }),
    ]);
    sync = new UpstreamError('network', 'connect ECONNREFUSED 10.0.0.7:443', true);
    await vi.advanceTimersByTimeAsync(30 * MINUTE);
    expect((await jobs.status())[0]).toMatchObject({
      lastRunAt: '2026-03-01T12:30:00.000Z',
      lastOutcome: 'failed',
      lastErrorAt: '2026-03-01T12:30:00.000Z',
      // The category, never the error's text.
      lastError: 'network unreachable',
    });
    sync = { ran: false, reason: 'another sync holds the lock' };
    await vi.advanceTimersByTimeAsync(30 * MINUTE);
    // The last error stays until another one: an operator sees when it last failed.
    expect((await jobs.status())[0]).toMatchObject({
      lastRunAt: '2026-03-01T13:00:00.000Z',
      lastOutcome: 'skipped',
      lastError: 'network unreachable',
    });
    await jobs.stop();
  });

  it('shows a run in progress, and records a run something else started', async () => {
    const jobs = jobsWith();
    let release: () => void = () => undefined;
    const running = jobs.run(
      'handles-refresh',
      () =>
        new Promise<number>((resolve) => {
          release = () => {
            resolve(3);
          };
        }),
    );
    expect(await jobs.status()).toEqual([
      expect.objectContaining({ name: 'handles-refresh', running: true, lastRunAt: null }),
    ]);
    release();
    expect(await running).toBe(3);
    await expect(
      jobs.run('handles-refresh', () => Promise.reject(new Error('x'))),
    ).resolves.toBeUndefined();
    expect(await jobs.status()).toEqual([
      expect.objectContaining({
        running: false,
        lastOutcome: 'failed',
        lastError: 'unexpected error',
      }),
    ]);
    await jobs.stop();
  });
});

function recordingLogger() {
  const lines: Record<string, unknown>[] = [];
  const record =
    (level: string) =>
    (obj: object, msg?: string): void =>
      void lines.push({ level, ...obj, msg });
  const logger: Logger = { info: record('info'), warn: record('warn'), error: record('error') };
  return { logger, lines };
}
