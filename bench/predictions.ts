import { performance } from 'node:perf_hooks';
import type { Contestant } from '../apps/server/src/domain/codeforces-rating/contestants';
import { fastDeltas } from '../apps/server/src/domain/codeforces-rating/fast-deltas';
import { naiveDeltas } from '../apps/server/src/domain/codeforces-rating/naive-deltas';
import { predictRound } from '../apps/server/src/domain/codeforces-rating/predict-round';
import { readRecordedRound, RECORDED_ROUNDS } from '../apps/server/test/rating-rounds';
import { ms, pass, table } from './lib/markdown';

const SIZES = [10_000, 30_000] as const;
const TARGET_SPEEDUP_AT_30K = 20;

export interface AccuracyRow {
  round: number;
  rows: number;
  agree: number;
  worst: number;
}

export interface SpeedRow {
  participants: number;
  fastMs: number;
  naiveMs: number;
  agree: number;
  peakRssMb: number;
}

export interface PredictionsResult {
  accuracy: AccuracyRow[];
  speed: SpeedRow[];
}

function accuracy(round: number): AccuracyRow {
  const rows = readRecordedRound(round);
  const predicted = new Map(
    predictRound(
      round,
      rows.map((row) => ({ ...row, rating: row.oldRating })),
    ).map((change) => [change.handle, change.delta]),
  );
  let agree = 0;
  let worst = 0;
  for (const row of rows) {
    const error = Math.abs((predicted.get(row.handle) ?? Infinity) - row.officialDelta);
    if (error === 0) agree++;
    worst = Math.max(worst, error);
  }
  return { round, rows: rows.length, agree, worst };
}

/** n contestants drawn (deterministically) from both recorded rounds, each handle made unique. */
function field(n: number): Contestant[] {
  const pool = RECORDED_ROUNDS.flatMap((round) => readRecordedRound(round));
  return Array.from({ length: n }, (_, i) => {
    const row = pool[(i * 7919) % pool.length] as (typeof pool)[number];
    return {
      handle: `${row.handle}#${i}`,
      points: row.points,
      penalty: row.penalty,
      rating: row.oldRating,
    };
  });
}

const timed = <T>(work: () => T): [T, number] => {
  const start = performance.now();
  const value = work();
  return [value, performance.now() - start];
};

/**
 * Accuracy against the official deltas of the recorded rounds; then the FFT calculation against the
 * published O(n²) one (a table lookup per pair, so it is not slowed by powers) on the same fields.
 * The fast time is the best of three after a warm-up; the naive one runs once (it takes minutes).
 * Peak memory is the bench process's peak resident set right after the fast calculations, before
 * any naive one runs.
 */
export function benchPredictions(): PredictionsResult {
  const fields = SIZES.map(field);
  fastDeltas(field(2_000)); // warm the JIT once, so the first size is not charged for compiling
  // The best of three: the machine is shared, and one calculation takes a fraction of a second.
  const fast = fields.map((contestants) =>
    [0, 1, 2]
      .map(() => timed(() => fastDeltas(contestants)))
      .reduce((best, run) => (run[1] < best[1] ? run : best)),
  );
  const peakRssMb = process.resourceUsage().maxRSS / 1024;
  const speed = fields.map((contestants, i) => {
    const [naive, naiveMs] = timed(() => naiveDeltas(contestants));
    const [fastRows, fastMs] = fast[i] as [ReturnType<typeof fastDeltas>, number];
    const byHandle = new Map(naive.map((row) => [row.handle, row.delta]));
    const agree = fastRows.filter((row) => byHandle.get(row.handle) === row.delta).length;
    return { participants: contestants.length, fastMs, naiveMs, agree, peakRssMb };
  });
  return { accuracy: RECORDED_ROUNDS.map(accuracy), speed };
}

export function predictionsMarkdown(result: PredictionsResult): string {
  const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(2)} %`;
  const last = result.speed.at(-1);
  const speedup = last ? last.naiveMs / last.fastMs : 0;
  return [
    '## Codeforces rating predictions',
    '',
    'Recorded rounds (Carrot’s data, fixtures/rating-rounds): predicted against official deltas.',
    '',
    table(
      ['round', 'rated', 'equal to official', 'worst error', '≥ 99.5 % and ±2'],
      result.accuracy.map((row) => [
        row.round,
        row.rows,
        `${row.agree} (${percent(row.agree, row.rows)})`,
        row.worst,
        pass(row.agree / row.rows >= 0.995 && row.worst <= 2),
      ]),
    ),
    '',
    'Fields drawn from both rounds: the FFT calculation against the naive O(n²) one, same run.',
    '',
    table(
      [
        'participants',
        'FFT',
        'naive O(n²)',
        'faster',
        'same delta',
        'peak RSS (after the FFT runs)',
      ],
      result.speed.map((row) => [
        row.participants,
        ms(row.fastMs),
        ms(row.naiveMs),
        `${(row.naiveMs / row.fastMs).toFixed(0)}×`,
        percent(row.agree, row.participants),
        `${row.peakRssMb.toFixed(0)} MB`,
      ]),
    ),
    '',
    `Target: ≥ ${TARGET_SPEEDUP_AT_30K}× at 30k: ${pass(speedup >= TARGET_SPEEDUP_AT_30K)}.`,
  ].join('\n');
}
