import type { ReplayRoute } from '#replay/server/replay-route';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const pad = (n: number) => String(n).padStart(2, '0');

/** `2025-04-18 21:30:00+05:30` moved by `shiftMs`, written with the same offset. */
function shiftZoned(value: unknown, shiftMs: number): unknown {
  if (typeof value !== 'string') return value;
  const offset = value.slice(-6);
  const sign = offset.startsWith('-') ? -1 : 1;
  const offsetMs = sign * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(4, 6))) * 60_000;
  const wall = new Date(Date.parse(value.replace(' ', 'T')) + shiftMs + offsetMs);
  if (Number.isNaN(wall.getTime())) return value;
  const date = `${wall.getUTCFullYear()}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}`;
  const time = `${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}:${pad(wall.getUTCSeconds())}`;
  return `${date} ${time}${offset}`;
}

const ZONED = ['start_tz', 'end_tz', 'start_utc_tz', 'end_utc_tz'];

function shiftHackerearth(body: unknown, shiftMs: number): unknown {
  if (!isObject(body) || !Array.isArray(body.response)) return body;
  return {
    ...body,
    response: (body.response as unknown[]).map((event) =>
      isObject(event)
        ? Object.fromEntries(
            Object.entries(event).map(([key, value]) => [
              key,
              ZONED.includes(key) ? shiftZoned(value, shiftMs) : value,
            ]),
          )
        : event,
    ),
  };
}

export const hackerearthReplay: ReplayRoute[] = [
  {
    upstream: 'hackerearth',
    method: 'GET',
    path: '/chrome-extension/events/',
    samples: {
      hackerearth: {
        file: 'hackerearth/chrome-extension_events__2025-04__reconstructed.json',
        // April Circuits half an hour in.
        anchor: new Date('2025-04-18T16:30:00Z'),
        shift: shiftHackerearth,
      },
    },
    defaultSample: 'hackerearth',
  },
];
