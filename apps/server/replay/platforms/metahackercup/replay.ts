import type { ReplayRoute } from '#replay/server/replay-route';
import { readFixtureText } from '#replay/server/fixtures';

const dir = 'metahackercup/';
/** Round 2 of 2024 an hour in. */
const ANCHOR = new Date('2024-10-19T18:00:00Z');

const text = (file: string) => ({ anchor: ANCHOR, text: () => readFixtureText(dir + file) });

function shiftRounds(body: unknown, shiftMs: number): unknown {
  const shiftS = Math.round(shiftMs / 1000);
  return JSON.parse(JSON.stringify(body), (key, value: unknown) =>
    key === 'start_time' && typeof value === 'number' ? value + shiftS : value,
  ) as unknown;
}

export const hackerCupReplay: ReplayRoute[] = [
  {
    upstream: 'metahackercupPage',
    method: 'GET',
    path: '/codingcompetitions/hacker-cup/',
    contentType: 'text/html; charset=utf-8',
    samples: { page: text('series_page__2024-10__reconstructed.html') },
    defaultSample: 'page',
  },
  {
    // The page's first bundle: other modules, no query id.
    upstream: 'metahackercupBundle',
    method: 'GET',
    path: '/rsrc.php/v3/yE/r/aQ4cNmnUw9N.js',
    contentType: 'text/javascript; charset=utf-8',
    samples: { bundle: text('rsrc_bundle_without-query__reconstructed.js.txt') },
    defaultSample: 'bundle',
  },
  {
    upstream: 'metahackercupQueryBundle',
    method: 'GET',
    path: '/rsrc.php/v3/yQ/r/hc7Xw2NnTjR.js',
    contentType: 'text/javascript; charset=utf-8',
    samples: { bundle: text('rsrc_bundle_with-query__reconstructed.js.txt') },
    defaultSample: 'bundle',
  },
  {
    upstream: 'metahackercup',
    method: 'POST',
    path: '/api/graphql/',
    bodyIncludes: 'CodingCompetitionsContestSeriesRootQuery',
    samples: {
      season2024: {
        file: `${dir}graphql_ContestSeriesRootQuery__2024-10__reconstructed.json`,
        anchor: ANCHOR,
        shift: shiftRounds,
      },
    },
    defaultSample: 'season2024',
  },
];
