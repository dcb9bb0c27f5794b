import { describe, expect, it } from 'vitest';
import { boundRows } from '#server/sync/row-bounds';
import { UpstreamError } from '#server/platforms/upstream-error';
import { upstreamFixture } from '../../../test/upstream-stub';
import { mapHackerCupRounds, parseHackerCupBody } from './map';
import { parseHackerCupPage, queryIdIn } from './page';

interface Body {
  data: {
    contestSeries: {
      latest_season: { nodes: { season_contests: { nodes: Record<string, unknown>[] } }[] };
    };
  };
}
const fixture = () =>
  JSON.parse(
    upstreamFixture('metahackercup', 'graphql_ContestSeriesRootQuery__2024-10__reconstructed.json'),
  ) as Body;
const roundsOf = (body: Body) =>
  body.data.contestSeries.latest_season.nodes[0]?.season_contests.nodes ?? [];
const map = (raw: unknown) => mapHackerCupRounds(parseHackerCupBody(raw).rows);

function rejection(raw: unknown): UpstreamError {
  try {
    parseHackerCupBody(raw);
  } catch (error) {
    if (error instanceof UpstreamError) return error;
    throw error;
  }
  throw new Error('parse did not throw');
}

describe('Meta Hacker Cup rounds', () => {
  it('maps a round field by field, from Unix seconds', () => {
    expect(map(fixture()).find((c) => c.externalId === '1990005718073705')).toEqual({
      platform: 'metahackercup',
      externalId: '1990005718073705',
      title: 'Hacker Cup 2024 Round 2',
      url: 'https://www.facebook.com/codingcompetitions/hacker-cup/2024/round-2',
      startsAt: new Date('2024-10-19T17:00:00Z'),
      durationMinutes: 180,
    });
  });

  it('gives the 72-hour qualification its whole window; reads "4 hours" where seconds are missing', () => {
    const rounds = map(fixture());
    expect(rounds.find((c) => c.title.endsWith('Qualification Round'))?.durationMinutes).toBe(
      72 * 60,
    );
    expect(rounds.find((c) => c.title.endsWith('Final Round'))).toMatchObject({
      startsAt: new Date('2024-12-07T18:00:00Z'),
      durationMinutes: 240,
    });
  });

  it('skips and counts a round without a start or any length', () => {
    const body = fixture();
    expect(parseHackerCupBody(body).malformed).toBe(1);
    const rounds = roundsOf(body);
    rounds[0] = { ...rounds[0], duration_in_seconds: null, duration_text: 'three days' };
    expect(parseHackerCupBody(body)).toMatchObject({ malformed: 2, rows: { length: 5 } });
    const bounded = boundRows(map(body), new Date('2024-10-19T18:00:00Z'), 2);
    expect(bounded).toMatchObject({ skipped: { shape: 2 }, kept: { length: 5 } });
  });

  it('reads a season asked for by its year as well as the latest one', () => {
    const season = fixture().data.contestSeries.latest_season.nodes[0];
    expect(map({ data: { contestSeries: { contestSeason: season } } })).toHaveLength(6);
  });

  it("fails on Facebook's errors, and on an answer of another shape, naming neither as empty", () => {
    const refused = rejection({ errors: [{ message: 'Rate limit exceeded', code: 1675004 }] });
    expect(refused).toMatchObject({ kind: 'upstream_failed' });
    expect(refused.message).toMatch(/Rate limit exceeded/);
    expect(rejection({ data: { contestSeries: null } }).publicMessage).toMatch(
      /^unexpected answer/,
    );
  });
});

describe('the Hacker Cup page and bundles', () => {
  it('finds the form token and every script bundle once', () => {
    const page = parseHackerCupPage(
      upstreamFixture('metahackercup', 'series_page__2024-10__reconstructed.html'),
    );
    expect(page).toEqual({
      lsd: 'AVqzrHpY5xk',
      bundles: [
        '/rsrc.php/v3/yE/r/aQ4cNmnUw9N.js',
        '/rsrc.php/v3/yQ/r/hc7Xw2NnTjR.js',
        'https://evil.example/rsrc.php/v3/yZ/r/not-facebook.js',
      ],
    });
  });

  it('reads the query id its bundle exports, and only that query’s', () => {
    const bundle = upstreamFixture('metahackercup', 'rsrc_bundle_with-query__reconstructed.js.txt');
    expect(queryIdIn(bundle, 'CodingCompetitionsContestSeriesRootQuery')).toBe('7412349085464130');
    expect(queryIdIn(bundle, 'CodingCompetitionsContestScoreboardQuery')).toBeUndefined();
  });
});
