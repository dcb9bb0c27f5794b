import type { RecordedSample, ReplayRoute } from '#replay/server/replay-route';

const JST_MS = 9 * 3_600_000;
const pad = (n: number) => String(n).padStart(2, '0');

/** `2024-04-12T21:20:00+09:00` moved by `shiftMs`, still written in JST. */
function shiftJst(value: unknown, shiftMs: number): unknown {
  if (typeof value !== 'string') return value;
  const wall = new Date(Date.parse(value) + shiftMs + JST_MS);
  if (Number.isNaN(wall.getTime())) return value;
  const date = `${wall.getUTCFullYear()}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}`;
  const time = `${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}:${pad(wall.getUTCSeconds())}`;
  return `${date}T${time}+09:00`;
}

function shiftYukicoder(body: unknown, shiftMs: number): unknown {
  if (!Array.isArray(body)) return body;
  return (body as unknown[]).map((row) =>
    typeof row === 'object' && row !== null
      ? {
          ...row,
          Date: shiftJst((row as { Date?: unknown }).Date, shiftMs),
          EndDate: shiftJst((row as { EndDate?: unknown }).EndDate, shiftMs),
        }
      : row,
  );
}

const sample = (file: string): RecordedSample => ({
  file: `yukicoder/${file}`,
  // The game-problem contest twenty minutes in.
  anchor: new Date('2024-04-12T12:40:00Z'),
  shift: shiftYukicoder,
});

export const yukicoderReplay: ReplayRoute[] = [
  {
    upstream: 'yukicoder',
    method: 'GET',
    path: '/api/v1/contest/future',
    samples: { yukicoder: sample('contest_future__2024-04__recorded.json') },
    defaultSample: 'yukicoder',
  },
  {
    upstream: 'yukicoderPast',
    method: 'GET',
    path: '/api/v1/contest/past',
    samples: { yukicoderPast: sample('contest_past__2024-04__reconstructed.json') },
    defaultSample: 'yukicoderPast',
  },
];
