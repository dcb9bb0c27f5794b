/** How a timed job waits between runs. */
export interface LoopTiming {
  intervalMs: number;
  /**
   * Each wait is drawn from interval × (1 ± jitter), so instances started together (a deploy)
   * drift apart instead of calling the platforms, or taking the locks, all at once.
   */
  jitter: number;
  /**
   * After a failure, wait `firstMs` instead of the interval, doubling with each failure in a row up
   * to `maxMs` (no jitter: a job failing in a row is already off everyone's beat).
   */
  backoff?: { firstMs: number; maxMs: number } | undefined;
}

/** A number in [0, 1), as Math.random; tests pass their own. */
export type Random = () => number;

/** The wait before the next run, given the failures in a row so far. */
export function nextDelayMs(timing: LoopTiming, failures: number, random: Random): number {
  const { backoff } = timing;
  if (backoff && failures > 0) {
    return Math.min(backoff.maxMs, backoff.firstMs * 2 ** Math.min(failures - 1, 30));
  }
  const spread = timing.intervalMs * timing.jitter;
  return Math.round(timing.intervalMs - spread + 2 * spread * random());
}

/**
 * Runs `tick` at once (or once `after` settles), then again a delay after each run ends: runs
 * never overlap. `tick` answers whether the run succeeded (it logs and records itself). Ends when
 * `signal` aborts; `done` settles once the run in progress, if any, has finished.
 */
export function startJobLoop(options: {
  timing: LoopTiming;
  random: Random;
  signal: AbortSignal;
  after?: Promise<unknown> | undefined;
  /** Whether the run succeeded, or (a number) that it did nothing and the next may come that soon. */
  tick: () => Promise<boolean | number>;
}): { done: () => Promise<void> } {
  const { timing, signal } = options;
  let failures = 0;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> = Promise.resolve();
  const run = () => {
    if (signal.aborted) return;
    current = options.tick().then((outcome) => {
      failures = outcome === false ? failures + 1 : 0;
      const delayMs =
        typeof outcome === 'number' ? outcome : nextDelayMs(timing, failures, options.random);
      if (!signal.aborted) timer = setTimeout(run, delayMs);
    });
  };
  signal.addEventListener(
    'abort',
    () => {
      clearTimeout(timer);
    },
    { once: true },
  );
  // An `after` that never settles (the first sync is another instance's, whose lease it holds)
  // must not hold up the shutdown: the abort ends the wait, and `run` then does nothing.
  const aborted = new Promise<void>((resolve) => {
    signal.addEventListener(
      'abort',
      () => {
        resolve();
      },
      { once: true },
    );
  });
  if (options.after) current = Promise.race([options.after, aborted]).then(run, run);
  else run();
  return {
    // A run that starts from a pending `after` replaces `current`: wait until it stops changing.
    async done() {
      for (let seen: Promise<void> | undefined; seen !== current;) {
        seen = current;
        await seen;
      }
    },
  };
}
