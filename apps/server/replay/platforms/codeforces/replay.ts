import type { RecordedSample, ReplayRoute } from '#replay/server/replay-route';
import { readFixtureJson } from '#replay/server/fixtures';
import { FALLBACK_PROBLEMS, poolFrom } from '#server/platforms/codeforces/challenge-pool';
import { demoRoundSamples, shiftStandings, withDemoRoundTimes } from './demo-round';

const ANCHOR = new Date('2024-02-17T14:45:00Z');

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Moves `startTimeSeconds`; `relativeTimeSeconds` follows the moment of the call, as upstream. */
function shiftCodeforces(body: unknown, shiftMs: number, now: Date): unknown {
  if (!isObject(body) || !Array.isArray(body.result)) return body;
  const shiftS = Math.round(shiftMs / 1000);
  const nowS = Math.floor(now.getTime() / 1000);
  return {
    ...body,
    result: (body.result as unknown[]).map((contest) => {
      if (!isObject(contest) || typeof contest.startTimeSeconds !== 'number') return contest;
      const start = contest.startTimeSeconds + shiftS;
      return { ...contest, startTimeSeconds: start, relativeTimeSeconds: nowS - start };
    }),
  };
}

/** A user's submissions and rating changes, moved with the contest list they belong to. */
function shiftUserTimes(body: unknown, shiftMs: number): unknown {
  if (!isObject(body) || !Array.isArray(body.result)) return body;
  const shiftS = Math.round(shiftMs / 1000);
  const moved = (row: Json, key: string) =>
    typeof row[key] === 'number' ? { [key]: row[key] + shiftS } : {};
  return {
    ...body,
    result: (body.result as unknown[]).map((row) =>
      isObject(row)
        ? { ...row, ...moved(row, 'creationTimeSeconds'), ...moved(row, 'ratingUpdateTimeSeconds') }
        : row,
    ),
  };
}

const STATUS_FILE = 'user.status__2020-12-30__Rishabh-malhotraa-codeforces-diary.json';
const PROBLEMSET_FILE =
  'codeforces/problemset.problems__2022-03-02__helloworld-world-CS5131-Project__first700.json';
/** The same recording with the rounds of the recorded user.status too: their ratings (issue 50). */
const PROBLEMSET_WITH_ROUNDS_FILE =
  'codeforces/problemset.problems__2022-03-02__helloworld-world-CS5131-Project__first700-and-16-rounds.json';
/**
 * The demo picks the first free problem of the pool (a known random): proofs for the first few
 * let that many demo accounts claim one handle at once, and the fallback's for a pool not read.
 */
const DEMO_PROOFS = 8;
const demoProblems = () => [
  ...(poolFrom(readFixtureJson(PROBLEMSET_FILE)) ?? []).slice(0, DEMO_PROOFS),
  ...FALLBACK_PROBLEMS,
];

const userSample = (file: string): RecordedSample => ({
  file: `codeforces/${file}`,
  anchor: ANCHOR,
  shift: shiftUserTimes,
});

/**
 * The demo's user.status: the recorded submissions, plus a compilation error to the problems a
 * demo challenge names, made just now (the recorded submission with its problem, verdict and time
 * changed, as the tests do: PROVENANCE 1d). Linking any handle in the demo then verifies.
 */
function withDemoProofs(body: unknown, shiftMs: number, now: Date): unknown {
  const shifted = shiftUserTimes(body, shiftMs);
  if (!isObject(shifted) || !Array.isArray(shifted.result)) return shifted;
  const [recorded] = shifted.result as unknown[];
  const recordedProblem = isObject(recorded) ? recorded.problem : undefined;
  if (!isObject(recorded) || !isObject(recordedProblem)) return shifted;
  const justNow = Math.ceil(now.getTime() / 1000);
  const proofs = demoProblems().map((problem, i) => ({
    ...recorded,
    id: Number(recorded.id) + i + 1,
    problem: { ...recordedProblem, ...problem },
    creationTimeSeconds: justNow,
    verdict: 'COMPILATION_ERROR',
  }));
  return { ...shifted, result: [...proofs, ...(shifted.result as unknown[])] };
}

const STANDINGS_FILE = 'codeforces/contest.standings__by-contestId__reconstructed.json';

