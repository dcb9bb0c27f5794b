// Codeforces' rules for accounts without a rating. Since round 1360 (May 2020) a new account shows 0
// and is calculated as 1400; its first six rated rounds add 500, 350, 250, 150, 100 and 50 to the
// shown rating, so the shown rating reaches the calculated one after six rounds. Before, a new
// account started (shown and calculated) at 1500. The round of the switch is Carrot's
// (carrot/src/background/cache/contests-complete.js, FAKE_RATINGS_SINCE_CONTEST).

const NEW_ACCOUNT_RULES_SINCE = 1360;
const NEW_ACCOUNT_BONUSES = [500, 350, 250, 150, 100, 50] as const;

export interface Rules {
  /** The rating a contestant without one is calculated with. */
  startingRating: number;
  /** Whether shown ratings trail calculated ones by the bonuses still to come. */
  bonuses: boolean;
}

export const rulesFor = (contestId: number): Rules =>
  contestId >= NEW_ACCOUNT_RULES_SINCE
    ? { startingRating: 1400, bonuses: true }
    : { startingRating: 1500, bonuses: false };

const bonusesBefore = (ratedBefore: number) =>
  NEW_ACCOUNT_BONUSES.slice(0, ratedBefore).reduce((sum, bonus) => sum + bonus, 0);

export interface Standing {
  /** The shown rating before the round; null (or 0 under the 2020 rules) for a new account. */
  rating: number | null;
  /** Rated rounds taken before this one, when known; unknown counts as six or more. */
  ratedBefore?: number | null;
}

/** How many rated rounds the rules assume this contestant took before. */
function roundsBefore(standing: Standing, rules: Rules): number {
  if (standing.rating === null || (rules.bonuses && standing.rating === 0)) return 0;
  return standing.ratedBefore ?? NEW_ACCOUNT_BONUSES.length;
}

/** The rating the calculation uses for this contestant. */
export function calculatedRating(standing: Standing, rules: Rules): number {
  const before = roundsBefore(standing, rules);
  if (before === 0) return rules.startingRating;
  const shown = standing.rating ?? rules.startingRating;
  if (!rules.bonuses || before >= NEW_ACCOUNT_BONUSES.length) return shown;
  return shown + rules.startingRating - bonusesBefore(before);
}

/** The shown rating before the round, as Codeforces reports it in its rating changes. */
export function shownRating(standing: Standing, rules: Rules): number {
  if (roundsBefore(standing, rules) === 0) return rules.bonuses ? 0 : rules.startingRating;
  return standing.rating ?? rules.startingRating;
}

/** The shown delta: the calculated one plus this round's bonus, if any. */
export function shownDelta(delta: number, standing: Standing, rules: Rules): number {
  const before = roundsBefore(standing, rules);
  return rules.bonuses && before < NEW_ACCOUNT_BONUSES.length
    ? delta + (NEW_ACCOUNT_BONUSES[before] as number)
    : delta;
}
