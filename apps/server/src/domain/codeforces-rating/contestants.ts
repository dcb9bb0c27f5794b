// What both calculations (fast and naive) share: the ranks of the standings and the two corrections.

export interface Contestant {
  handle: string;
  points: number;
  penalty: number;
  /** The rating the calculation uses (for a new account, the rules' starting rating). */
  rating: number;
}

export interface Ranked extends Contestant {
  /** Tied rows share the lowest place of their group, as Codeforces ranks them for rating. */
  rank: number;
}

export interface Calculated extends Ranked {
  delta: number;
}

export function rankStandings(contestants: readonly Contestant[]): Ranked[] {
  const sorted = [...contestants].sort((a, b) =>
    a.points !== b.points ? b.points - a.points : a.penalty - b.penalty,
  );
  const ranked: Ranked[] = new Array<Ranked>(sorted.length);
  let rank = sorted.length;
  for (let i = sorted.length - 1; i >= 0; i--) {
    const row = sorted[i] as Contestant;
    const next = sorted[i + 1];
    if (!next || next.points !== row.points || next.penalty !== row.penalty) rank = i + 1;
    ranked[i] = {
      handle: row.handle,
      points: row.points,
      penalty: row.penalty,
      rating: row.rating,
      rank,
    };
  }
  return ranked;
}

/** The deltas from one contestant's rank and seed: the rating that rank would fit, halved. */
export const halfwayDelta = (needRating: number, rating: number) =>
  Math.trunc((needRating - rating) / 2);

/**
 * The two corrections of the published algorithm: every delta lowered so the sum is about zero,
 * then the top 4·√n by rating lowered (by at most 10) so their sum is about zero too.
 * The sort is stable over the standings order, as in the published code.
 */
export function correctDeltas(rows: Calculated[]): Calculated[] {
  const byRating = [...rows].sort((a, b) => b.rating - a.rating);
  const n = byRating.length;
  if (n === 0) return byRating;
  const sum = byRating.reduce((total, row) => total + row.delta, 0);
  const everyone = Math.trunc(-sum / n) - 1;
  const topCount = Math.min(4 * Math.round(Math.sqrt(n)), n);
  let topSum = 0;
  for (let i = 0; i < topCount; i++) topSum += (byRating[i] as Calculated).delta + everyone;
  const top = Math.min(Math.max(Math.trunc(-topSum / topCount), -10), 0);
  for (const row of byRating) row.delta += everyone + top;
  return byRating;
}
