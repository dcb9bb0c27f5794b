import type { ReplayRoute } from '#replay/server/replay-route';
import { readFixtureText } from '#replay/server/fixtures';

/** The reconstructed pages (see fixtures/upstream/PROVENANCE.md). */
const LIST_PAGE = 'toph/contests_page__2025-03-15__reconstructed.html';
const CONTEST_PAGES = new Set([
  'cseduic-battle-of-brains-2025',
  'criterion-2025-round-3',
  'bdoi-2025-practice',
  'inter-university-iiuc-tech-fest-2025',
]);
/** What a slug the recording does not hold gets: a page without the sentence. */
const NOT_RECORDED = '<!DOCTYPE html><html><body><h1>Contest not found</h1></body></html>';

/** Criterion 2025 Round 3 an hour in. */
const TOPH_ANCHOR = new Date('2025-03-15T14:00:00Z');

/**
 * The page with every `data-timestamp` (epoch seconds) moved by `shiftMs`. Replay rewrites the
 * attribute; the visible text beside it stays the recording's, as Toph's script rewrites it.
 */
const shifted = (file: string, shiftMs: number) =>
  readFixtureText(file).replace(
    /data-timestamp="(\d+)"/g,
    (_all, seconds: string) => `data-timestamp="${Number(seconds) + Math.round(shiftMs / 1000)}"`,
  );

export const tophReplay: ReplayRoute[] = [
  {
    upstream: 'toph',
    method: 'GET',
    path: '/contests',
    contentType: 'text/html; charset=utf-8',
    samples: { toph: { anchor: TOPH_ANCHOR, text: (shiftMs) => shifted(LIST_PAGE, shiftMs) } },
    defaultSample: 'toph',
    wrongShape: '<!DOCTYPE html><html><body><h1>Maintenance</h1></body></html>',
  },
  {
    upstream: 'tophContest',
    method: 'GET',
    path: '/c/:slug',
    contentType: 'text/html; charset=utf-8',
    samples: {
      tophContest: {
        anchor: TOPH_ANCHOR,
        text: (shiftMs, url) => {
          const slug = decodeURIComponent(url.pathname.split('/')[2] ?? '');
          return CONTEST_PAGES.has(slug)
            ? shifted(`toph/c_${slug}__2025-03-15__reconstructed.html`, shiftMs)
            : NOT_RECORDED;
        },
      },
    },
    defaultSample: 'tophContest',
  },
];
