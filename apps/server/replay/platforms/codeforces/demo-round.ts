import { z } from 'zod';
import type { RecordedSample } from '#replay/server/replay-route';

/**
 * The demo's finished round (issue 49): Ozon Tech Challenge 2020, round 1305, replayed from
 * Carrot's recording of its standings and official changes (fixtures/rating-rounds, MIT;
 * PROVENANCE 1g of fixtures/upstream). The demo's contest list moves it to end shortly before the
 * demo's moment, so the predictions job (which looks at rounds ended in the last 3 days) takes
 * it up, and the demo accounts' handles took part in it (demo/demo-handles.ts).
 */
const DEMO_ROUND_ID = 1305;
/** Under fixtures/upstream/, as every sample's file is. */
const DEMO_ROUND_FILE = '../rating-rounds/codeforces-1305.json';

const ANCHOR_S = Date.parse('2024-02-17T14:45:00Z') / 1000;
const HOUR_S = 3_600;
/** Its recorded length (2 h 15 min), started at its recorded minute (:35) four hours before. */
const DURATION_S = 8_100;
const START_S = ANCHOR_S - 4 * HOUR_S - 10 * 60;
const END_S = START_S + DURATION_S;
/**
 * Codeforces publishes the official changes this long after the end: until then the demo shows
 * the prediction (at least an hour, as the demo moves by whole hours), then the official change.
 */
const PUBLISHED_AFTER_S = 4 * HOUR_S;

const roundRows = z.array(
  z.tuple([z.string(), z.number(), z.number(), z.number().int(), z.number().int()]),
);
type Row = z.infer<typeof roundRows>[number];

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const ok = (result: unknown) => ({ status: 'OK', result });
const notFound = (id: string) => ({
  status: 'FAILED',
  comment: `contestId: Contest with id ${id} not found`,
});

/** The recorded contest list with the demo round's times moved (its row otherwise as recorded). */
export function withDemoRoundTimes(list: unknown): unknown {
  if (!isObject(list) || !Array.isArray(list.result)) return list;
  return {
    ...list,
    result: (list.result as unknown[]).map((contest) =>
      isObject(contest) && contest.id === DEMO_ROUND_ID
        ? { ...contest, startTimeSeconds: START_S, durationSeconds: DURATION_S }
        : contest,
    ),
  };
}

/** Tied rows share the last place of their group, as the predictions rank them. */
function ranks(rows: readonly Row[]): number[] {
  const out = new Array<number>(rows.length);
  let rank = rows.length;
  for (let i = rows.length - 1; i >= 0; i--) {
    const row = rows[i];
    const next = rows[i + 1];
    if (!row) continue;
    if (!next || next[1] !== row[1] || next[2] !== row[2]) rank = i + 1;
    out[i] = rank;
  }
  return out;
}

const ROUND_NAME = 'Ozon Tech Challenge 2020 (Div.1 + Div.2, Rated, T-shirts + prizes!)';

/**
 * `contest.standings` of the demo round, paged by `from`/`count`: the recorded rated contestants
 * in their recorded order (the recording holds no others). Other contests: `otherwise`.
 */
function demoRoundStandings(
  recorded: unknown,
  url: URL,
  otherwise: (url: URL) => unknown,
): unknown {
  const query = url.searchParams;
  if (query.get('contestId') !== String(DEMO_ROUND_ID)) return otherwise(url);
  const rows = roundRows.parse(recorded);
  const from = Math.max(1, Number(query.get('from') ?? 1) || 1);
  const count = Math.max(1, Number(query.get('count') ?? rows.length) || rows.length);
  const contest = {
    id: DEMO_ROUND_ID,
    name: ROUND_NAME,
    type: 'CF',
    phase: 'FINISHED',
    durationSeconds: DURATION_S,
    startTimeSeconds: START_S,
  };
  return ok({
    contest,
    problems: [],
    rows: rows.slice(from - 1, from - 1 + count).map(([handle, points, penalty]) => ({
      party: { members: [{ handle }], participantType: 'CONTESTANT' },
      points,
      penalty,
    })),
  });
}

/** `user.info`: the recorded old rating of each contestant asked for; a new account has none. */
function userInfo(recorded: unknown, url: URL): unknown {
  const ratingOf = new Map(
    roundRows.parse(recorded).map(([handle, , , oldRating]) => [handle.toLowerCase(), oldRating]),
  );
  const handles = (url.searchParams.get('handles') ?? '').split(';').filter(Boolean);
  // Before round 1360 a new account was calculated at 1500 and user.info gave it no rating.
  return ok(
    handles.map((handle) => {
      const rating = ratingOf.get(handle.toLowerCase());
      return rating === undefined || rating === 1500 ? { handle } : { handle, rating };
    }),
  );
}

/** `contest.ratingChanges`: the recorded official changes, ranked as the standings are. */
function ratingChanges(recorded: unknown, url: URL): unknown {
  const id = url.searchParams.get('contestId') ?? '';
  if (id !== String(DEMO_ROUND_ID)) return notFound(id);
  const rows = roundRows.parse(recorded);
  const rankOf = ranks(rows);
  return ok(
    rows.map(([handle, , , oldRating, delta], i) => ({
      contestId: DEMO_ROUND_ID,
      contestName: ROUND_NAME,
      handle,
      rank: rankOf[i] ?? i + 1,
      ratingUpdateTimeSeconds: END_S + PUBLISHED_AFTER_S,
      oldRating,
      newRating: oldRating + delta,
    })),
  );
}

/** Moves a `contest.standings` answer's start; its rows carry no times. */
export function shiftStandings(body: unknown, shiftMs: number): unknown {
  if (!isObject(body) || !isObject(body.result) || !isObject(body.result.contest)) return body;
  const contest = body.result.contest;
  if (typeof contest.startTimeSeconds !== 'number') return body;
  const startTimeSeconds = contest.startTimeSeconds + Math.round(shiftMs / 1000);
  return { ...body, result: { ...body.result, contest: { ...contest, startTimeSeconds } } };
}

/** Empty until the moved publication time, as Codeforces answers before it publishes. */
function publishedBy(body: unknown, shiftMs: number, now: Date): unknown {
  if (!isObject(body) || !Array.isArray(body.result)) return body;
  const publishedAt = (END_S + PUBLISHED_AFTER_S) * 1000 + shiftMs;
  if (now.getTime() < publishedAt) return ok([]);
  const shiftS = Math.round(shiftMs / 1000);
  return ok(
    (body.result as unknown[]).map((row) =>
      isObject(row) && typeof row.ratingUpdateTimeSeconds === 'number'
        ? { ...row, ratingUpdateTimeSeconds: row.ratingUpdateTimeSeconds + shiftS }
        : row,
    ),
  );
}

const anchor = new Date(ANCHOR_S * 1000);

export const demoRoundSamples = {
  standings: (otherwise: (url: URL) => unknown): RecordedSample => ({
    file: DEMO_ROUND_FILE,
    anchor,
    select: (recorded, url) => demoRoundStandings(recorded, url, otherwise),
    shift: shiftStandings,
  }),
  userInfo: {
    file: DEMO_ROUND_FILE,
    anchor,
    select: userInfo,
    shift: (body) => body,
  } satisfies RecordedSample,
  ratingChanges: {
    file: DEMO_ROUND_FILE,
    anchor,
    select: ratingChanges,
    shift: publishedBy,
  } satisfies RecordedSample,
};
