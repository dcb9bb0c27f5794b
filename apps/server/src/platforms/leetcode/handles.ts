import { describeIssues } from '@contest-tracker/contract';
import type { z, ZodType } from 'zod';
import type { HandleResult, HandleSource } from '#server/platforms/handle-source';
import type { HttpClientOptions } from '#server/platforms/http-client';
import type { Clock } from '#server/lib/clock';
import { codeChallenge, codeOutcome } from '#server/platforms/one-time-code';
import { UpstreamError, unexpectedShape } from '#server/platforms/upstream-error';
import { createLeetcodeCaller } from './browser-call';
import {
  profileBodySchema,
  rankingHistoryBodySchema,
  recentAcceptedBodySchema,
} from './handles-schema';
import { slugFromTitle } from './map';
import { createLeetcodeRatings } from './ratings';

const PROFILE_QUERY =
  'query userPublicProfile($username: String!) { matchedUser(username: $username) { profile { aboutMe } } }';
const RANKING_HISTORY_QUERY =
  'query userContestRankingHistory($username: String!) { userContestRankingHistory(username: $username) { attended rating ranking contest { title startTime } } }';

/**
 * LeetCode answers only the newest accepted submissions, whatever the limit asked (about 20): what
 * each read sees is added to what earlier reads saw (decision 066).
 */
const RECENT_ACCEPTED_QUERY =
  'query recentAcSubmissionList($username: String!, $limit: Int!) { recentAcSubmissionList(username: $username, limit: $limit) { titleSlug } }';
const RECENT_ACCEPTED_LIMIT = 50;

/** Everyone's contest rating starts here (the first entries of a history before any contest). */
const STARTING_RATING = 1500;

/**
 * LeetCode handles: ownership by a one-time code in the profile's Summary, results from the
 * contest ranking history (the same GraphQL endpoint and gate as the contest list).
 */
export function createLeetcodeHandles(deps: {
  baseUrl: string;
  ratingsBaseUrl: string;
  http: HttpClientOptions;
  clock: Clock;
}): HandleSource {
  const call = createLeetcodeCaller(deps);
  const ask = async <T>(
    query: string,
    handle: string,
    schema: ZodType<T>,
    signal: AbortSignal,
    more: Record<string, unknown> = {},
  ) => {
    const body = { query, variables: { username: handle, ...more } };
    const parsed = schema.safeParse(await call(body, signal));
    if (!parsed.success) {
      throw unexpectedShape('leetcode', parsed.error.issues, describeIssues(parsed.error.issues));
    }
    return parsed.data;
  };
  return {
    difficulties: createLeetcodeRatings({
      baseUrl: deps.ratingsBaseUrl,
      http: deps.http,
      clock: deps.clock,
    }),

    issueChallenge: (random) => codeChallenge('Summary', random),

    async verify(handle, challenge, _window, signal) {
      if (!('code' in challenge)) {
        return { verified: false, missing: 'a code to put in your profile: link the handle again' };
      }
      const { data } = await ask(PROFILE_QUERY, handle, profileBodySchema, signal);
      if (!data.matchedUser) {
        throw new UpstreamError(
          'upstream_failed',
          'matchedUser is null',
          false,
          undefined,
          'no such handle',
        );
      }
      return codeOutcome(data.matchedUser.profile.aboutMe ?? undefined, challenge, 'LeetCode');
    },

    async results(handle, signal) {
      const { data } = await ask(RANKING_HISTORY_QUERY, handle, rankingHistoryBodySchema, signal);
      return leetcodeResults(data.userContestRankingHistory?.rows ?? []);
    },

    async recentlySolved(handle, signal) {
      const { data } = await ask(RECENT_ACCEPTED_QUERY, handle, recentAcceptedBodySchema, signal, {
        limit: RECENT_ACCEPTED_LIMIT,
      });
      // The slug is the id zerotrac's ratings give the problem (ratings.ts).
      return [...new Set((data.recentAcSubmissionList?.rows ?? []).map((row) => row.titleSlug))];
    },
  };
}

type RankingEntry = NonNullable<
  z.infer<typeof rankingHistoryBodySchema>['data']['userContestRankingHistory']
>['rows'][number];

/**
 * The contests taken part in, each with the rating before and after. The history gives the rating
 * after each contest only: the one before is the last attended entry's (1500 before the first).
 */
export function leetcodeResults(entries: readonly RankingEntry[]): HandleResult[] {
  let before = STARTING_RATING;
  const results: HandleResult[] = [];
  for (const entry of entries) {
    // A contest missed moves nothing (its entry's rating is not read: it may be 0).
    if (!entry.attended) continue;
    const after = Math.round(entry.rating);
    const id = slugFromTitle(entry.contest.title);
    if (entry.ranking > 0 && id) {
      results.push({
        externalContestId: id,
        rank: entry.ranking,
        oldRating: before,
        newRating: after,
        // The history gives no time for the change: the contest's start stands for it.
        at: new Date(entry.contest.startTime * 1000),
      });
    }
    before = after;
  }
  return results;
}
