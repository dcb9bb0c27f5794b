import type { ReplayRoute } from '#replay/server/replay-route';
import { demoCode } from '#server/platforms/one-time-code';
import { readFixtureText } from '#replay/server/fixtures';
import { ATCODER_ANCHOR } from './replay';

export const ATCODER_PROFILE_FILE =
  'atcoder/users_profile__2020-07-07__makutamoto-atcoder-aisho-shindan.html';
const HISTORY_FILE = 'atcoder/users_history_json__2020-12-04__key-moon-ac-predictor.json';

const SUBMISSIONS_FILE =
  'atcoder/kenkoooo_v3_user_submissions__2017-12-08__tuki_remon__4geru-atcoder-solved.json';
/** AtCoder Problems' page: the submissions from `from_second` on, oldest first. */
const SUBMISSIONS_PAGE = 500;

const JST_MS = 9 * 3_600_000;

/** As the API answers: submissions at or after `from_second`, oldest first, one page. */
function submissionsFrom(answer: unknown, url: URL): unknown {
  if (!Array.isArray(answer)) return answer;
  const from = Number(url.searchParams.get('from_second') ?? 0);
  return (answer as { epoch_second: number; id: number }[])
    .filter((s) => s.epoch_second >= from)
    .sort((a, b) => a.epoch_second - b.epoch_second || a.id - b.id)
    .slice(0, SUBMISSIONS_PAGE);
}

/** Submissions keep their recorded times: they are matched to contests by their own times. */
const asRecorded = (file: string) => ({
  file,
  anchor: ATCODER_ANCHOR,
  shift: (body: unknown) => body,
});

/** `2019-09-07T22:40:00+09:00` moved by `shiftMs`, written the way AtCoder writes it. */
function shiftJst(iso: string, shiftMs: number): string {
  const wall = new Date(Date.parse(iso) + shiftMs + JST_MS).toISOString().slice(0, 19);
  return `${wall}+09:00`;
}

function shiftHistory(body: unknown, shiftMs: number): unknown {
  if (!Array.isArray(body)) return body;
  return (body as unknown[]).map((row) =>
    typeof row === 'object' && row !== null && 'EndTime' in row && typeof row.EndTime === 'string'
      ? { ...row, EndTime: shiftJst(row.EndTime, shiftMs) }
      : row,
  );
}

/** The recorded page with another Affiliation (the demo's code, a test's). */
export const profileWithAffiliation = (affiliation: string) =>
  readFixtureText(ATCODER_PROFILE_FILE).replace(
    '<td class="break-all">ITMO University</td>',
    `<td class="break-all">${affiliation}</td>`,
  );

/** A user's page (the Affiliation a code is read from) and rating history (tourist's). */
export const atcoderHandleReplay: ReplayRoute[] = [
  {
    upstream: 'atcoderUser',
    method: 'GET',
    path: '/users/:handle',
    // Asked in English; CodeChef's user pages share the path, without it.
    query: { lang: 'en' },
    contentType: 'text/html; charset=utf-8',
    samples: {
      atcoderUser: { anchor: ATCODER_ANCHOR, text: () => readFixtureText(ATCODER_PROFILE_FILE) },
      atcoderUserDemo: {
        anchor: ATCODER_ANCHOR,
        text: () => profileWithAffiliation(`ITMO University ${demoCode()}`),
      },
    },
    defaultSample: 'atcoderUser',
    demoSample: 'atcoderUserDemo',
  },
  {
    upstream: 'atcoderHistory',
    method: 'GET',
    path: '/users/:handle/history/json',
    samples: {
      // Moved with the contest list, so its AGC 034–037 are contests the replay lists.
      atcoderHistory: { file: HISTORY_FILE, anchor: ATCODER_ANCHOR, shift: shiftHistory },
    },
    defaultSample: 'atcoderHistory',
  },
  {
    upstream: 'atcoderSubmissions',
    method: 'GET',
    path: '/atcoder/atcoder-api/v3/user/submissions',
    samples: {
      atcoderSubmissions: { ...asRecorded(SUBMISSIONS_FILE), select: submissionsFrom },
    },
    defaultSample: 'atcoderSubmissions',
  },
  {
    upstream: 'atcoderContestProblems',
    method: 'GET',
    path: '/atcoder/resources/contest-problem.json',
    samples: {
      atcoderContestProblems: asRecorded(
        'atcoder/kenkoooo_resources_contest-problem.json__2026__trimmed__tatt61880-atcoder.json',
      ),
    },
    defaultSample: 'atcoderContestProblems',
  },
  {
    upstream: 'atcoderProblemNames',
    method: 'GET',
    path: '/atcoder/resources/problems.json',
    samples: {
      atcoderProblemNames: asRecorded(
        'atcoder/kenkoooo_resources_problems.json__2026__trimmed__tatt61880-atcoder.json',
      ),
    },
    defaultSample: 'atcoderProblemNames',
  },
  {
    // AtCoder Problems' difficulty models (issue 50, PROVENANCE K).
    upstream: 'atcoderProblemModels',
    method: 'GET',
    path: '/atcoder/resources/problem-models.json',
    samples: {
      atcoderProblemModels: asRecorded(
        'atcoder/kenkoooo_resources_problem-models.json__2021-01-18__AtCoderProblems-time-estimator__trimmed.json',
      ),
    },
    defaultSample: 'atcoderProblemModels',
  },
];
