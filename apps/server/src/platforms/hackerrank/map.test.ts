import { describe, expect, it } from 'vitest';
import { UpstreamError } from '#server/platforms/upstream-error';
import { boundRows } from '#server/sync/row-bounds';
import { upstreamFixture } from '../../../test/upstream-stub';
import { mapHackerrankContests, parseHackerrankBody } from './map';

const FILE = 'rest_contests_upcoming__2025-05__reconstructed.json';
const fixture = () =>
  JSON.parse(upstreamFixture('hackerrank', FILE)) as { models: Record<string, unknown>[] };
const map = (raw: unknown) => mapHackerrankContests(parseHackerrankBody(raw));
const NOW = new Date('2025-05-10T12:00:00Z');

function shapeError(raw: unknown): UpstreamError {
  try {
    parseHackerrankBody(raw);
  } catch (error) {
    if (error instanceof UpstreamError) return error;
    throw error;
  }
  throw new Error('parse did not throw');
}

describe('HackerRank contests', () => {
  it('maps a contest field by field, keyed by its id and linked by its slug', () => {
    expect(map(fixture()).find((c) => c.externalId === '15002')).toEqual({
      platform: 'hackerrank',
      externalId: '15002',
      title: 'Example Codesprint 2025',
      url: 'https://www.hackerrank.com/contests/example-codesprint-2025',
      startsAt: new Date('2025-05-10T16:00:00Z'),
      durationMinutes: 24 * 60,
    });
  });

  it('reads epochs as UTC instants, across midnight', () => {
    expect(map(fixture()).find((c) => c.externalId === '15020')).toMatchObject({
      startsAt: new Date('2025-05-17T23:30:00Z'),
      durationMinutes: 60,
    });
  });

  it('leaves the years-long ProjectEuler+ and a contest without times to the sync to skip', () => {
    const body = fixture();
    body.models.push({ ...body.models[3], id: 15030, epoch_starttime: 0, epoch_endtime: 0 });
    const bounded = boundRows(map(body), NOW);
    expect(bounded.skipped).toEqual({ duration: 1, start: 1 });
    expect(bounded.kept.map((c) => c.externalId)).toEqual(['15010', '15002', '15020']);
  });

  it('skips and counts a row of the wrong type; refuses an envelope of another shape', () => {
    const body = fixture();
    const total = body.models.length;
    body.models[1] = { ...body.models[1], name: null };
    const { models } = parseHackerrankBody(body);
    expect(models).toMatchObject({ malformed: 1, rows: { length: total - 1 } });
    expect(map(body)).toHaveLength(total - 1);
    expect(shapeError({ status: false }).kind).toBe('unexpected_shape');
  });
});
