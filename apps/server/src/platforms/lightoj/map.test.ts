import { describe, expect, it } from 'vitest';
import { UpstreamError } from '#server/platforms/upstream-error';
import { boundRows } from '#server/sync/row-bounds';
import { upstreamFixture } from '../../../test/upstream-stub';
import { mapLightojContests, parseLightojPage } from './map';

type Page = { data: { contests: { lastPage: number; data: Record<string, unknown>[] } } };
const current = () =>
  JSON.parse(
    upstreamFixture('lightoj', 'contests_currentOrUpcoming_page1__2025-06__reconstructed.json'),
  ) as Page;
const past = () =>
  JSON.parse(
    upstreamFixture('lightoj', 'contests_past_page1__2025-06__reconstructed.json'),
  ) as Page;
const map = (...pages: unknown[]) => mapLightojContests(pages.map(parseLightojPage));

function shapeError(raw: unknown): UpstreamError {
  try {
    parseLightojPage(raw);
  } catch (error) {
    if (error instanceof UpstreamError) return error;
    throw error;
  }
  throw new Error('parse did not throw');
}

describe('LightOJ contests', () => {
  it('maps a contest field by field, linked by its handle', () => {
    expect(map(current())[0]).toEqual({
      platform: 'lightoj',
      externalId: '2041',
      title: 'LightOJ Monthly Contest June 2025',
      url: 'https://lightoj.com/contest/loj-monthly-june-2025',
      startsAt: new Date('2025-06-14T15:00:00Z'),
      durationMinutes: 180,
    });
  });

  it('adds the past page, one row for a contest on both, across midnight in Dhaka', () => {
    const both = current();
    const [first] = both.data.contests.data;
    const older = past();
    older.data.contests.data.push({ ...first, contestTitleStr: 'an older copy' });
    const rows = map(both, older);
    expect(rows.map((r) => r.externalId)).toEqual(['2041', '2044', '2047', '2039', '2038']);
    expect(rows[0]?.title).toBe('LightOJ Monthly Contest June 2025');
    // 23:30 in Dhaka (UTC+6) on the 21st, two days long.
    expect(rows.find((r) => r.externalId === '2047')).toMatchObject({
      startsAt: new Date('2025-06-21T17:30:00Z'),
      durationMinutes: 2 * 24 * 60,
    });
    // A zone written as an offset is the same instant.
    const offset = current();
    offset.data.contests.data[0] = {
      ...offset.data.contests.data[0],
      contestStartTimestamp: '2025-06-14T21:00:00+06:00',
    };
    expect(map(offset)[0]?.startsAt).toEqual(new Date('2025-06-14T15:00:00Z'));
  });

  it('leaves a contest ending before it starts to the sync to skip and count', () => {
    const body = current();
    body.data.contests.data[1] = {
      ...body.data.contests.data[1],
      contestEndTimestamp: '2025-06-19T04:00:00.000Z',
    };
    const bounded = boundRows(map(body, past()), new Date('2025-06-14T15:30:00Z'));
    expect(bounded.skipped).toEqual({ duration: 1 });
    expect(bounded.kept).toHaveLength(4);
  });

  it('skips and counts a row of the wrong type or a time without its zone; refuses another envelope', () => {
    const body = current();
    const total = body.data.contests.data.length;
    body.data.contests.data[0] = { ...body.data.contests.data[0], contestId: '2041' };
    body.data.contests.data[1] = {
      ...body.data.contests.data[1],
      contestStartTimestamp: '2025-06-20 10:00:00',
    };
    expect(parseLightojPage(body).data.contests.data).toMatchObject({
      malformed: 2,
      rows: { length: total - 2 },
    });
    expect(map(body)).toHaveLength(total - 2);
    expect(shapeError({ message: 'Contest not found' }).message).toMatch(/^lightoj: data: /);
  });
});
