import type { ReplayRoute } from '#server/platforms/replay-route';

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

export const leetcodeReplay: ReplayRoute[] = [
  {
    upstream: 'leetcode',
    method: 'POST',
    path: '/graphql',
    samples: {
      leetcode: {
        file: 'leetcode/graphql_allContests__2018-07__Alston-Tang-LeetcodeSync.json',
        // Weekly Contest 91 is live.
        anchor: new Date('2018-07-01T02:00:00Z'),
        shift: shiftLeetcode,
      },
    },
    defaultSample: 'leetcode',
  },
];
