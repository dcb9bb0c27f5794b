import type { ReplayRoute } from '#replay/server/replay-route';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const TIMES = ['event_start_time', 'event_end_time', 'registration_end_time'];

/**
 * Moves every unix-second time; every page is page 1 of one (`total_pages` 1), so the adapter's
 * sweep ends after one call.
 */
function shiftCode360(body: unknown, shiftMs: number): unknown {
  if (!isObject(body) || !isObject(body.data) || !Array.isArray(body.data.events)) return body;
  const shiftS = Math.round(shiftMs / 1000);
  const events = (body.data.events as unknown[]).map((event) =>
    isObject(event)
      ? Object.fromEntries(
          Object.entries(event).map(([key, value]) => [
            key,
            TIMES.includes(key) && typeof value === 'number' ? value + shiftS : value,
          ]),
        )
      : event,
  );
  return { ...body, data: { ...body.data, events, total_pages: 1 } };
}

const sample = {
  file: 'code360/contest_list_page1__2025-05__reconstructed.json',
  // Weekly Contest 170 half an hour in.
  anchor: new Date('2025-05-11T14:00:00Z'),
  shift: shiftCode360,
};

/**
 * The list where Code360 serves it since 2024-12 (asked with `naukri_request=true`, as its site
 * asks), and on the old API host, which tests turn to with a 404 on the new one.
 */
export const code360Replay: ReplayRoute[] = [
  {
    upstream: 'code360',
    method: 'GET',
    path: '/code360/api/v4/public_section/contest_list',
    query: { naukri_request: 'true' },
    samples: { code360: sample },
    defaultSample: 'code360',
  },
  {
    upstream: 'code360Old',
    method: 'GET',
    path: '/api/v4/public_section/contest_list',
    samples: { code360: sample },
    defaultSample: 'code360',
  },
];
