/**
 * What a platform offers for a user's own handle: how ownership is proven, and the handle's
 * rated contests. Only platforms whose module gives one can be linked.
 */

import type { Challenge } from '#server/domain/handle-challenge';

/** A rated contest of the handle, in the platform's own contest id. */
export interface HandleResult {
  externalContestId: string;
  rank: number;
  oldRating: number;
  newRating: number;
  at: Date;
}

/** Why a verification did not go through, in words the user can act on. */
type VerifyOutcome = { verified: true } | { verified: false; missing: string };

export interface HandleSource {
  /** What to do to show ownership, picked with `random` (in [0, 1)). */
  issueChallenge(random: () => number): Challenge;
  /** Looks for the proof made between `issuedAt` and `expiresAt`. */
  verify(
    handle: string,
    challenge: Challenge,
    window: { issuedAt: Date; expiresAt: Date },
    signal: AbortSignal,
  ): Promise<VerifyOutcome>;
  results(handle: string, signal: AbortSignal): Promise<HandleResult[]>;
  /** Per contest taken part in (newest first): the problems not solved during it. */
  upsolve?(handle: string, signal: AbortSignal): Promise<ContestUpsolve[]>;
}

interface ContestUpsolve {
  externalContestId: string;
  problems: { id: string; name: string; link: string; solved: boolean }[];
}
