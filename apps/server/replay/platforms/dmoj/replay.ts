import type { ReplayRoute } from '#replay/server/replay-route';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Python's isoformat of a UTC instant: `2024-10-19T18:00:00+00:00`. */
const utcIso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, '+00:00');

function shiftDmoj(body: unknown, shiftMs: number): unknown {
  if (!isObject(body) || !isObject(body.data) || !Array.isArray(body.data.objects)) return body;
  const move = (value: unknown) =>
    typeof value === 'string' ? utcIso(Date.parse(value) + shiftMs) : value;
  return {
    ...body,
    data: {
      ...body.data,
      objects: (body.data.objects as unknown[]).map((row) =>
        isObject(row)
          ? { ...row, start_time: move(row.start_time), end_time: move(row.end_time) }
          : row,
      ),
    },
  };
}

export const dmojReplay: ReplayRoute[] = [
  {
    upstream: 'dmoj',
    method: 'GET',
    path: '/api/v2/contests',
    samples: {
      dmoj: {
        file: 'dmoj/api_v2_contests__2024-10__reconstructed.json',
        // Mock Waterloo Contest half an hour in.
        anchor: new Date('2024-10-19T18:30:00Z'),
        shift: shiftDmoj,
      },
    },
    defaultSample: 'dmoj',
  },
];
