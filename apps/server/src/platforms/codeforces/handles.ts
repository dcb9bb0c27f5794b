import { BYTE_CAPS } from '#server/platforms/byte-caps';
import { describeIssues } from '@contest-tracker/contract';
import type { ZodType } from 'zod';
import { isSubmissionChallenge } from '#server/domain/handle-challenge';
import type { Clock } from '#server/lib/clock';
import type { HandleSource } from '#server/platforms/handle-source';
import { requestJson, type HttpClientOptions } from '#server/platforms/http-client';
import { UpstreamError, unexpectedShape } from '#server/platforms/upstream-error';
import { createKeptCatalog } from '#server/platforms/problem-catalog';
import { createChallengePool, pickProblem } from './challenge-pool';
import { catalogFrom, parallelContests } from './problem-catalog';
import { standingsBodySchema, userRatingBodySchema, userStatusBodySchema } from './handles-schema';
import {
  acceptedProblems,
  contestsTakenPart,
  leftToUpsolve,
  nextCursor,
  solvedAfterwards,
  type Submission,
} from './upsolve';

/** The submissions looked through: the proof is among the newest few. */
const RECENT_SUBMISSIONS = 20;
/** For upsolving: the newest submissions, and the newest contests among them. */
const HISTORY_SUBMISSIONS = 1000;
const UPSOLVE_CONTESTS = 10;
/** A read since the last one: a few submissions in the usual 6 hours, so a small page each. */
const SINCE_PAGE = 100;
/**
 * A contest's problems never change once it has begun, and users' newest contests are mostly the
 * same few rounds: kept per instance, they save most standings calls (2 s each behind the gate).
 */
const KEPT_PROBLEM_LISTS = 500;