/** One reconstructed answer per contest (PROVENANCE 1e); Codeforces' own refusal for others. */
function standingsFor(answers: unknown, url: URL): unknown {
  const id = url.searchParams.get('contestId') ?? '';
  const answer = isObject(answers) ? answers[id] : undefined;
  return answer ?? { status: 'FAILED', comment: `contestId: Contest with id ${id} not found` };
}

const sample = (file: string): RecordedSample => ({
  file: `codeforces/${file}`,
  // think-cell Round 1 is live.
  anchor: ANCHOR,
  shift: shiftCodeforces,
});

export const GYM_SAMPLE = sample('contest.list_gym=true__2024-02-17__smallshawn95__last500.json');

export const codeforcesReplay: ReplayRoute[] = [
  {
    upstream: 'codeforces',
    method: 'GET',
    path: '/api/contest.list',
    samples: {
      codeforces: sample('contest.list__2024-02-17__smallshawn95.json'),
      codeforcesFailed: {
        ...sample('error_FAILED__contest.ratingChanges__contestId-not-found.json'),
        shift: (body) => body,
      },
      // The demo's finished round ended a few hours ago (demo-round.ts).
      codeforcesDemo: {
        ...sample('contest.list__2024-02-17__smallshawn95.json'),
        shift: (body, shiftMs, now) => shiftCodeforces(withDemoRoundTimes(body), shiftMs, now),
      },
    },
    defaultSample: 'codeforces',
    demoSample: 'codeforcesDemo',
  },
  {
    // A linked handle's proof of ownership (a compilation error to a named problem).
    upstream: 'codeforcesStatus',
    method: 'GET',
    path: '/api/user.status',
    samples: {
      codeforcesStatus: userSample(STATUS_FILE),
      codeforcesStatusDemo: { ...userSample(STATUS_FILE), shift: withDemoProofs },
    },
    defaultSample: 'codeforcesStatus',
    demoSample: 'codeforcesStatusDemo',
  },
  {
    // Every problem of the problemset: the pool challenges are drawn from (PROVENANCE 1f), and
    // the ratings and tags of problems (PROVENANCE K).
    upstream: 'codeforcesProblemset',
    method: 'GET',
    path: '/api/problemset.problems',
    samples: {
      codeforcesProblemset: { file: PROBLEMSET_FILE, anchor: ANCHOR, shift: (body) => body },
      codeforcesProblemsetWithRounds: {
        file: PROBLEMSET_WITH_ROUNDS_FILE,
        anchor: ANCHOR,
        shift: (body) => body,
      },
    },
    defaultSample: 'codeforcesProblemset',
    demoSample: 'codeforcesProblemsetWithRounds',
  },
  {
    // A linked handle's rated contests.
    upstream: 'codeforcesRating',
    method: 'GET',
    path: '/api/user.rating',
    samples: {
      codeforcesRating: userSample(
        'user.rating__2020-12-23__Rishabh-malhotraa-codeforces-diary.json',
      ),
    },
    defaultSample: 'codeforcesRating',
  },
  {
    // The problems of a contest the handle took part in (what is left to upsolve).
    upstream: 'codeforcesStandings',
    method: 'GET',
    path: '/api/contest.standings',
    samples: {
      codeforcesStandings: {
        file: STANDINGS_FILE,
        anchor: ANCHOR,
        select: standingsFor,
        shift: shiftStandings,
      },
      // The demo's round too: its whole standings, paged as a prediction reads them.
      codeforcesStandingsDemo: demoRoundSamples.standings((url) =>
        standingsFor(readFixtureJson(STANDINGS_FILE), url),
      ),
    },
    defaultSample: 'codeforcesStandings',
    demoSample: 'codeforcesStandingsDemo',
  },
  {
    // The ratings before the demo's round of its contestants (a prediction's input).
    upstream: 'codeforcesUserInfo',
    method: 'GET',
    path: '/api/user.info',
    samples: { codeforcesUserInfo: demoRoundSamples.userInfo },
    defaultSample: 'codeforcesUserInfo',
  },
  {
    // The demo round's official changes, once its replayed publication time has passed.
    upstream: 'codeforcesRatingChanges',
    method: 'GET',
    path: '/api/contest.ratingChanges',
    samples: { codeforcesRatingChanges: demoRoundSamples.ratingChanges },
    defaultSample: 'codeforcesRatingChanges',
  },
];
