import type { PracticePlatform, RecommendationsResponse } from '@contest-tracker/contract';
import type { PracticeState } from '#server/db/practice-repository';
import { nearTarget, type Curve } from './band-index';
import { pickInBand } from './bands';
import { hasBit } from './id-bits';
import type { Query } from './recommender';
import { atcoderInternalRating } from './solve-chance';

/** The chance before a first rated contest: the platform's starting rating. */
const STARTING_RATING: Record<PracticePlatform, number> = {
  codeforces: 1400,
  leetcode: 1500,
  atcoder: 0,
};

/**
 * The picks for a user's state: the catalog's curves scanned near the band's target, leaving out
 * what they solved (a bitset of the catalog's numbers), skipped, or what is too old.
 */
export function pickProblems(input: {
  query: Query;
  state: PracticeState;
  solved: Uint32Array;
  tooOld: ReadonlySet<string>;
  curves: readonly Curve[];
}): RecommendationsResponse {
  const { query, state, solved, tooOld } = input;
  const rating = state.rating?.value ?? STARTING_RATING[query.platform];
  // AtCoder Problems' model takes the internal rating, not the shown one.
  const strength =
    query.platform === 'atcoder'
      ? (atcoderInternalRating(rating, state.rating?.contests ?? 0) ?? rating)
      : rating;
  const candidates = nearTarget(
    input.curves,
    strength,
    query.band,
    query.count,
    (problem, n) =>
      !hasBit(solved, n) &&
      !state.skipped.has(problem.id) &&
      !tooOld.has(problem.contestId) &&
      query.tags.every((tag) => problem.tags.includes(tag)),
  );
  return {
    platform: query.platform,
    rating: state.rating?.value ?? null,
    problems: pickInBand(candidates, query.band, query.count).map((c) => ({
      id: c.problem.id,
      name: c.problem.name,
      url: c.problem.url,
      contestId: c.problem.contestId,
      difficulty: c.problem.difficulty ?? null,
      tags: [...c.problem.tags],
      solveChance: Math.round(c.solveChance * 1000) / 1000,
    })),
  };
}
