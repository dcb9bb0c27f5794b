import { describe, expect, it } from 'vitest';
import { UpstreamError } from '#server/platforms/upstream-error';
import { boundRows } from '#server/sync/row-bounds';
import { upstreamFixture } from '../../../test/upstream-stub';
import { mapUcupSchedule, readUcupSchedule } from './map';

const page = () => upstreamFixture('ucup', 'schedule_season-4__2026-01__reconstructed.html');
const map = (html: string) => mapUcupSchedule(readUcupSchedule(html));
const byId = (html: string, id: string) => map(html).contests.find((c) => c.externalId === id);

function readError(html: string): UpstreamError {
  try {
    readUcupSchedule(html);
  } catch (error) {
    if (error instanceof UpstreamError) return error;
    throw error;
  }
  throw new Error('read did not throw');
}

describe('Universal Cup schedule', () => {
  it('maps a stage field by field: its day from 05:00 to 23:00 UTC, its announcement', () => {
    expect(byId(page(), 's4-stage-4')).toEqual({
      platform: 'ucup',
      externalId: 's4-stage-4',
      title: 'The 4th Universal Cup. Stage 4: Grand Prix of Chengdu',
      // The page links it relative to the site.
      url: 'https://ucup.ac/news/ucup-4-stage-4/',
      startsAt: new Date('2025-11-01T05:00:00Z'),
      durationMinutes: 18 * 60,
    });
  });

  it('spans a two-day stage, reads day-first dates, decodes titles, links the schedule without an announcement', () => {
    expect(byId(page(), 's4-stage-12')).toMatchObject({
      title: 'The 4th Universal Cup. Stage 12: Shanghai',
      startsAt: new Date('2026-01-10T05:00:00Z'),
      durationMinutes: (24 + 18) * 60,
    });
    expect(byId(page(), 's4-stage-15')).toMatchObject({
      startsAt: new Date('2026-01-24T05:00:00Z'),
      url: 'https://ucup.ac/',
    });
    expect(byId(page(), 's4-stage-13')?.title).toBe(
      "The 4th Universal Cup. Stage 13: Grand Prix of Xi'an",
    );
    expect(byId(page(), 's4-extra-stage-1')?.title).toBe(
      'The 4th Universal Cup. Extra Stage 1: Grand Prix of Kyiv',
    );
  });

  it('names the season from the page heading, with its ordinal', () => {
    const html = page().replace('>Season 4<', '>Season 13<');
    expect(byId(html, 's13-stage-4')?.title).toBe(
      'The 13th Universal Cup. Stage 4: Grand Prix of Chengdu',
    );
  });

  it('skips and counts a row of the wrong shape; leaves a stage ending before it starts to the sync', () => {
    const html = page()
      .replace('<td>2025.11.15</td>', '<td>mid-November</td>')
      .replace('2026.01.10 to 2026.01.11', '2026.01.10 to 2026.01.08');
    const schedule = readUcupSchedule(html);
    expect(schedule.rows.malformed).toBe(1);
    const bounded = boundRows(mapUcupSchedule(schedule).contests, new Date('2026-01-10T12:00:00Z'));
    expect(bounded.skipped).toEqual({ duration: 1 });
    expect(bounded.kept).toHaveLength(4);
  });

  it('refuses a page without the season heading or without the schedule table', () => {
    expect(readError(page().replace('>Season 4<', '>Archive<')).message).toMatch(/Season N/);
    expect(readError(page().replace('<th>Stage</th>', '<th>Round</th>')).message).toMatch(
      /no table/,
    );
  });
});
