import { describe, expect, it } from 'vitest';
import { UpstreamError } from '#server/platforms/upstream-error';
import { boundRows } from '#server/sync/row-bounds';
import { upstreamFixture } from '../../../test/upstream-stub';
import { mapTlxContests, parseTlxBody } from './map';

const fixture = () =>
  JSON.parse(upstreamFixture('tlx', 'v2_contests_page1__2025-03__reconstructed.json')) as {
    data: { page: Record<string, unknown>[] };
  };
const map = (raw: unknown) => mapTlxContests(parseTlxBody(raw));

function shapeError(raw: unknown): UpstreamError {
  try {
    parseTlxBody(raw);
  } catch (error) {
    if (error instanceof UpstreamError) return error;
    throw error;
  }
  throw new Error('parse did not throw');
}

describe('TLX contests', () => {
  it('maps a contest field by field, from epoch milliseconds', () => {
    expect(map(fixture()).find((c) => c.externalId === '1409')).toEqual({
      platform: 'tlx',
      externalId: '1409',
      title: 'TLX Regular Open Contest #41',
      url: 'https://tlx.toki.id/contests/troc-41',
      startsAt: new Date('2025-03-15T13:00:00Z'),
      durationMinutes: 180,
    });
  });

  it('keeps a contest that runs across midnight UTC whole', () => {
    expect(map(fixture()).find((c) => c.externalId === '1404')).toMatchObject({
      startsAt: new Date('2025-03-08T22:30:00Z'),
      durationMinutes: 300,
    });
  });

  it('leaves a contest open for months to the sync to skip and count', () => {
    const body = fixture();
    body.data.page[0] = { ...body.data.page[0], duration: 100 * 24 * 3_600_000 };
    const bounded = boundRows(map(body), new Date('2025-03-15T14:00:00Z'));
    expect(bounded.skipped).toEqual({ duration: 1 });
    expect(bounded.kept).toHaveLength(5);
  });

  it('skips and counts a row of the wrong type; refuses an envelope of another shape', () => {
    const body = fixture();
    body.data.page[1] = { ...body.data.page[1], beginTime: '2025-03-22T01:00:00Z' };
    expect(parseTlxBody(body).data.page).toMatchObject({ malformed: 1, rows: { length: 5 } });
    expect(map(body).map((c) => c.externalId)).not.toContain('1418');
    expect(shapeError({ errorName: 'Forbidden' }).message).toMatch(/^tlx: data: /);
  });
});
