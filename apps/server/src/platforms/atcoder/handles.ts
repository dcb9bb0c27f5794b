import { BYTE_CAPS } from '#server/platforms/byte-caps';
import { describeIssues } from '@contest-tracker/contract';
import type { z } from 'zod';
import type { HandleResult, HandleSource } from '#server/platforms/handle-source';
import { requestJson, requestText, type HttpClientOptions } from '#server/platforms/http-client';
import { codeChallenge, codeOutcome } from '#server/platforms/one-time-code';
import { UpstreamError, unexpectedShape } from '#server/platforms/upstream-error';
import type { Clock } from '#server/lib/clock';
import { historyBodySchema, submissionsBodySchema } from './handles-schema';
import { createDailyCatalog } from '#server/platforms/problem-catalog';
import { createProblemLists, getProblemsJson } from './problem-lists';
import { atcoderCatalog, problemModelsBodySchema } from './problem-models';
import {
  contestsEntered,
  leftInContest,
  nextFromSecond,
  solvedAfterwards,
  type AtcoderSubmission,
} from './upsolve';
import { affiliationOf } from './profile-field';

/** AtCoder Problems answers at most this many submissions from `from_second` on. */
const PAGE_SIZE = 500;
/** A first read of a long history stops here (20 s behind the gate); the next reads go on. */
const MAX_PAGES = 20;
/** Links go to AtCoder itself, whatever origin the pages are read from (the replay, in tests). */
const ATCODER_ORIGIN = 'https://atcoder.jp';
const SCREEN_NAME = /^([A-Za-z0-9][A-Za-z0-9_-]{0,63})\.contest\.atcoder\.jp$/;

/** AtCoder answers an unknown user's pages with 404. */
function noSuchUser(error: unknown): never {
  if (error instanceof UpstreamError && error.message.startsWith('HTTP 404')) {
    throw new UpstreamError('upstream_failed', error.message, false, undefined, 'no such handle');
  }
  throw error;
}

/**
 * AtCoder handles: ownership by a one-time code in the profile's Affiliation, results from the
 * user's contest history (the same origin and gate as the contests page).
 */
export function createAtcoderHandles(deps: {
  baseUrl: string;
  problemsBaseUrl: string;
  http: HttpClientOptions;
  clock: Clock;
}): HandleSource {
  const user = (handle: string) => `${deps.baseUrl}/users/${encodeURIComponent(handle)}`;
  const problemLists = createProblemLists({
    baseUrl: deps.problemsBaseUrl,
    http: deps.http,
    clock: deps.clock,
  });
  // Models and the lists' names together, once a day (issue 50).
  const difficulties = createDailyCatalog({
    clock: deps.clock,
    read: async (signal) => {
      const models = await getProblemsJson(
        `${deps.problemsBaseUrl}/atcoder/resources/problem-models.json`,
        problemModelsBodySchema,
        deps.http,
        signal,
        BYTE_CAPS.atcoderProblemModels,
      );
      return atcoderCatalog(await problemLists.all(signal), models);
    },
  });
  const submissionsSince = async (
    handle: string,
    since: string | undefined,
    signal: AbortSignal,
  ) => {
    const api = `${deps.problemsBaseUrl}/atcoder/atcoder-api/v3/user/submissions`;
    const read = new Map<number, AtcoderSubmission>();
    let from = since ?? '0';
    for (let page = 0; page < MAX_PAGES; page++) {
      const { rows } = await getProblemsJson(
        `${api}?user=${encodeURIComponent(handle)}&from_second=${from}`,
        submissionsBodySchema,
        deps.http,
        signal,
        BYTE_CAPS.atcoderSubmissions,
      );
      for (const row of rows) {
        read.set(row.id, {
          id: row.id,
          epochSecond: row.epoch_second,
          problemId: row.problem_id,
          contestId: row.contest_id,
          result: row.result,
        });
      }
      const last = rows.at(-1)?.epoch_second;
      // A short page is the last; a full one within one second would only repeat itself.
      if (rows.length < PAGE_SIZE || last === undefined || String(last) === from) break;
      from = String(last);
    }
    return [...read.values()];
  };

  return {
    difficulties,

    issueChallenge: (random) => codeChallenge('Affiliation', random),

    async verify(handle, challenge, _window, signal) {
      if (!('code' in challenge)) {
        return { verified: false, missing: 'a code to put in your profile: link the handle again' };
      }
      const html = await requestText(
        { url: `${user(handle)}?lang=en`, accept: 'text/html', maxBytes: BYTE_CAPS.atcoderPage },
        deps.http,
        signal,
      ).catch(noSuchUser);
      return codeOutcome(affiliationOf(html), challenge, 'AtCoder');
    },

    async results(handle, signal) {
      const raw = await requestJson(
        { url: `${user(handle)}/history/json`, maxBytes: BYTE_CAPS.atcoderPage },
        deps.http,
        signal,
      ).catch(noSuchUser);
      const parsed = historyBodySchema.safeParse(raw);
      if (!parsed.success) {
        throw unexpectedShape('atcoder', parsed.error.issues, describeIssues(parsed.error.issues));
      }
      return atcoderResults(parsed.data.rows);
    },

    async upsolve(handle, since, signal, windowsOf) {
      const submissions = await submissionsSince(handle, since, signal);
      const windows = await windowsOf([...new Set(submissions.map((s) => s.contestId))]);
      const entered = contestsEntered(submissions, windows);
      const problems = await problemLists.of(entered, signal);
      return {
        contests: entered.map((contestId) => ({
          externalContestId: contestId,
          problems: leftInContest(
            contestId,
            problems.get(contestId) ?? [],
            submissions,
            windows,
          ).map((p) => ({
            id: p.id,
            name: p.name,
            link: `${ATCODER_ORIGIN}/contests/${contestId}/tasks/${p.id}`,
            solved: p.solved,
          })),
        })),
        solvedLater: solvedAfterwards(submissions, windows),
        accepted: [
          ...new Set(submissions.filter((s) => s.result === 'AC').map((s) => s.problemId)),
        ],
        cursor: nextFromSecond(submissions, since),
        complete: since === undefined,
      };
    },
  };
}

/** The rated contests of a history; unrated entries (and ids of another shape) are left out. */
export function atcoderResults(rows: z.infer<typeof historyBodySchema>['rows']): HandleResult[] {
  return rows.flatMap((row) => {
    const id = SCREEN_NAME.exec(row.ContestScreenName)?.[1];
    // Unrated entries move no rating: nothing to show as a result.
    if (!row.IsRated || !id) return [];
    return [
      {
        externalContestId: id,
        rank: row.Place,
        oldRating: row.OldRating,
        newRating: row.NewRating,
        at: new Date(row.EndTime),
      },
    ];
  });
}
