import { z } from 'zod';
import { rowsOf } from '#server/platforms/parse-rows';
import { saneIsoTime, saneSeconds } from '#server/platforms/sane-time';

/**
 * One row of `/users/<u>/history/json`: every contest the user entered, rated or not
 * (PROVENANCE: AtCoder history). Only the fields results read.
 */
const historyRowSchema = z.object({
  IsRated: z.boolean(),
  Place: z.number().int(),
  OldRating: z.number().int(),
  NewRating: z.number().int(),
  // `abc140.contest.atcoder.jp`: the contest's id, then AtCoder's old per-contest host.
  ContestScreenName: z.string(),
  // `2019-09-07T22:40:00+09:00`: when the contest ended, which is when ratings move.
  EndTime: saneIsoTime,
});

/** Row by row: a row with a broken time is skipped, not the handle's whole history. */
export const historyBodySchema = rowsOf(historyRowSchema);

/** AtCoder Problems' ids: `abc015_3`, `code-festival-2016-quala`, `APG4b`. */
const problemsId = z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/);

/**
 * One of AtCoder Problems' `v3/user/submissions` (PROVENANCE: users' histories F). Only the fields
 * upsolving reads; `result` is `AC`, `WA`, … or `WJ` while it is judged.
 */
const submissionSchema = z.object({
  id: z.number().int(),
  epoch_second: saneSeconds,
  problem_id: problemsId,
  contest_id: problemsId,
  result: z.string(),
});

export const submissionsBodySchema = rowsOf(submissionSchema);

/** `resources/contest-problem.json`: which problems each contest has (shared ones too). */
export const contestProblemsBodySchema = z.array(
  z.object({ contest_id: problemsId, problem_id: problemsId, problem_index: z.string() }),
);

/** `resources/problems.json`: a problem's name. */
export const problemNamesBodySchema = z.array(z.object({ id: problemsId, name: z.string() }));
