import { describeIssues } from '@contest-tracker/contract';
import type { ZodType } from 'zod';
import type { Clock } from '#server/lib/clock';
import { BYTE_CAPS } from '#server/platforms/byte-caps';
import { requestJson, type HttpClientOptions } from '#server/platforms/http-client';
import type {
  ContestantRating,
  RankingPage,
  RankingSource,
} from '#server/platforms/ranking-source';
import { unexpectedShape } from '#server/platforms/upstream-error';
import { createLeetcodeCaller, leetcodeRefusal } from './browser-call';
import { contestRankingBodySchema, rankingPageBodySchema } from './ranking-schema';
import { createRatingCache } from './rating-cache';

/** Rows per ranking page: LeetCode's own, not a parameter. */
const PAGE_ROWS = 25;
/** A user who never took a rated contest (lccn_predictor `app/constants.py`: 1500, 0). */
const NEW_USER: ContestantRating = { rating: 1500, attended: 0 };
/**
 * The region whose ratings leetcode.com's GraphQL gives. Rows of leetcode.cn's region ('CN') are
 * rated there, under another account: left out (decision 065).
 */
const REGION = 'US';

const CONTEST_RANKING_QUERY =
  'query userContestRanking($username: String!) { userContestRanking(username: $username) { attendedContestsCount rating } }';

const parse = <T>(schema: ZodType<T>, raw: unknown) => {
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    throw unexpectedShape('leetcode', parsed.error.issues, describeIssues(parsed.error.issues));
  }
  return parsed.data;
};

/** A ranking page's rated rows of the region read here, and how many pages there are. */
export function readRankingPage(raw: unknown): RankingPage {
  const body = parse(rankingPageBodySchema, raw);
  return {
    pages: Math.ceil(body.user_num / PAGE_ROWS),
    // A score of 0 is not rated (lccn_predictor `app/core/predictor.py` predicts `score != 0`).
    rows: body.total_rank.rows
      .filter((row) => row.score > 0 && row.data_region === REGION)
      .map((row) => ({ handle: row.user_slug, rank: row.rank })),
  };
}

/** A user's rating and rated contests; a user never rated starts as lccn_predictor starts them. */
export function readContestantRating(raw: unknown): ContestantRating {
  const ranking = parse(contestRankingBodySchema, raw).data.userContestRanking;
  return ranking ? { rating: ranking.rating, attended: ranking.attendedContestsCount } : NEW_USER;
}

/**
 * LeetCode's ranking pages (a plain GET, as lccn_predictor and SysSn13's predictor ask it) and
 * contestants' ratings (GraphQL as the handles ask it), all through LeetCode's one gate.
 */
export function createLeetcodeRankingSource(deps: {
  baseUrl: string;
  http: HttpClientOptions;
  clock: Clock;
}): RankingSource {
  const call = createLeetcodeCaller(deps);
  const cache = createRatingCache(deps.clock);
  return {
    async rankingPage(externalId, page, signal) {
      const url = `${deps.baseUrl}/contest/api/ranking/${encodeURIComponent(externalId)}/?pagination=${page}&region=global`;
      const raw = await requestJson(
        { url, maxBytes: BYTE_CAPS.leetcode, refusal: leetcodeRefusal },
        deps.http,
        signal,
      );
      return readRankingPage(raw);
    },

    async contestantRating(handle, signal) {
      const kept = cache.get(handle);
      if (kept) return kept;
      const raw = await call(
        { query: CONTEST_RANKING_QUERY, variables: { username: handle } },
        signal,
      );
      const rating = readContestantRating(raw);
      cache.set(handle, rating);
      return rating;
    },
  };
}
