import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { publicContestId, type NormalizedContest } from '#server/domain/contest';
import { UpstreamError } from '#server/platforms/upstream-error';
import { mapCodechefContests, parseCodechefBody } from './map';

const fixture = (name: string): unknown =>
  JSON.parse(
    readFileSync(new URL(`../../../fixtures/upstream/codechef/${name}`, import.meta.url), 'utf8'),
  );

const MAR16 = 'contests_all__2025-03-16__amreshkyadav998-contest-tracker.json';
const BEFORE = 'contests_all__2025-03-19_before-START178__shubhamrathod0015-contest-tracker.json';
const DURING = 'contests_all__2025-03-19_during-START178__shubhamrathod0015-contest-tracker.json';

const map = (name: string) => mapCodechefContests(parseCodechefBody(fixture(name)));
const mar16 = map(MAR16);
const before = map(BEFORE);
const during = map(DURING);

function find(contests: NormalizedContest[], code: string): NormalizedContest {
  const found = contests.find((contest) => contest.externalId === code);
  if (!found) throw new Error(`contest ${code} not mapped`);
  return found;
}

function shapeError(raw: unknown): UpstreamError {
  try {
    parseCodechefBody(raw);
  } catch (error) {
    if (error instanceof UpstreamError) return error;
    throw error;
  }
  throw new Error('parse did not throw');
}

type Row = Record<string, unknown>;
type Lists = Record<'present_contests' | 'future_contests' | 'past_contests', Row[]>;

/** A deep copy of a recorded body, changed for the cases no sample shows. */
function changed(name: string, change: (body: Lists & Row) => void): unknown {
  const body = structuredClone(fixture(name)) as Lists & Row;
  change(body);
  return body;
}

function firstFuture(body: Lists): Row {
  const row = body.future_contests[0];
  if (!row) throw new Error('no future contest in sample');
  return row;
}

describe('CodeChef contests/all, 2025-03-16', () => {
  it('maps the 2 future and 20 past contests and nothing from skill_tests or banners', () => {
    expect(mar16).toHaveLength(22);
    const codes = mar16.map((c) => c.externalId);
    expect(codes.slice(0, 3)).toEqual(['START178', 'START179', 'START177']);
    expect(codes.at(-1)).toBe('START158');
    expect(codes).not.toContain('basic-python');
    expect(codes.every((code) => /^START\d+$/.test(code))).toBe(true);
  });

  it('reads the +05:30 ISO start as an instant', () => {
    const starters = find(mar16, 'START178');
    expect(publicContestId(starters.platform, starters.externalId)).toBe('codechef-START178');
    expect(starters).toEqual({
      platform: 'codechef',
      externalId: 'START178',
      title: 'Starters 178',
      url: 'https://www.codechef.com/START178',
      startsAt: new Date('2025-03-19T14:30:00.000Z'),
      durationMinutes: 120,
    });
    expect(find(mar16, 'START179').startsAt.toISOString()).toBe('2025-03-26T14:30:00.000Z');
    // START168 began at 20:30 IST rather than the usual 20:00.
    expect(find(mar16, 'START168').startsAt.toISOString()).toBe('2025-01-08T15:00:00.000Z');
  });

  it('reads contest_duration strings as minutes', () => {
    expect(find(mar16, 'START173').durationMinutes).toBe(150);
    expect(find(mar16, 'START174').durationMinutes).toBe(135);
    expect(find(mar16, 'START161').durationMinutes).toBe(150);
    expect(find(mar16, 'START177').durationMinutes).toBe(120);
  });

  it('collapses the double space in a name and keeps the varied suffixes', () => {
    expect(find(mar16, 'START158').title).toBe('Starters 158 (Rated till 6 stars)');
    expect(find(mar16, 'START173').title).toBe('Starters 173 (Rated upto < 2700)');
    expect(find(mar16, 'START161').title).toBe('Starters 161 (Rated for All)');
  });
});

describe('CodeChef START178 before and during the contest (2025-03-19)', () => {
  it('maps 22 contests in both files', () => {
    expect(before).toHaveLength(22);
    expect(during).toHaveLength(22);
  });

  it('sees the rename on contest day before the start', () => {
    expect(find(before, 'START178').title).toBe('Starters 178 (Rated till 6 star)');
    expect(find(before, 'START178').durationMinutes).toBe(120);
  });

  it('sees the same contest, now in present_contests, lengthened from 120 to 135 minutes', () => {
    const running = find(during, 'START178');
    expect(running).toEqual({
      ...find(before, 'START178'),
      durationMinutes: 135,
    });
    expect(running.startsAt.toISOString()).toBe('2025-03-19T14:30:00.000Z');
    expect(during[0]?.externalId).toBe('START178');
  });

  it('keeps a contest found in two lists once, preferring the present_contests copy', () => {
    // Between the two recorded fetches START178 moved lists; here the stale future copy is
    // still present too.
    const stale = firstFuture(fixture(BEFORE) as Lists);
    const overlapping = changed(DURING, (body) => {
      body.future_contests.unshift(stale);
    });
    const contests = mapCodechefContests(parseCodechefBody(overlapping));
    expect(contests).toHaveLength(22);
    expect(contests.filter((c) => c.externalId === 'START178')).toHaveLength(1);
    expect(find(contests, 'START178').durationMinutes).toBe(135);
  });
});

describe('CodeChef shape checks', () => {
  it('accepts contest_duration as a plain non-negative integer', () => {
    const numeric = changed(MAR16, (body) => {
      firstFuture(body).contest_duration = 135;
    });
    expect(find(mapCodechefContests(parseCodechefBody(numeric)), 'START178').durationMinutes).toBe(
      135,
    );
  });

  // One bad row is one skipped row: the sync's bounds check skips a NaN duration, the list stays.
  it.each(['2h', '12.5', '-5', '', -5, 12.5])('maps contest_duration %j to NaN', (duration) => {
    const bad = changed(MAR16, (body) => {
      firstFuture(body).contest_duration = duration;
    });
    const contests = mapCodechefContests(parseCodechefBody(bad));
    expect(contests).toHaveLength(22);
    expect(find(contests, 'START178').durationMinutes).toBeNaN();
  });

  it('skips and counts a row with a missing or zone-less start date, or `contest_name: null`', () => {
    const all = parseCodechefBody(fixture(MAR16)).future_contests.rows.length;
    const missing = changed(MAR16, (body) => {
      delete firstFuture(body).contest_start_date_iso;
    });
    expect(parseCodechefBody(missing).future_contests).toMatchObject({
      malformed: 1,
      rows: { length: all - 1 },
    });
    const zoneless = changed(MAR16, (body) => {
      const row = firstFuture(body);
      row.contest_start_date_iso = row.contest_start_date;
    });
    expect(parseCodechefBody(zoneless).future_contests.malformed).toBe(1);
    const nameless = changed(MAR16, (body) => {
      firstFuture(body).contest_name = null;
    });
    expect(parseCodechefBody(nameless).future_contests.malformed).toBe(1);
  });

  it('rejects a status other than success and a missing list', () => {
    const failed = changed(MAR16, (body) => {
      body.status = 'failure';
    });
    expect(shapeError(failed).message).toMatch(/^codechef: status: /);
    const noPast = changed(MAR16, (body) => {
      Reflect.deleteProperty(body, 'past_contests');
    });
    expect(shapeError(noPast).message).toMatch(/^codechef: past_contests: /);
  });
});
