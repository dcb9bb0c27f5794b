import type { ReplayRoute } from '#replay/server/replay-route';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Each contest's `beginTime` (epoch milliseconds) moved by `shiftMs`. */
function shiftTlx(body: unknown, shiftMs: number): unknown {
  if (!isObject(body) || !isObject(body.data) || !Array.isArray(body.data.page)) return body;
  return {
    ...body,
    data: {
      ...body.data,
      page: (body.data.page as unknown[]).map((row) =>
        isObject(row) && typeof row.beginTime === 'number'
          ? { ...row, beginTime: row.beginTime + shiftMs }
          : row,
      ),
    },
  };
}

export const tlxReplay: ReplayRoute[] = [
  {
    upstream: 'tlx',
    method: 'GET',
    path: '/v2/contests',
    samples: {
      tlx: {
        file: 'tlx/v2_contests_page1__2025-03__reconstructed.json',
        // TROC #41 an hour in.
        anchor: new Date('2025-03-15T14:00:00Z'),
        shift: shiftTlx,
      },
    },
    defaultSample: 'tlx',
  },
];
