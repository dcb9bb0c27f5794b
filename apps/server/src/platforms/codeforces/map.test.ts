import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { publicContestId, type NormalizedContest } from '#server/domain/contest';
import { UpstreamError } from '#server/platforms/upstream-error';
import { mapCodeforcesContests, parseCodeforcesBody } from './map';

const fixture = (name: string): unknown =>
  JSON.parse(
    readFileSync(new URL(`../../../fixtures/upstream/codeforces/${name}`, import.meta.url), 'utf8'),
  );

const LIST = 'contest.list__2024-02-17__smallshawn95.json';
const GYM = 'contest.list_gym=true__2024-02-17__smallshawn95__last500.json';
const FAILED = 'error_FAILED__contest.ratingChanges__contestId-not-found.json';

const list = mapCodeforcesContests(parseCodeforcesBody(fixture(LIST)));
const gym = mapCodeforcesContests(parseCodeforcesBody(fixture(GYM)));

function find(contests: NormalizedContest[], externalId: string): NormalizedContest {
  const found = contests.find((contest) => contest.externalId === externalId);
  if (!found) throw new Error(`contest ${externalId} not mapped`);
  return found;
}

function shapeError(raw: unknown): UpstreamError {
  try {
    parseCodeforcesBody(raw);
  } catch (error) {
    if (error instanceof UpstreamError) return error;
    throw error;
  }
  throw new Error('parse did not throw');
}

/** A deep copy of the recorded body whose first row is changed, for the cases no sample shows. */
function listWithFirstRow(change: (row: Record<string, unknown>) => void): unknown {
  const body = structuredClone(fixture(LIST)) as { result: Record<string, unknown>[] };
  const first = body.result[0];
  if (!first) throw new Error('empty sample');
  change(first);
  return body;
}

describe('Codeforces contest.list (2024-02-17, 1,835 rows)', () => {
  it('maps every row, since all of them have a start time', () => {
    expect(list).toHaveLength(1835);
    expect(new Set(list.map((c) => publicContestId(c.platform, c.externalId))).size).toBe(1835);
  });

  it('maps the newest upcoming round, still without a number in its name', () => {
    const round = list[0];
    expect(round && publicContestId(round.platform, round.externalId)).toBe('codeforces-1933');
    expect(round).toEqual({
      platform: 'codeforces',
      externalId: '1933',
      title: 'Codeforces Round (Div. 3)',
      url: 'https://codeforces.com/contests/1933',
      startsAt: new Date('2024-02-29T14:35:00.000Z'),
      durationMinutes: 135,
    });
    expect(find(list, '1926').title).toBe('Codeforces Round (Div. 4)');
  });

  it('reads unix seconds as UTC instants', () => {
    expect(find(list, '1930').startsAt.toISOString()).toBe('2024-02-17T14:35:00.000Z');
    expect(find(list, '1928').startsAt.toISOString()).toBe('2024-02-11T09:35:00.000Z');
    expect(find(list, '1').startsAt.toISOString()).toBe('2010-02-19T12:00:00.000Z');
    expect(find(list, '1').durationMinutes).toBe(120);
  });

  it('keeps BEFORE and years-long PENDING_SYSTEM_TEST contests, not only FINISHED ones', () => {
    for (const id of ['1933', '1923', '1926', '1932', '1930']) expect(find(list, id)).toBeDefined();
    // VK Cup 2019-2020 rounds, still PENDING_SYSTEM_TEST four years later, started together.
    expect(find(list, '1308').startsAt.toISOString()).toBe('2020-02-14T15:00:00.000Z');
    expect(find(list, '1309').startsAt.toISOString()).toBe('2020-02-14T15:00:00.000Z');
  });

  it('only the five BEFORE rounds start after the moment the body was fetched', () => {
    const fetchedAt = new Date('2024-02-17T13:34:14Z');
    const upcoming = list.filter((c) => c.startsAt > fetchedAt).map((c) => c.externalId);
    expect(upcoming.sort()).toEqual(['1923', '1926', '1930', '1932', '1933']);
  });

  it('converts very long durations to whole minutes', () => {
    expect(find(list, '1309').durationMinutes).toBe(23_400); // 1,404,000 s, VK Cup Mobile
    expect(find(list, '1885').durationMinutes).toBe(20_160); // 1,209,600 s, ICPC Online Challenge
    expect(find(list, '1911').durationMinutes).toBe(14_400); // 864,000 s, Kotlin Heroes practice
  });

  it('decodes Cyrillic names and keeps all 44 non-ASCII titles', () => {
    expect(find(list, '1309').title).toBe('VK Cup 2019-2020 - Отборочный раунд (Mobile)');
    expect(find(list, '1652').title).toBe('Технокубок 2022 - Финал');
    expect(list.filter((c) => /[^\x20-\x7e]/.test(c.title))).toHaveLength(44);
  });

  it('collapses the double spaces some names carry', () => {
    expect(find(list, '1759').title).toBe('Codeforces Round 834 (Div. 3)');
    expect(find(list, '655').title).toBe(
      'CROC 2016 - Elimination Round (Rated Unofficial Edition)',
    );
    expect(list.filter((c) => /\s\s/.test(c.title))).toEqual([]);
  });

  it('keys on the id, so a round that gets its number later is the same contest', () => {
    const renamed = listWithFirstRow((row) => {
      row.name = 'Codeforces Round 930 (Div. 3)';
      row.relativeTimeSeconds = -1_040_000;
    });
    const [before] = list;
    const [after] = mapCodeforcesContests(parseCodeforcesBody(renamed));
    expect(after?.externalId).toBe(before?.externalId);
    expect(after?.startsAt).toEqual(before?.startsAt);
    expect(after?.title).toBe('Codeforces Round 930 (Div. 3)');
  });

  it('rounds durations that are not whole minutes to the nearest minute', () => {
    const odd = listWithFirstRow((row) => {
      row.durationSeconds = 8_130;
    });
    expect(mapCodeforcesContests(parseCodeforcesBody(odd))[0]?.durationMinutes).toBe(136);
  });
});

