import type { ReplayRoute } from '#replay/server/replay-route';
import { demoCode } from '#server/platforms/one-time-code';
import { refuseLeetcode } from './replay';

const PROFILE_FILE = 'leetcode/graphql_matchedUser__2025-12-04__vaibhavgupta5-LeetcodeWrapped.json';
const MISSING_FILE =
  'leetcode/graphql_matchedUser_error_user-does-not-exist__unknown-date__doc-id-61041756903.json';
const HISTORY_FILE =
  'leetcode/graphql_userContestRankingHistory__2025-12-04__vaibhavgupta5-LeetcodeWrapped__last49.json';
const RECENT_ACCEPTED_FILE =
  'leetcode/graphql_recentAcSubmissionList__2025-12-04__vaibhavgupta5-LeetcodeWrapped.json';

/** The day the answers were recorded (Weekly Contest 478 had been). */
const RECORDED_AT = new Date('2025-12-04T00:00:00Z');

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Moves each entry's `contest.startTime`. */
function shiftHistory(body: unknown, shiftMs: number): unknown {
  if (!isObject(body) || !isObject(body.data)) return body;
  const entries = body.data.userContestRankingHistory;
  if (!Array.isArray(entries)) return body;
  const shiftS = Math.round(shiftMs / 1000);
  const moved = (entries as unknown[]).map((entry) =>
    isObject(entry) && isObject(entry.contest) && typeof entry.contest.startTime === 'number'
      ? { ...entry, contest: { ...entry.contest, startTime: entry.contest.startTime + shiftS } }
      : entry,
  );
  return { ...body, data: { ...body.data, userContestRankingHistory: moved } };
}

/** The profile with another Summary (`aboutMe`): the demo's code, a test's. */
export function withAboutMe(body: unknown, aboutMe: string): unknown {
  if (!isObject(body) || !isObject(body.data) || !isObject(body.data.matchedUser)) return body;
  const user = body.data.matchedUser;
  const profile = isObject(user.profile) ? user.profile : {};
  return {
    ...body,
    data: { ...body.data, matchedUser: { ...user, profile: { ...profile, aboutMe } } },
  };
}

const unchanged = (body: unknown) => body;

/** A user's public profile (the Summary a code is read from) and contest ranking history. */
export const leetcodeHandleReplay: ReplayRoute[] = [
  {
    upstream: 'leetcodeProfile',
    method: 'POST',
    path: '/graphql',
    bodyIncludes: 'matchedUser',
    samples: {
      leetcodeProfile: { file: PROFILE_FILE, anchor: RECORDED_AT, shift: unchanged },
      leetcodeProfileDemo: {
        file: PROFILE_FILE,
        anchor: RECORDED_AT,
        shift: (body) => withAboutMe(body, `Competitive programmer. ${demoCode()}`),
      },
      leetcodeNoSuchUser: { file: MISSING_FILE, anchor: RECORDED_AT, shift: unchanged },
    },
    defaultSample: 'leetcodeProfile',
    // The same gate as the contest list (its csrftoken mode is the contest list's alone).
    refuse: (call) => refuseLeetcode({ ...call, sample: '' }),
    demoSample: 'leetcodeProfileDemo',
  },
  {
    upstream: 'leetcodeHistory',
    method: 'POST',
    path: '/graphql',
    bodyIncludes: 'userContestRankingHistory',
    samples: {
      leetcodeHistory: { file: HISTORY_FILE, anchor: RECORDED_AT, shift: shiftHistory },
    },
    defaultSample: 'leetcodeHistory',
    refuse: (call) => refuseLeetcode({ ...call, sample: '' }),
  },
  {
    // The newest accepted submissions (PROVENANCE M): what a user solved, 20 at a time (issue 50).
    upstream: 'leetcodeRecentAccepted',
    method: 'POST',
    path: '/graphql',
    bodyIncludes: 'recentAcSubmissionList',
    samples: {
      leetcodeRecentAccepted: { file: RECENT_ACCEPTED_FILE, anchor: RECORDED_AT, shift: unchanged },
    },
    defaultSample: 'leetcodeRecentAccepted',
    refuse: (call) => refuseLeetcode({ ...call, sample: '' }),
  },
  {
    // zerotrac's problem ratings (LEETCODE_RATINGS_BASE, issue 50, PROVENANCE K).
    upstream: 'leetcodeRatings',
    method: 'GET',
    path: '/data.json',
    samples: {
      leetcodeRatings: {
        file: 'leetcode/zerotrac_data.json__2026-08-22__leetcode_problem_rating__every-10th-and-14-solved.json',
        anchor: RECORDED_AT,
        shift: unchanged,
      },
    },
    defaultSample: 'leetcodeRatings',
  },
];
