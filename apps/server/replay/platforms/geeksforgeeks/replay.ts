import type { ReplayRoute } from '#replay/server/replay-route';
import { IST_MINUTES, wallTimeAt } from '#server/platforms/wall-time';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `2025-04-13T19:00:00` (IST) moved by `shiftMs`, written the same way. */
function shiftIst(text: unknown, shiftMs: number): unknown {
  if (typeof text !== 'string') return text;
  const instant = wallTimeAt(text, IST_MINUTES).getTime();
  if (Number.isNaN(instant)) return text;
  return new Date(instant + shiftMs + IST_MINUTES * 60_000).toISOString().slice(0, 19);
}

function shiftGfg(body: unknown, shiftMs: number): unknown {
  if (!isObject(body) || !isObject(body.results)) return body;
  const shift = (event: unknown) =>
    isObject(event)
      ? {
          ...event,
          start_time: shiftIst(event.start_time, shiftMs),
          end_time: shiftIst(event.end_time, shiftMs),
        }
      : event;
  return {
    ...body,
    results: Object.fromEntries(
      Object.entries(body.results).map(([key, list]) => [
        key,
        Array.isArray(list) ? (list as unknown[]).map(shift) : list,
      ]),
    ),
  };
}

export const gfgReplay: ReplayRoute[] = [
  {
    upstream: 'geeksforgeeks',
    method: 'GET',
    path: '/api/v1/events/',
    samples: {
      geeksforgeeks: {
        file: 'geeksforgeeks/events_contest_page1__2025-04__reconstructed.json',
        // Weekly Coding Contest 200 half an hour in.
        anchor: new Date('2025-04-13T14:00:00Z'),
        shift: shiftGfg,
      },
    },
    defaultSample: 'geeksforgeeks',
  },
];
