import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { UpstreamError } from '#server/platforms/upstream-error';
import { boundRows } from '#server/sync/row-bounds';
import { mapGfgEvents, parseGfgBody } from './map';

const FILE = 'events_contest_page1__2025-04__reconstructed.json';
const fixture = (): Record<string, unknown> =>
  JSON.parse(
    readFileSync(
      new URL(`../../../fixtures/upstream/geeksforgeeks/${FILE}`, import.meta.url),
      'utf8',
    ),
  ) as Record<string, unknown>;

const map = (raw: unknown) => mapGfgEvents(parseGfgBody(raw));

function shapeError(raw: unknown): UpstreamError {
  try {
    parseGfgBody(raw);
  } catch (error) {
    if (error instanceof UpstreamError) return error;
    throw error;
  }
  throw new Error('parse did not throw');
}

describe('GeeksforGeeks events', () => {
  it('maps every event of the page, upcoming first, field by field', () => {
    const rows = map(fixture());
    expect(rows.map((r) => r.externalId)).toEqual([
      'gfg-weekly-coding-contest-200',
      'job-a-thon-45-hiring-challenge',
      'gfg-weekly-coding-contest-201',
      'gfg-weekly-coding-contest-199',
      'gfg-weekly-coding-contest-198',
      'gfg-midnight-coding-marathon-3',
    ]);
    expect(rows[0]).toEqual({
      platform: 'geeksforgeeks',
      externalId: 'gfg-weekly-coding-contest-200',
      title: 'GFG Weekly Coding Contest - 200',
      url: 'https://practice.geeksforgeeks.org/contest/gfg-weekly-coding-contest-200',
      // 19:00 IST.
      startsAt: new Date('2025-04-13T13:30:00Z'),
      durationMinutes: 90,
    });
  });

  it('reads IST wall times across midnight, and a title where the name is missing', () => {
    const marathon = map(fixture()).find((r) => r.externalId === 'gfg-midnight-coding-marathon-3');
    expect(marathon).toMatchObject({
      title: 'GFG Midnight Coding Marathon 3',
      // 23:30 IST on the 29th is 18:00 UTC the same day; it ends at 01:30 IST on the 30th.
      startsAt: new Date('2025-03-29T18:00:00Z'),
      durationMinutes: 120,
    });
  });

  it('keeps one row for a contest listed as upcoming and past', () => {
    const body = fixture() as { results: { upcoming: unknown[]; past: unknown[] } };
    body.results.past.push(body.results.upcoming[0]);
    expect(map(body).filter((r) => r.externalId === 'gfg-weekly-coding-contest-200')).toHaveLength(
      1,
    );
  });

  it('leaves a bad row to the sync to skip and count, keeping the others', () => {
    const body = fixture() as { results: { upcoming: Record<string, unknown>[] } };
    body.results.upcoming[0] = { ...body.results.upcoming[0], start_time: 'tomorrow' };
    body.results.upcoming[1] = { ...body.results.upcoming[1], end_time: '2025-04-19T19:00:00' };
    const bounded = boundRows(map(body), new Date('2025-04-13T14:00:00Z'));
    expect(bounded.skippedTotal).toBe(2);
    expect(bounded.kept).toHaveLength(4);
  });

  it('skips and counts a row of the wrong type; refuses an envelope of another shape', () => {
    expect(shapeError({ results: { upcoming: [] } }).message).toMatch(
      /^geeksforgeeks: results\.past: /,
    );
    const noSlug = fixture() as { results: { past: Record<string, unknown>[] } };
    const total = noSlug.results.past.length;
    delete noSlug.results.past[0]?.slug;
    const { past } = parseGfgBody(noSlug).results;
    expect(past).toMatchObject({ malformed: 1, rows: { length: total - 1 } });
    expect(shapeError({ detail: 'Not found.' }).message).toMatch(/^geeksforgeeks: results: /);
  });
});
