import type { ReplayRoute } from '#replay/server/replay-route';
import { refuseLeetcode } from './replay';

// Both **reconstructed** (fixtures/upstream/PROVENANCE.md, L): no recorded answer of either exists.
const RANKING_FILE =
  'leetcode/contest_api_ranking__RECONSTRUCTED__weekly-contest-479__2-pages.json';
const RATINGS_FILE =
  'leetcode/graphql_userContestRanking__RECONSTRUCTED__weekly-contest-479-field.json';

/** Weekly Contest 479's end (its start, 478's + 7 days, and 90 minutes). */
const ENDED_AT = new Date('2025-12-07T03:30:00Z');

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `finish_time` (Unix seconds) of every row, moved with the replay's clock. */
function shiftRanking(body: unknown, shiftMs: number): unknown {
  if (!isObject(body) || !Array.isArray(body.total_rank)) return body;
  const shiftS = Math.round(shiftMs / 1000);
  const rows = (body.total_rank as unknown[]).map((row) =>
    isObject(row) && typeof row.finish_time === 'number'
      ? { ...row, finish_time: row.finish_time + shiftS }
      : row,
  );
  return { ...body, total_rank: rows };
}

/**
 * The page `pagination` asks for (from 1). Past the last, the last page's `user_num` with no rows:
 * what a page past the end holds is not recorded, and the reader stops at `user_num` anyway.
 */
function pageOf(pages: unknown, url: URL): unknown {
  const all = Array.isArray(pages) ? (pages as unknown[]) : [];
  const asked = Number(url.searchParams.get('pagination') ?? '1');
  const page = all[asked - 1];
  if (page !== undefined) return page;
  const last = all.at(-1);
  return { ...(isObject(last) ? last : {}), submissions: [], total_rank: [] };
}

/** The answer for the user the GraphQL variables name; null (never rated) for anyone else. */
function ratingOf(answers: unknown, _url: URL, body: string): unknown {
  const never = { data: { userContestRanking: null } };
  let username: unknown;
  try {
    const asked: unknown = JSON.parse(body);
    username = isObject(asked) && isObject(asked.variables) ? asked.variables.username : undefined;
  } catch {
    return never;
  }
  if (!isObject(answers) || typeof username !== 'string') return never;
  return answers[username] ?? never;
}

const unchanged = (body: unknown) => body;

/**
 * A finished contest's ranking, 25 rows a page, and its contestants' ratings before it: what the
 * predictions job reads (decision 065). Another contest's ranking is not replayed: 404.
 */
export const leetcodeRankingReplay: ReplayRoute[] = [
  {
    upstream: 'leetcodeRanking',
    method: 'GET',
    path: '/contest/api/ranking/weekly-contest-479/',
    samples: {
      leetcodeRanking: {
        file: RANKING_FILE,
        anchor: ENDED_AT,
        shift: shiftRanking,
        select: pageOf,
      },
    },
    defaultSample: 'leetcodeRanking',
  },
  {
    upstream: 'leetcodeContestant',
    method: 'POST',
    path: '/graphql',
    // Not `userContestRankingHistory(`: the handles' history has its own route.
    bodyIncludes: 'userContestRanking(',
    samples: {
      leetcodeContestant: {
        file: RATINGS_FILE,
        anchor: ENDED_AT,
        shift: unchanged,
        select: ratingOf,
      },
    },
    defaultSample: 'leetcodeContestant',
    // The same gate as every GraphQL call (its csrftoken mode is the contest list's alone).
    refuse: (call) => refuseLeetcode({ ...call, sample: '' }),
  },
];
