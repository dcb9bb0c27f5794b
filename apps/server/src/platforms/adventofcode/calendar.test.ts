import { describe, expect, it } from 'vitest';
import { seriesKey } from '@contest-tracker/contract';
import { boundRows } from '#server/sync/row-bounds';
import { adventContests, adventDay, daysIn, seasonsAround } from './calendar';

const at = (iso: string) => new Date(iso);

describe('Advent of Code calendar', () => {
  it('makes a day one contest, from midnight EST for 24 hours, linked to its puzzle', () => {
    expect(adventDay(2025, 3)).toEqual({
      platform: 'adventofcode',
      externalId: '2025-day-3',
      title: 'Advent of Code 2025, Day 3',
      url: 'https://adventofcode.com/2025/day/3',
      startsAt: at('2025-12-03T05:00:00Z'),
      durationMinutes: 24 * 60,
    });
  });

  it('has 25 days a season up to 2024 and 12 from 2025', () => {
    expect([2015, 2024, 2025, 2030].map(daysIn)).toEqual([25, 25, 12, 12]);
    const rows = adventContests(at('2025-03-01T00:00:00Z'));
    expect(rows.map((r) => r.externalId).filter((id) => id.startsWith('2024-'))).toHaveLength(25);
    expect(rows.at(24)?.startsAt).toEqual(at('2024-12-25T05:00:00Z'));
    expect(rows.at(-1)).toMatchObject({
      externalId: '2025-day-12',
      startsAt: at('2025-12-12T05:00:00Z'),
    });
  });

  it('lists the season under way or last finished and the next, turning at the first unlock', () => {
    expect(seasonsAround(at('2026-03-01T12:00:00Z'))).toEqual([2025, 2026]);
    expect(seasonsAround(at('2026-12-01T04:59:59Z'))).toEqual([2025, 2026]);
    expect(seasonsAround(at('2026-12-01T05:00:00Z'))).toEqual([2026, 2027]);
    expect(seasonsAround(at('2026-12-31T23:00:00Z'))).toEqual([2026, 2027]);
    // Nothing before the first season, 2015.
    expect(seasonsAround(at('2015-06-01T00:00:00Z'))).toEqual([2015]);
  });

  it('is one series across days and seasons, so hiding one day hides them all', () => {
    const keys = new Set(
      adventContests(at('2025-12-02T00:00:00Z')).map((c) => seriesKey(c.platform, c.title)),
    );
    expect([...keys]).toEqual(['adventofcode:advent of code day']);
  });

  it('keeps every day through the sync’s bounds, ids included', () => {
    const rows = adventContests(at('2026-12-05T06:00:00Z'));
    expect(boundRows(rows, at('2026-12-05T06:00:00Z'))).toMatchObject({
      skippedTotal: 0,
      kept: { length: 24 },
    });
  });
});
