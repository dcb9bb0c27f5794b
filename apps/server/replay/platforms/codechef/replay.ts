import type { RecordedSample, ReplayRoute } from '#replay/server/replay-route';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number) => String(n).padStart(2, '0');
const LISTS = ['present_contests', 'future_contests', 'past_contests', 'practice_contests'];

/** CodeChef writes IST wall time twice: `2025-03-19T20:00:00+05:30` and `19 Mar 2025  20:00:00`. */
function istForms(instant: Date) {
  const wall = new Date(instant.getTime() + IST_OFFSET_MS);
  const date = `${wall.getUTCFullYear()}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}`;
  const time = `${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}:${pad(wall.getUTCSeconds())}`;
  const month = MONTHS[wall.getUTCMonth()] ?? 'Jan';
  return {
    iso: `${date}T${time}+05:30`,
    text: `${pad(wall.getUTCDate())} ${month} ${wall.getUTCFullYear()}  ${time}`,
  };
}

function shiftCodechef(body: unknown, shiftMs: number): unknown {
  if (!isObject(body)) return body;
  const shift = (contest: unknown): unknown => {
    if (!isObject(contest)) return contest;
    const out = { ...contest };
    for (const edge of ['start', 'end'] as const) {
      const iso = contest[`contest_${edge}_date_iso`];
      if (typeof iso !== 'string') continue;
      const forms = istForms(new Date(Date.parse(iso) + shiftMs));
      out[`contest_${edge}_date_iso`] = forms.iso;
      out[`contest_${edge}_date`] = forms.text;
    }
    return out;
  };
  return Object.fromEntries(
    Object.entries(body).map(([key, value]) => [
      key,
      LISTS.includes(key) && Array.isArray(value) ? (value as unknown[]).map(shift) : value,
    ]),
  );
}

function withoutContest(body: unknown, code: string): unknown {
  if (!isObject(body)) return body;
  return Object.fromEntries(
    Object.entries(body).map(([key, value]) => [
      key,
      Array.isArray(value)
        ? (value as unknown[]).filter((c) => !isObject(c) || c.contest_code !== code)
        : value,
    ]),
  );
}

// The three recordings share one anchor, so a contest keeps its instant across them.
const sample = (file: string): RecordedSample => ({
  file: `codechef/${file}`,
  // Starters 178 is live.
  anchor: new Date('2025-03-19T15:00:00Z'),
  shift: shiftCodechef,
});
const DURING = 'contests_all__2025-03-19_during-START178__shubhamrathod0015-contest-tracker.json';

export const codechefReplay: ReplayRoute[] = [
  {
    upstream: 'codechef',
    method: 'GET',
    path: '/api/list/contests/all',
    samples: {
      codechef: sample(DURING),
      codechefMar16: sample('contests_all__2025-03-16__amreshkyadav998-contest-tracker.json'),
      codechefBefore: sample(
        'contests_all__2025-03-19_before-START178__shubhamrathod0015-contest-tracker.json',
      ),
      /** As if the platform withdrew START178. */
      codechefWithoutStart178: {
        ...sample(DURING),
        shift: (body, shiftMs) => withoutContest(shiftCodechef(body, shiftMs), 'START178'),
      },
    },
    defaultSample: 'codechef',
  },
];
