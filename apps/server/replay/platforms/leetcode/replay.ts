import { readFixtureText } from '#replay/server/fixtures';
import type { ReplayCall, ReplayRefusal, ReplayRoute } from '#replay/server/replay-route';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Moves `startTime` (and `originStartTime` where present) in every list under `data`. */
function shiftLeetcode(body: unknown, shiftMs: number): unknown {
  if (!isObject(body) || !isObject(body.data)) return body;
  const shiftS = Math.round(shiftMs / 1000);
  const shift = (contest: unknown) => {
    if (!isObject(contest)) return contest;
    return {
      ...contest,
      ...(typeof contest.startTime === 'number' ? { startTime: contest.startTime + shiftS } : {}),
      ...(typeof contest.originStartTime === 'number'
        ? { originStartTime: contest.originStartTime + shiftS }
        : {}),
    };
  };
  return {
    ...body,
    data: Object.fromEntries(
      Object.entries(body.data).map(([key, value]) => [
        key,
        Array.isArray(value) ? (value as unknown[]).map(shift) : value,
      ]),
    ),
  };
}

/** The token the replayed contest page sets (Django's form: 64 letters and digits). */
const REPLAY_CSRF_TOKEN = 'Rp'.repeat(32);

const CSRF_PAGE = 'leetcode/graphql_403_csrf-no-referer__2024-10-08__WhatsMyName-886.html';

const headerOf = (call: ReplayCall, name: string) => {
  const value = call.headers[name];
  return Array.isArray(value) ? value.join('; ') : value;
};

/**
 * As leetcode.com since 2024-10: a GraphQL POST without Referer gets the CSRF page (403). Under
 * the sample `csrf` the server also demands the contest page's csrftoken, as cookie and header.
 */
export function refuseLeetcode(call: ReplayCall): ReplayRefusal | undefined {
  const page = { status: 403, contentType: 'text/html', body: readFixtureText(CSRF_PAGE) };
  if (!headerOf(call, 'referer')) return page;
  if (call.sample !== 'csrf') return undefined;
  const cookie = headerOf(call, 'cookie') ?? '';
  const sent = cookie.split(/;\s*/).includes(`csrftoken=${REPLAY_CSRF_TOKEN}`);
  return sent && headerOf(call, 'x-csrftoken') === REPLAY_CSRF_TOKEN ? undefined : page;
}

const allContests = {
  file: 'leetcode/graphql_allContests__2018-07__Alston-Tang-LeetcodeSync.json',
  // Weekly Contest 91 is live.
  anchor: new Date('2018-07-01T02:00:00Z'),
  shift: shiftLeetcode,
};

export const leetcodeReplay: ReplayRoute[] = [
  {
    upstream: 'leetcode',
    method: 'POST',
    path: '/graphql',
    // `csrf`: the same answer, once the call carries the contest page's token.
    samples: { leetcode: allContests, csrf: allContests },
    defaultSample: 'leetcode',
    refuse: refuseLeetcode,
  },
  {
    // Where the token comes from: only its Set-Cookie is read.
    upstream: 'leetcodeContestPage',
    method: 'GET',
    path: '/contest/',
    contentType: 'text/html',
    headers: {
      'set-cookie': `csrftoken=${REPLAY_CSRF_TOKEN}; expires=Thu, 01 Jan 2099 00:00:00 GMT; Max-Age=31449600; Path=/; SameSite=Lax; Secure`,
    },
    samples: {
      page: { anchor: new Date(0), text: () => '<!DOCTYPE html><title>Contest - LeetCode</title>' },
    },
    defaultSample: 'page',
  },
];