export function createCodeforcesHandles(deps: {
  baseUrl: string;
  http: HttpClientOptions;
  clock: Clock;
}): HandleSource {
  const api = `${deps.baseUrl}/api`;
  const get = async <T>(path: string, schema: ZodType<T>, signal: AbortSignal): Promise<T> => {
    const maxBytes = path.startsWith('user.status')
      ? BYTE_CAPS.codeforcesSubmissions
      : BYTE_CAPS.codeforcesSmall;
    const raw = await requestJson({ url: `${api}/${path}`, maxBytes }, deps.http, signal).catch(
      (error: unknown) => {
        // Codeforces answers an unknown handle with HTTP 400 and {"status":"FAILED",…}.
        if (error instanceof UpstreamError && error.message.startsWith('HTTP 400')) {
          throw new UpstreamError(
            'upstream_failed',
            error.message,
            false,
            undefined,
            'no such handle',
          );
        }
        throw error;
      },
    );
    const parsed = schema.safeParse(raw);
    if (!parsed.success) {
      throw unexpectedShape('codeforces', parsed.error.issues, describeIssues(parsed.error.issues));
    }
    return parsed.data;
  };

  // The whole problemset (about 1.5 MB) is one call, read once a day per instance: the same
  // read gives the challenge pool and every problem's rating and tags (issue 50).
  const catalog = createKeptCatalog(parallelContests);
  const pool = createChallengePool({
    clock: deps.clock,
    read: async (signal) => {
      const body = await requestJson(
        { url: `${api}/problemset.problems`, maxBytes: BYTE_CAPS.codeforcesProblemset },
        deps.http,
        signal,
      );
      const problems = catalogFrom(body);
      if (problems && problems.length > 0) catalog.take(problems);
      return body;
    },
  });

  const problemLists = new Map<number, { index: string; name: string }[]>();
  const problemsOf = async (contestId: number, signal: AbortSignal) => {
    const kept = problemLists.get(contestId);
    if (kept) return kept;
    // One contest that cannot be read (removed, private) is one contest left out.
    const standings = await get(
      `contest.standings?contestId=${contestId}&from=1&count=1`,
      standingsBodySchema,
      signal,
    ).catch((error: unknown) => {
      if (error instanceof UpstreamError && !error.retryable) return undefined;
      throw error;
    });
    if (!standings) return undefined;
    const problems = standings.result.problems;
    problemLists.set(contestId, problems);
    // Insertion order: the first key is the longest kept.
    if (problemLists.size > KEPT_PROBLEM_LISTS) {
      const [oldest] = problemLists.keys();
      if (oldest !== undefined) problemLists.delete(oldest);
    }
    return problems;
  };

  const statusPage = async (handle: string, from: number, count: number, signal: AbortSignal) => {
    const query = `handle=${encodeURIComponent(handle)}&from=${from}&count=${count}`;
    const { result } = await get(`user.status?${query}`, userStatusBodySchema, signal);
    return result.rows.map((s) => ({
      id: s.id,
      contestId: s.problem.contestId,
      index: s.problem.index,
      name: s.problem.name,
      participantType: s.author.participantType,
      verdict: s.verdict,
      creationTimeSeconds: s.creationTimeSeconds,
    }));
  };

  /**
   * The submissions newer than `since` (newest first), a page at a time until the cursor is
   * reached; without one, or past HISTORY_SUBMISSIONS, the newest HISTORY_SUBMISSIONS: complete.
   */
  const submissionsSince = async (
    handle: string,
    since: string | undefined,
    signal: AbortSignal,
  ) => {
    const after = since === undefined ? Number.NaN : Number(since);
    if (!Number.isSafeInteger(after)) {
      return {
        submissions: await statusPage(handle, 1, HISTORY_SUBMISSIONS, signal),
        complete: true,
      };
    }
    const submissions: Submission[] = [];
    while (submissions.length < HISTORY_SUBMISSIONS) {
      const page = await statusPage(handle, submissions.length + 1, SINCE_PAGE, signal);
      const newer = page.filter((s) => s.id > after);
      submissions.push(...newer);
      if (newer.length < page.length || page.length < SINCE_PAGE) {
        return { submissions, complete: false };
      }
    }
    return { submissions, complete: true };
  };

  return {
    prepareChallenges: (signal) => pool.refresh(signal),

    difficulties: {
      refresh: (signal) => pool.refresh(signal),
      problem: catalog.problem,
      problems: catalog.problems,
    },

    issueChallenge(random, taken) {
      // Another account's pending claim of this handle keeps its problem: one compilation error
      // proves one claim (issue 45).
      return pickProblem(pool.problems(), taken.filter(isSubmissionChallenge), random);
    },

    async verify(handle, challenge, window, signal) {
      if (!('contestId' in challenge)) {
        return { verified: false, missing: 'a problem to submit to: link the handle again' };
      }
      const query = `handle=${encodeURIComponent(handle)}&from=1&count=${RECENT_SUBMISSIONS}`;
      const { result } = await get(`user.status?${query}`, userStatusBodySchema, signal);
      const toProblem = result.rows.filter(
        (s) => s.problem.contestId === challenge.contestId && s.problem.index === challenge.index,
      );
      const inTime = toProblem.filter((s) => {
        const at = s.creationTimeSeconds * 1000;
        return at >= window.issuedAt.getTime() && at <= window.expiresAt.getTime();
      });
      if (inTime.some((s) => s.verdict === 'COMPILATION_ERROR')) return { verified: true };
      const problem = `${challenge.contestId}${challenge.index}`;
      if (inTime.length > 0) {
        return {
          verified: false,
          missing: `a submission to ${problem} was found, but its verdict is not Compilation error`,
        };
      }
      if (toProblem.length > 0) {
        return {
          verified: false,
          missing: `the submission to ${problem} was made before the challenge was issued`,
        };
      }
      return {
        verified: false,
        missing: `no submission to ${problem} since the challenge was issued`,
      };
    },

    async results(handle, signal) {
      const { result } = await get(
        `user.rating?handle=${encodeURIComponent(handle)}`,
        userRatingBodySchema,
        signal,
      );
      return result.rows.map((change) => ({
        externalContestId: String(change.contestId),
        rank: change.rank,
        oldRating: change.oldRating,
        newRating: change.newRating,
        at: new Date(change.ratingUpdateTimeSeconds * 1000),
      }));
    },

    async upsolve(handle, since, signal) {
      const read = await submissionsSince(handle, since, signal);
      const contests = contestsTakenPart(read.submissions);
      const upsolve = [];
      for (const contestId of read.complete ? contests.slice(0, UPSOLVE_CONTESTS) : contests) {
        const problems = await problemsOf(contestId, signal);
        if (!problems) continue;
        const left = leftToUpsolve(contestId, problems, read.submissions);
        upsolve.push({
          externalContestId: String(contestId),
          problems: left.map((p) => ({
            id: `${contestId}${p.index}`,
            name: p.name,
            link: `https://codeforces.com/contest/${contestId}/problem/${p.index}`,
            solved: p.solved,
          })),
        });
      }
      const accepted = acceptedProblems(read.submissions);
      return {
        contests: upsolve,
        solvedLater: solvedAfterwards(read.submissions),
        accepted: accepted.ids,
        acceptedNames: accepted.names,
        cursor: nextCursor(read.submissions, since),
        complete: read.complete,
      };
    },
  };
}
