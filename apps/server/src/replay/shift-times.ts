/**
 * Moves a recorded body's times by `shiftMs`, in each platform's own notation, so that a body
 * recorded years ago describes contests around today. Unknown fields pass through untouched.
 */

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const mapArray = (value: unknown, fn: (item: Json) => Json) =>
  Array.isArray(value)
    ? (value as unknown[]).map((item) => (isObject(item) ? fn(item) : item))
    : value;

export function shiftCodeforces(body: unknown, shiftMs: number, now: Date): unknown {
  if (!isObject(body)) return body;
  const shiftS = Math.round(shiftMs / 1000);
  const nowS = Math.floor(now.getTime() / 1000);
  return {
    ...body,
    result: mapArray(body.result, (contest) => {
      if (typeof contest.startTimeSeconds !== 'number') return contest;
      const start = contest.startTimeSeconds + shiftS;
      return { ...contest, startTimeSeconds: start, relativeTimeSeconds: nowS - start };
    }),
  };
}

export function shiftLeetcode(body: unknown, shiftMs: number): unknown {
  if (!isObject(body) || !isObject(body.data)) return body;
  const shiftS = Math.round(shiftMs / 1000);
  const shift = (contest: Json) => ({
    ...contest,
    ...(typeof contest.startTime === 'number' ? { startTime: contest.startTime + shiftS } : {}),
    ...(typeof contest.originStartTime === 'number'
      ? { originStartTime: contest.originStartTime + shiftS }
      : {}),
  });
  return {
    ...body,
    data: Object.fromEntries(
      Object.entries(body.data).map(([key, value]) => [key, mapArray(value, shift)]),
    ),
  };
}

const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number) => String(n).padStart(2, '0');

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

export function shiftCodechef(body: unknown, shiftMs: number): unknown {
  if (!isObject(body)) return body;
  const shift = (contest: Json): Json => {
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
  const lists = ['present_contests', 'future_contests', 'past_contests', 'practice_contests'];
  return Object.fromEntries(
    Object.entries(body).map(([key, value]) => [
      key,
      lists.includes(key) ? mapArray(value, shift) : value,
    ]),
  );
}
