import type { Result } from 'lighthouse';
import { median } from './timing';

const metric = (run: Result, id: string) => run.audits[id]?.numericValue ?? NaN;

/**
 * The run closest to the median First Contentful Paint and Time to Interactive, as Lighthouse's own
 * computeMedianRun picks it (its types need Lighthouse's global `LH` namespace, so it is restated):
 * the earliest and latest moments of the load, rather than the score, which swings on outliers.
 */
export function medianRun(runs: readonly Result[]): Result {
  const fcp = median(runs.map((run) => metric(run, 'first-contentful-paint')));
  const tti = median(runs.map((run) => metric(run, 'interactive')));
  const distance = (run: Result) =>
    (metric(run, 'first-contentful-paint') - fcp) ** 2 + (metric(run, 'interactive') - tti) ** 2;
  const [closest] = [...runs].sort(
    (a, b) => distance(a) - distance(b) || metric(a, 'interactive') - metric(b, 'interactive'),
  );
  if (closest === undefined) throw new Error('no Lighthouse runs');
  return closest;
}
