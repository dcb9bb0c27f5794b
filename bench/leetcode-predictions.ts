import { performance } from 'node:perf_hooks';
import type { LeetCodeContestant } from '../apps/server/src/domain/leetcode-rating/elo';
import { fastDeltas } from '../apps/server/src/domain/leetcode-rating/fast-deltas';
import { naiveDeltas } from '../apps/server/src/domain/leetcode-rating/naive-deltas';
import { readRecordedLeetCodeContest } from '../apps/server/test/leetcode-contest';
import { ms, pass, table } from './lib/markdown';

const LARGE = 30_000;
/** lccn_predictor's own bar (tests/utils.py); LeetCode keeps ratings as floats. */
const LCCN_PRECISION = 0.05;

export interface LeetCodeAccuracy {
  method: string;
  rows: number;
  exact: number;
  withinLccn: number;
  shownEqual: number;
  worst: number;
}

export interface LeetCodeSpeed {
  participants: number;
  fastMs: number;
  naiveMs: number | null;
  worstApart: number | null;
}

export interface LeetCodePredictionsResult {
  accuracy: LeetCodeAccuracy[];
  speed: LeetCodeSpeed[];
}

const timed = <T>(work: () => T): [T, number] => {
  const start = performance.now();
  const value = work();
  return [value, performance.now() - start];
};

const bestOfThree = (contestants: LeetCodeContestant[]) =>
  [0, 1, 2]
    .map(() => timed(() => fastDeltas(contestants)))
    .reduce((best, run) => (run[1] < best[1] ? run : best));

/**
 * The contest lccn_predictor records (fixtures/rating-rounds): the FFT table and the naive O(n²)
 * sums, both against LeetCode's new ratings and against each other, in the same run; then the FFT
 * table alone on 30 000 contestants drawn from it (the naive sums would take about a minute there:
 * n² · 17 divisions, not cheap on a shared machine, so they are not run).
 */
export function benchLeetCodePredictions(): LeetCodePredictionsResult {
  const rows = readRecordedLeetCodeContest();
  const contestants = rows.map((row) => ({
    rank: row.rank,
    rating: row.oldRating,
    attended: row.attended,
  }));
  fastDeltas(contestants.slice(0, 2_000)); // warm the JIT once
  const [fast, fastMs] = bestOfThree(contestants);
  const [naive, naiveMs] = timed(() => naiveDeltas(contestants));
  const accuracy = (method: string, predicted: { newRating: number }[]): LeetCodeAccuracy => {
    const errors = rows.map((row, i) =>
      Math.abs((predicted[i]?.newRating ?? Infinity) - row.officialNewRating),
    );
    const shownEqual = rows.filter(
      (row, i) =>
        Math.round(predicted[i]?.newRating ?? Infinity) === Math.round(row.officialNewRating),
    ).length;
    return {
      method,
      rows: rows.length,
      exact: errors.filter((error) => error < 1e-5).length,
      withinLccn: errors.filter((error) => error < LCCN_PRECISION).length,
      shownEqual,
      worst: Math.max(...errors),
    };
  };
  const worstApart = Math.max(
    ...fast.map((change, i) => Math.abs(change.delta - (naive[i]?.delta ?? Infinity))),
  );
  const large = Array.from({ length: LARGE }, (_, i) => {
    const row = contestants[(i * 7919) % contestants.length] as LeetCodeContestant;
    return { ...row, rank: i + 1 };
  });
  const [, largeMs] = bestOfThree(large);
  return {
    accuracy: [accuracy('FFT table', fast), accuracy('naive O(n²)', naive)],
    speed: [
      { participants: rows.length, fastMs, naiveMs, worstApart },
      { participants: LARGE, fastMs: largeMs, naiveMs: null, worstApart: null },
    ],
  };
}

export function leetCodePredictionsMarkdown(result: LeetCodePredictionsResult): string {
  const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(2)} %`;
  return [
    '## LeetCode rating predictions',
    '',
    'The contest lccn_predictor records (fixtures/rating-rounds): predicted against LeetCode’s new',
    'ratings (floats; shown rounded). lccn’s own bar is 0.05; the issue’s is ≥ 99.5 % shown equal, ±2.',
    '',
    table(
      ['method', 'rated', 'within 1e-5', 'within 0.05', 'shown rating equal', 'worst error', 'bar'],
      result.accuracy.map((row) => [
        row.method,
        row.rows,
        percent(row.exact, row.rows),
        percent(row.withinLccn, row.rows),
        `${row.shownEqual} (${percent(row.shownEqual, row.rows)})`,
        row.worst.toExponential(1),
        pass(row.shownEqual / row.rows >= 0.995 && row.worst <= 2),
      ]),
    ),
    '',
    'The FFT table against the naive O(n²) sums, same run (fast: best of three).',
    '',
    table(
      [
        'participants',
        'FFT table',
        'naive O(n²)',
        'faster',
        'largest delta difference, fast vs naive',
      ],
      result.speed.map((row) => [
        row.participants,
        ms(row.fastMs),
        row.naiveMs === null ? 'not run' : ms(row.naiveMs),
        row.naiveMs === null ? '—' : `${(row.naiveMs / row.fastMs).toFixed(0)}×`,
        row.worstApart === null ? '—' : row.worstApart.toFixed(6),
      ]),
    ),
  ].join('\n');
}
