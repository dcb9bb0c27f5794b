/**
 * What a platform offers for predicting a finished round's rating changes (issue 49): its final
 * standings, its contestants' ratings before it, and its official changes once published.
 */

export interface StandingsRow {
  handle: string;
  points: number;
  penalty: number;
}

interface RoundStandings {
  /** The round's name, as the platform gives it (which contestants are rated depends on it). */
  name: string;
  /** False while system tests may still change the standings. */
  final: boolean;
  /** The rows that may be rated: one contestant each, taking part officially. */
  rows: StandingsRow[];
}

interface OfficialChange {
  handle: string;
  rank: number;
  oldRating: number;
  newRating: number;
}

export interface RatingSource {
  /** Undefined while the round is still running (its standings are not final enough). */
  standings(externalId: string, signal: AbortSignal): Promise<RoundStandings | undefined>;
  /** The shown rating of each handle (by lower-case handle); a handle without one is absent. */
  ratings(handles: readonly string[], signal: AbortSignal): Promise<Map<string, number>>;
  /** The official changes; empty until the platform publishes them. */
  officialChanges(externalId: string, signal: AbortSignal): Promise<OfficialChange[]>;
}
