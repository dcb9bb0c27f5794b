/**
 * What a platform whose contests are rated by everyone's rating alone (LeetCode, issue 49 point 6)
 * offers for predicting them: its final ranking a page at a time, and each contestant's rating
 * before the contest one call at a time. Both are read across many job runs (decision 065).
 */

interface RankedRow {
  handle: string;
  rank: number;
}

export interface RankingPage {
  /** How many pages the whole ranking has. */
  pages: number;
  /** The rows of this page that the platform rates and whose rating can be read. */
  rows: RankedRow[];
}

export interface ContestantRating {
  rating: number;
  /** Rated contests taken before this one. */
  attended: number;
}

export interface RankingSource {
  /** One page (from 1) of a finished contest's ranking. */
  rankingPage(externalId: string, page: number, signal: AbortSignal): Promise<RankingPage>;
  /** A contestant's current rating: before the contest until the platform rates it. */
  contestantRating(handle: string, signal: AbortSignal): Promise<ContestantRating>;
}
