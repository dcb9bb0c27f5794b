/** How a user shows a handle is theirs (decision 029). */

/** Codeforces' kind: a compilation error submitted to this problem. */
export interface SubmissionChallenge {
  contestId: number;
  index: string;
}

/** AtCoder's and LeetCode's kind: this code in a public profile field (`field` names it). */
export interface CodeChallenge {
  code: string;
  field: string;
}

export type Challenge = SubmissionChallenge | CodeChallenge;

export const isSubmissionChallenge = (challenge: Challenge): challenge is SubmissionChallenge =>
  'contestId' in challenge;
