import type { ReplayRoute } from '#replay/server/replay-route';
import { readFixtureText } from '#replay/server/fixtures';

/** The reconstructed contests pages (see fixtures/upstream/PROVENANCE.md), by name. */
const ATCODER_PAGES = {
  duringAbc140: 'atcoder/contests_page__2019-09-07_during-abc140__reconstructed.html',
  emptyUpcoming: 'atcoder/contests_page__2019-09-07_empty-upcoming__reconstructed.html',
} as const;
export type AtcoderPageName = keyof typeof ATCODER_PAGES;

/** The instant the pages describe as "now": ABC 140 is half an hour in. */
export const ATCODER_ANCHOR = new Date('2019-09-07T12:30:00Z');

/** A page in the same markup with neither table: what a redesigned site would look like. */
const ATCODER_PAGE_WITHOUT_TABLES =
  '<!DOCTYPE html><html><body><div id="main-container"><h3>Contests</h3><p>Maintenance</p></div></body></html>';

const JST_MS = 9 * 3_600_000;
const pad = (n: number) => String(n).padStart(2, '0');

function jst(instant: Date) {
  const wall = new Date(instant.getTime() + JST_MS);
  const date = `${wall.getUTCFullYear()}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}`;
  const time = `${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`;
  return {
    full: `${date} ${time}:${pad(wall.getUTCSeconds())}+0900`,
    iso: `${date.replaceAll('-', '')}T${time.replace(':', '')}`,
  };
}

/**
 * The page with its times moved by `shiftMs`. Replay rewrites the two spots the page writes a
 * time in (the <time> text and the timeanddate link); the product's parser never does this.
 */
export function atcoderPage(name: AtcoderPageName, shiftMs: number): string {
  const html = readFixtureText(ATCODER_PAGES[name]);
  return html.replace(
    /iso=(\d{8}T\d{4})(.*?)>(\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2})\+0900</gs,
    (_all, _iso: string, between: string, full: string) => {
      const moved = jst(new Date(new Date(`${full.replace(' ', 'T')}+09:00`).getTime() + shiftMs));
      return `iso=${moved.iso}${between}>${moved.full}<`;
    },
  );
}

function shiftAtcoderProblems(body: unknown, shiftMs: number): unknown {
  if (!Array.isArray(body)) return body;
  const shiftS = Math.round(shiftMs / 1000);
  return (body as unknown[]).map((row) =>
    typeof row === 'object' && row !== null && 'start_epoch_second' in row
      ? { ...row, start_epoch_second: Number(row.start_epoch_second) + shiftS }
      : row,
  );
}

export const atcoderReplay: ReplayRoute[] = [
  {
    upstream: 'atcoderPage',
    method: 'GET',
    path: '/contests/',
    contentType: 'text/html; charset=utf-8',
    samples: {
      duringAbc140: {
        anchor: ATCODER_ANCHOR,
        text: (shiftMs) => atcoderPage('duringAbc140', shiftMs),
      },
      emptyUpcoming: {
        anchor: ATCODER_ANCHOR,
        text: (shiftMs) => atcoderPage('emptyUpcoming', shiftMs),
      },
    },
    defaultSample: 'duringAbc140',
    wrongShape: ATCODER_PAGE_WITHOUT_TABLES,
  },
  {
    // AtCoder Problems' past-contest list.
    upstream: 'atcoder',
    method: 'GET',
    path: '/atcoder/resources/contests.json',
    samples: {
      atcoderProblems: {
        file: 'atcoder/kenkoooo_resources_contests.json__2019-09-12__trimmed-since-2019-06.json',
        anchor: ATCODER_ANCHOR,
        shift: shiftAtcoderProblems,
      },
    },
    defaultSample: 'atcoderProblems',
  },
];
