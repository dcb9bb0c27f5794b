import type { ReplayRoute } from '#replay/server/replay-route';
import { readFixtureText } from '#replay/server/fixtures';

const PAGE = 'kattis/contests_page__2024-11__reconstructed.html';

/** The page's "now": Weekly Practice #47 is an hour and a half in. */
const KATTIS_ANCHOR = new Date('2024-11-20T18:30:00Z');

/** A page in the same markup without the three lists: a redesign. */
const KATTIS_PAGE_WITHOUT_TABLES =
  '<!DOCTYPE html><html><body><h1>Contests</h1><p>Maintenance</p></body></html>';

const utcText = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace('T', ' ')
    .replace(/:\d{2}\.\d{3}Z$/, ' UTC');

/** The page with every `2024-11-24 10:00 UTC` moved by `shiftMs` (replay only; never parsed so). */
function kattisPage(shiftMs: number): string {
  return readFixtureText(PAGE).replace(
    /(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}) UTC/g,
    (_all, date: string, time: string) => utcText(Date.parse(`${date}T${time}:00Z`) + shiftMs),
  );
}

export const kattisReplay: ReplayRoute[] = [
  {
    upstream: 'kattis',
    method: 'GET',
    // Toph's list is at `/contests` too.
    mount: '/kattis',
    path: '/contests',
    contentType: 'text/html; charset=utf-8',
    samples: { kattis: { anchor: KATTIS_ANCHOR, text: kattisPage } },
    defaultSample: 'kattis',
    wrongShape: KATTIS_PAGE_WITHOUT_TABLES,
  },
];
