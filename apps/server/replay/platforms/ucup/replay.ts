import type { ReplayRoute } from '#replay/server/replay-route';
import { readFixtureText } from '#replay/server/fixtures';

const PAGE = 'ucup/schedule_season-4__2026-01__reconstructed.html';
const DAY_MS = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');

/** A page of the same site without the schedule: what a redesign would look like. */
const PAGE_WITHOUT_SCHEDULE =
  '<!doctype html><html><body><article><h1>Universal Cup</h1><p>Maintenance</p></article></body></html>';

/**
 * The page with its dates moved by whole days (the page writes days, not times), in the order
 * each date was written. Replay rewrites the fixture; the product's parser never does this.
 */
function ucupPage(shiftMs: number): string {
  // Down, not to the nearest: the anchor is noon of a stage that runs from 05:00 to 23:00 the next
  // day, so whatever the time of day the replay starts at, that stage is running.
  const days = Math.floor(shiftMs / DAY_MS);
  const move = (y: string, m: string, d: string) => {
    const at = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)) + days * DAY_MS);
    return [String(at.getUTCFullYear()), pad(at.getUTCMonth() + 1), pad(at.getUTCDate())];
  };
  return readFixtureText(PAGE)
    .replace(/\b(\d{4})\.(\d{2})\.(\d{2})\b/g, (_all, y: string, m: string, d: string) =>
      move(y, m, d).join('.'),
    )
    .replace(/\b(\d{2})\.(\d{2})\.(\d{4})\b/g, (_all, d: string, m: string, y: string) =>
      move(y, m, d).reverse().join('.'),
    );
}

export const ucupReplay: ReplayRoute[] = [
  {
    upstream: 'ucup',
    method: 'GET',
    path: '/',
    contentType: 'text/html; charset=utf-8',
    samples: {
      // Stage 12 (two days) at noon UTC on its first day.
      ucup: { anchor: new Date('2026-01-10T12:00:00Z'), text: ucupPage },
    },
    defaultSample: 'ucup',
    wrongShape: PAGE_WITHOUT_SCHEDULE,
  },
];
