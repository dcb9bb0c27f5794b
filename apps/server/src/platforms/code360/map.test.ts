import { describe, expect, it } from 'vitest';
import { UpstreamError } from '#server/platforms/upstream-error';
import { boundRows } from '#server/sync/row-bounds';
import { upstreamFixture } from '../../../test/upstream-stub';
import { mapCode360Events, parseCode360Body } from './map';

const FILE = 'contest_list_page1__2025-05__reconstructed.json';
const fixture = () =>
  JSON.parse(upstreamFixture('code360', FILE)) as { data: { events: Record<string, unknown>[] } };
const map = (raw: unknown) => mapCode360Events(parseCode360Body(raw));

function shapeError(raw: unknown): UpstreamError {
  try {
    parseCode360Body(raw);
  } catch (error) {
    if (error instanceof UpstreamError) return error;
    throw error;
  }
  throw new Error('parse did not throw');
}

describe('Code360 contest list', () => {
  it('keeps the contests and leaves out the other events', () => {
    expect(map(fixture()).map((c) => c.externalId)).toEqual([
      'weekly-contest-170',
      'biweekly-contest-80',
      'weekly-contest-169',
    ]);
  });

  it('maps a contest field by field, from unix seconds', () => {
    expect(map(fixture())[0]).toEqual({
      platform: 'code360',
      externalId: 'weekly-contest-170',
      title: 'Weekly Contest 170',
      url: 'https://www.naukri.com/code360/contests/weekly-contest-170',
      // 19:00 IST.
      startsAt: new Date('2025-05-11T13:30:00Z'),
      durationMinutes: 90,
    });
  });

  it('leaves a contest without an end, or ending before it starts, to the sync to skip', () => {
    const body = fixture();
    delete body.data.events[0]?.event_end_time;
    body.data.events[1] = { ...body.data.events[1], event_end_time: 1747570000 };
    const bounded = boundRows(map(body), new Date('2025-05-11T14:00:00Z'));
    expect(bounded.skipped).toEqual({ duration: 2 });
    expect(bounded.kept.map((c) => c.externalId)).toEqual(['weekly-contest-169']);
  });

  it('skips and counts a row of the wrong type; refuses an envelope of another shape', () => {
    const body = fixture();
    const total = body.data.events.length;
    body.data.events[0] = { ...body.data.events[0], event_start_time: '2025-05-11' };
    const { events } = parseCode360Body(body).data;
    expect(events.malformed).toBe(1);
    expect(events.rows).toHaveLength(total - 1);
    expect(shapeError({ data: { events: [] } }).message).toMatch(/^code360: data\.current_page: /);
  });
});
