/**
 * What a platform offers for a user's own handle: how ownership is proven, and the handle's
 * rated contests. Only platforms whose module gives one can be linked.
 */

import type { Challenge } from '#server/domain/handle-challenge';
import type { ProblemCatalog } from './problem-catalog';

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
  /**
   * What to do to show ownership, picked with `random` (in [0, 1)), unlike any of `taken` (what
   * other accounts' pending claims of the same handle hold); undefined: every choice is taken.
   */
  issueChallenge(random: () => number, taken: readonly Challenge[]): Challenge | undefined;
  /** Reads what issuing needs, if due (Codeforces: its problem pool); never fails. */
  prepareChallenges?(signal: AbortSignal): Promise<void>;
  /** Looks for the proof made between `issuedAt` and `expiresAt`. */
  verify(
    handle: string,
    challenge: Challenge,
    window: { issuedAt: Date; expiresAt: Date },
    signal: AbortSignal,
  ): Promise<VerifyOutcome>;
  results(handle: string, signal: AbortSignal): Promise<HandleResult[]>;
  /**
   * For a platform that shows only a handle's newest accepted submissions (LeetCode): the problems
   * (by catalog id) among them. Each read's are added to those kept (decision 066).
   */
  recentlySolved?(handle: string, signal: AbortSignal): Promise<string[]>;
  /** The platform's problems with their difficulties (issue 50), read daily per instance. */
  difficulties?: ProblemCatalog;
  /**
   * The handle's submissions since `since` (a cursor this source gave before; undefined reads the
   * history kept from the start), as what is left to upsolve.
   */
  upsolve?(
    handle: string,
    since: string | undefined,
    signal: AbortSignal,
    windows: ContestWindows,
  ): Promise<UpsolveRead>;
}

/** When the contests we list (by the platform's own id) ran: what was submitted during them. */
type ContestWindows = (
  externalIds: readonly string[],
) => Promise<ReadonlyMap<string, { startsAt: Date; endsAt: Date }>>;

interface ContestUpsolve {
  externalContestId: string;
  problems: { id: string; name: string; link: string; solved: boolean }[];
}

/**
 * What one read of submissions found. A `complete` read replaces the list; otherwise it is merged
 * in: its contests' problems solved during them leave the list, `solvedLater` are ticked off.
 */
interface UpsolveRead {
  /** Contests taken part in among the submissions read, newest first. */
  contests: ContestUpsolve[];
  /** Problems (by id) solved after their contest, among the submissions read. */
  solvedLater: string[];
  /** Every problem (by id) with an accepted submission among those read (issue 50). */
  accepted?: string[];
  /**
   * The names accepted problems go by where they were solved, where the catalog may list them
   * under another contest's id (Codeforces' Div. 2 copies: see its parallelContests).
   */
  acceptedNames?: ReadonlyMap<string, string>;
  /** Where the next read starts: past the newest submission already judged. */
  cursor: string | undefined;
  complete: boolean;
}
