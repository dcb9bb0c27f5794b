import { describe, expect, it } from 'vitest';
import { UpstreamError } from '#server/platforms/upstream-error';
import { boundRows } from '#server/sync/row-bounds';
import { upstreamFixture } from '../../../test/upstream-stub';
import { mapDmojContests, parseDmojBody } from './map';

const fixture = () =>
  JSON.parse(upstreamFixture('dmoj', 'api_v2_contests__2024-10__reconstructed.json')) as {
    data: { objects: Record<string, unknown>[] };
  };
const map = (raw: unknown) => mapDmojContests(parseDmojBody(raw));

function shapeError(raw: unknown): UpstreamError {
  try {
    parseDmojBody(raw);
  } catch (error) {
    if (error instanceof UpstreamError) return error;
    throw error;
  }
  throw new Error('parse did not throw');
}

describe('DMOJ contests', () => {
  it('maps a contest field by field', () => {
    expect(map(fixture()).find((c) => c.externalId === 'mwc24')).toEqual({
      platform: 'dmoj',
      externalId: 'mwc24',
      title: 'Mock Waterloo Contest 2024',
      url: 'https://dmoj.ca/contest/mwc24',
      startsAt: new Date('2024-10-19T18:00:00Z'),
      durationMinutes: 180,
    });
  });

  it('gives a windowed contest its whole window, across midnight UTC', () => {
    const rows = map(fixture());
    expect(rows.find((c) => c.externalId === 'dmopc24c2')?.durationMinutes).toBe(3 * 24 * 60 + 60);
    expect(rows.find((c) => c.externalId === 'ecoo24r1')).toMatchObject({
      startsAt: new Date('2024-10-26T23:30:00Z'),
      durationMinutes: 180,
    });
  });

  it('leaves a contest ending before it starts to the sync to skip and count', () => {
    const body = fixture();
    body.data.objects[1] = { ...body.data.objects[1], end_time: '2024-10-12T15:00:00+00:00' };
    const bounded = boundRows(map(body), new Date('2024-10-19T18:30:00Z'));
    expect(bounded.skipped).toEqual({ duration: 1 });
    expect(bounded.kept).toHaveLength(4);
  });

  it('skips and counts a row of the wrong type; refuses an envelope of another shape', () => {
    const body = fixture();
    const total = body.data.objects.length;
    body.data.objects[0] = { ...body.data.objects[0], start_time: 1728079200 };
    const { objects } = parseDmojBody(body).data;
    expect(objects).toMatchObject({ malformed: 1, rows: { length: total - 1 } });
    expect(map(body)).toHaveLength(total - 1);
    const error = { api_version: '2.0', error: { code: 404, message: 'page/object not found' } };
    expect(shapeError(error).message).toMatch(/^dmoj: data: /);
  });
});
