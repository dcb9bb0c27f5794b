import type { ReplayRoute } from '#replay/server/replay-route';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Moves both spellings of each time: the unix-second epochs and the ISO strings. */
function shiftHackerrank(body: unknown, shiftMs: number): unknown {
  if (!isObject(body) || !Array.isArray(body.models)) return body;
  const shiftS = Math.round(shiftMs / 1000);
  const iso = (value: unknown) =>
    typeof value === 'string'
      ? new Date(Date.parse(value) + shiftS * 1000).toISOString().replace('.000Z', 'Z')
      : value;
  const epoch = (value: unknown) => (typeof value === 'number' ? value + shiftS : value);
  return {
    ...body,
    models: (body.models as unknown[]).map((model) =>
      isObject(model)
        ? {
            ...model,
            get_starttimeiso: iso(model.get_starttimeiso),
            get_endtimeiso: iso(model.get_endtimeiso),
            epoch_starttime: epoch(model.epoch_starttime),
            epoch_endtime: epoch(model.epoch_endtime),
          }
        : model,
    ),
  };
}

export const hackerrankReplay: ReplayRoute[] = [
  {
    upstream: 'hackerrank',
    method: 'GET',
    path: '/rest/contests/upcoming',
    samples: {
      hackerrank: {
        file: 'hackerrank/rest_contests_upcoming__2025-05__reconstructed.json',
        // Week of Code 2025 is running.
        anchor: new Date('2025-05-10T12:00:00Z'),
        shift: shiftHackerrank,
      },
    },
    defaultSample: 'hackerrank',
  },
];
