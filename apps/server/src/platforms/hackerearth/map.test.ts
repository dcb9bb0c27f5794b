import { describe, expect, it } from 'vitest';
import { UpstreamError } from '#server/platforms/upstream-error';
import { boundRows } from '#server/sync/row-bounds';
import { upstreamFixture } from '../../../test/upstream-stub';
import { mapHackerearthEvents, parseHackerearthBody } from './map';

const FILE = 'chrome-extension_events__2025-04__reconstructed.json';
const fixture = () =>
  JSON.parse(upstreamFixture('hackerearth', FILE)) as { response: Record<string, unknown>[] };
const map = (raw: unknown) => mapHackerearthEvents(parseHackerearthBody(raw));

function shapeError(raw: unknown): UpstreamError {
  try {
    parseHackerearthBody(raw);
  } catch (error) {
    if (error instanceof UpstreamError) return error;
    throw error;
  }
  throw new Error('parse did not throw');
}

describe('HackerEarth events', () => {
  it('keeps the competitive challenges and leaves out hackathons and hiring', () => {
    expect(map(fixture()).map((c) => c.externalId)).toEqual([
      'april-circuits-25',
      'dsa-coding-contest-may-25',
    ]);
  });

  it('maps a contest field by field, from its IST time with offset', () => {
    expect(map(fixture())[0]).toEqual({
      platform: 'hackerearth',
      externalId: 'april-circuits-25',
      title: "April Circuits '25",
      url: 'https://www.hackerearth.com/challenges/competitive/april-circuits-25/',
      // 21:30 IST.
      startsAt: new Date('2025-04-18T16:00:00Z'),
      durationMinutes: 10 * 24 * 60,
    });
  });

  it('reads a contest across midnight IST and drops the language prefix from its link', () => {
    expect(map(fixture())[1]).toMatchObject({
      url: 'https://www.hackerearth.com/challenges/competitive/dsa-coding-contest-may-25/',
      startsAt: new Date('2025-04-26T18:00:00Z'),
      durationMinutes: 120,
    });
  });

  it('leaves out a competitive path typed hiring, and a link to another site', () => {
    const body = fixture();
    body.response[0] = { ...body.response[0], challenge_type: 'hiring' };
    body.response[3] = {
      ...body.response[3],
      url: 'https://evil.example/challenges/competitive/x/',
    };
    expect(map(body)).toEqual([]);
  });

  it('leaves a contest ending before it starts to the sync to skip and count', () => {
    const body = fixture();
    body.response[0] = { ...body.response[0], end_tz: '2025-04-18 20:30:00+05:30' };
    const bounded = boundRows(map(body), new Date('2025-04-18T16:30:00Z'));
    expect(bounded.skipped).toEqual({ duration: 1 });
    expect(bounded.kept).toHaveLength(1);
  });

  it('skips and counts a row of the wrong type; refuses an envelope of another shape', () => {
    const body = fixture();
    const total = body.response.length;
    body.response[2] = { ...body.response[2], start_tz: 'Apr 20, 2025' };
    const { response } = parseHackerearthBody(body);
    expect(response).toMatchObject({ malformed: 1, rows: { length: total - 1 } });
    expect(shapeError({ events: [] }).message).toMatch(/^hackerearth: response: /);
  });
});