describe('Codeforces gym slice (last 500 gyms)', () => {
  it('skips the 289 rows without startTimeSeconds and keeps the other 211', () => {
    expect(gym).toHaveLength(211);
    // The slice's first row has no start time; the next mapped one does.
    expect(gym.map((c) => c.externalId)).not.toContain('103627');
    expect(gym[0]?.externalId).toBe('103633');
  });

  it('tolerates the extra optional gym fields and maps the dated rows', () => {
    expect(find(gym, '103633')).toEqual({
      platform: 'codeforces',
      externalId: '103633',
      title: 'Infoleague Spring 2022 Round Div. 2',
      url: 'https://codeforces.com/contests/103633',
      startsAt: new Date('2022-03-30T09:30:00.000Z'),
      durationMinutes: 240,
    });
    const last = find(gym, '104976');
    expect(last.startsAt.toISOString()).toBe('2023-12-10T01:00:00.000Z');
    expect(last.durationMinutes).toBe(300);
    expect(publicContestId(last.platform, last.externalId)).toBe('codeforces-104976');
  });
});

describe('Codeforces failure envelope and shape errors', () => {
  it('turns the recorded FAILED body into a non-retryable upstream_failed with its comment', () => {
    const error = shapeError(fixture(FAILED));
    expect(error.kind).toBe('upstream_failed');
    expect(error.retryable).toBe(false);
    expect(error.message).toBe('codeforces: contestId: Contest with id 1597 not found');
  });

  it('skips and counts a row without its id or with `name: null`, keeping the others', () => {
    const broken = listWithFirstRow((row) => {
      delete row.id;
    });
    expect(parseCodeforcesBody(broken).result).toMatchObject({
      malformed: 1,
      rows: { length: parseCodeforcesBody(fixture(LIST)).result.rows.length - 1 },
    });
    const nameless = listWithFirstRow((row) => {
      row.name = null;
    });
    expect(mapCodeforcesContests(parseCodeforcesBody(nameless))).toHaveLength(list.length - 1);
  });

  it('refuses a result that is not a list, non-retryable', () => {
    const error = shapeError({ status: 'OK', result: { id: 1 } });
    expect(error.kind).toBe('unexpected_shape');
    expect(error.retryable).toBe(false);
    expect(error.message).toMatch(/^codeforces: result: /);
  });

  it('rejects an OK envelope without result, and an unknown status', () => {
    expect(shapeError({ status: 'OK' }).message).toMatch(/^codeforces: result: /);
    expect(shapeError({ status: 'PENDING', result: [] }).kind).toBe('unexpected_shape');
    expect(shapeError('<html>').kind).toBe('unexpected_shape');
  });
});
