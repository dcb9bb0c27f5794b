import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { PlatformId } from '@contest-tracker/contract';
import { shiftAtcoderProblems } from './atcoder-page';
import { shiftCodechef, shiftCodeforces, shiftLeetcode } from './shift-times';

const fixtures = fileURLToPath(new URL('../../fixtures/upstream/', import.meta.url));

interface Sample {
  platform: PlatformId;
  file: string;
  /**
   * The instant of the recording that replay maps to "now". Chosen so each platform shows
   * something running: think-cell Round 1, Weekly Contest 91 and Starters 178 are live.
   * The three CodeChef recordings share one anchor, so a contest keeps its instant across them.
   */
  anchor: Date;
  shift(body: unknown, shiftMs: number, now: Date): unknown;
}

const SAMPLES = {
  codeforces: {
    platform: 'codeforces',
    file: 'codeforces/contest.list__2024-02-17__smallshawn95.json',
    anchor: new Date('2024-02-17T14:45:00Z'),
    shift: shiftCodeforces,
  },
  codeforcesGym: {
    platform: 'codeforces',
    file: 'codeforces/contest.list_gym=true__2024-02-17__smallshawn95__last500.json',
    anchor: new Date('2024-02-17T14:45:00Z'),
    shift: shiftCodeforces,
  },
  codeforcesFailed: {
    platform: 'codeforces',
    file: 'codeforces/error_FAILED__contest.ratingChanges__contestId-not-found.json',
    anchor: new Date('2024-02-17T14:45:00Z'),
    shift: (body) => body,
  },
  leetcode: {
    platform: 'leetcode',
    file: 'leetcode/graphql_allContests__2018-07__Alston-Tang-LeetcodeSync.json',
    anchor: new Date('2018-07-01T02:00:00Z'),
    shift: shiftLeetcode,
  },
  codechefMar16: {
    platform: 'codechef',
    file: 'codechef/contests_all__2025-03-16__amreshkyadav998-contest-tracker.json',
    anchor: new Date('2025-03-19T15:00:00Z'),
    shift: shiftCodechef,
  },
  codechefBefore: {
    platform: 'codechef',
    file: 'codechef/contests_all__2025-03-19_before-START178__shubhamrathod0015-contest-tracker.json',
    anchor: new Date('2025-03-19T15:00:00Z'),
    shift: shiftCodechef,
  },
  codechef: {
    platform: 'codechef',
    file: 'codechef/contests_all__2025-03-19_during-START178__shubhamrathod0015-contest-tracker.json',
    anchor: new Date('2025-03-19T15:00:00Z'),
    shift: shiftCodechef,
  },
  /** The during-START178 recording with START178 left out: as if the platform withdrew it. */
  codechefWithoutStart178: {
    platform: 'codechef',
    file: 'codechef/contests_all__2025-03-19_during-START178__shubhamrathod0015-contest-tracker.json',
    anchor: new Date('2025-03-19T15:00:00Z'),
    shift: (body, shiftMs) => withoutCodechefContest(shiftCodechef(body, shiftMs), 'START178'),
  },
  atcoderProblems: {
    platform: 'atcoder',
    file: 'atcoder/kenkoooo_resources_contests.json__2019-09-12__trimmed-since-2019-06.json',
    // ABC 140 half an hour in, as on the reconstructed contests page.
    anchor: new Date('2019-09-07T12:30:00Z'),
    shift: shiftAtcoderProblems,
  },
} as const satisfies Record<string, Sample>;

function withoutCodechefContest(body: unknown, code: string): unknown {
  if (typeof body !== 'object' || body === null) return body;
  return Object.fromEntries(
    Object.entries(body).map(([key, value]) => [
      key,
      Array.isArray(value)
        ? value.filter((contest: { contest_code?: unknown }) => contest.contest_code !== code)
        : value,
    ]),
  );
}

export type SampleName = keyof typeof SAMPLES;

const cache = new Map<string, unknown>();

function loadSample(name: SampleName): unknown {
  const { file } = SAMPLES[name];
  if (!cache.has(file)) cache.set(file, JSON.parse(readFileSync(fixtures + file, 'utf8')));
  return cache.get(file);
}

/**
 * The sample as fetched at `now`, its contests moved so that the anchor falls on `shiftedTo`.
 * Contests keep their instants between calls, as on the real platforms; only fields relative to
 * the moment of the call (Codeforces' relativeTimeSeconds) follow `now`.
 */
export function replayBody(name: SampleName, shiftedTo: Date, now: Date): unknown {
  const sample: Sample = SAMPLES[name];
  return sample.shift(loadSample(name), shiftedTo.getTime() - sample.anchor.getTime(), now);
}
