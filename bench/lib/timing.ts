export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? NaN)
    : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
}

async function timed(fn: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}

/**
 * Median wall times of two functions run in alternation (after a few warm-up runs of each), so a
 * busy moment on a shared machine falls on both rather than on one.
 */
export async function pairedMedianMs(
  a: () => Promise<unknown>,
  b: () => Promise<unknown>,
  runs = 101,
): Promise<[number, number]> {
  for (let i = 0; i < 5; i++) {
    await a();
    await b();
  }
  const timesA: number[] = [];
  const timesB: number[] = [];
  for (let i = 0; i < runs; i++) {
    // Alternate which goes first too: neither always runs right after the other's work.
    if (i % 2 === 0) {
      timesA.push(await timed(a));
      timesB.push(await timed(b));
    } else {
      timesB.push(await timed(b));
      timesA.push(await timed(a));
    }
  }
  return [median(timesA), median(timesB)];
}
