import { formatDayMonth, formatMonth } from './format-day';

/** The rating axis: whole hundreds around the ratings, with room above and below the line. */
export function ratingDomain(ratings: readonly number[]): { low: number; high: number } {
  const low = Math.floor((Math.min(...ratings) - 50) / 100) * 100;
  const high = Math.ceil((Math.max(...ratings) + 50) / 100) * 100;
  return { low, high };
}

/**
 * The ratings to label on the axis: its ends and the bands' thresholds between them (where the
 * colours change), or round steps where there are no bands; none closer than `minGap` (in
 * drawn units, `unitsPerRating` each) to one already labelled, so labels never overlap.
 */
export function ratingTicks(
  domain: { low: number; high: number },
  thresholds: readonly number[],
  unitsPerRating: number,
  minGap: number,
): number[] {
  const { low, high } = domain;
  const inside = thresholds.filter((t) => t > low && t < high);
  let candidates = inside;
  if (inside.length === 0) {
    const step = [100, 200, 250, 500, 1000, 2000].find((s) => (high - low) / s <= 5) ?? 5000;
    candidates = [];
    for (let t = Math.ceil(low / step) * step; t < high; t += step) {
      if (t > low) candidates.push(t);
    }
  }
  const kept = [low, high];
  for (const tick of candidates) {
    if (kept.every((k) => Math.abs(k - tick) * unitsPerRating >= minGap)) kept.push(tick);
  }
  return kept.sort((a, b) => a - b);
}

const DAY_MS = 86_400_000;

/**
 * The date axis: four evenly spaced moments from the first contest to the last, named by month
 * ('Feb 2024'), or by day ('15 Feb') when the contests span less than four months; a name
 * already given is not repeated.
 */
export function dateTicks(first: number, last: number): { at: number; label: string }[] {
  const format = last - first < 120 * DAY_MS ? formatDayMonth : formatMonth;
  const ticks: { at: number; label: string }[] = [];
  for (let i = 0; i < 4; i++) {
    const at = first + ((last - first) * i) / 3;
    const label = format(at);
    if (ticks.at(-1)?.label !== label) ticks.push({ at, label });
  }
  return ticks;
}
