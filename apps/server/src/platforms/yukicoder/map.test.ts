import { describe, expect, it } from 'vitest';
import { UpstreamError } from '#server/platforms/upstream-error';
import { boundRows } from '#server/sync/row-bounds';
import { upstreamFixture } from '../../../test/upstream-stub';
import { mapYukicoderContests, parseYukicoderList } from './map';

type Row = Record<string, unknown>;
const future = () =>
  JSON.parse(upstreamFixture('yukicoder', 'contest_future__2024-04__recorded.json')) as Row[];
const past = () =>
  JSON.parse(upstreamFixture('yukicoder', 'contest_past__2024-04__reconstructed.json')) as Row[];
const map = (f: unknown, p: unknown) =>
  mapYukicoderContests(parseYukicoderList(f).rows, parseYukicoderList(p).rows);

function shapeError(raw: unknown): UpstreamError {
  try {
    parseYukicoderList(raw);
  } catch (error) {
    if (error instanceof UpstreamError) return error;
    throw error;
  }
  throw new Error('parse did not throw');
}

describe('yukicoder contests', () => {
  it('maps the recorded future contest field by field, from JST', () => {
    expect(map(future(), [])[0]).toEqual({
      platform: 'yukicoder',
      externalId: '490',
      title: 'yukicoder contest (ゲーム問題コンテスト)',
      url: 'https://yukicoder.me/contests/490',
      // 21:20 JST.
      startsAt: new Date('2024-04-12T12:20:00Z'),
      durationMinutes: 120,
    });
  });

  it('adds the past contests, one row for a contest in both lists, across midnight JST', () => {
    const both = future();
    const rows = map(both, [...past(), both[0]]);
    expect(rows.map((r) => r.externalId)).toEqual(['490', '488', '484', '486', '487']);
    expect(rows.find((r) => r.externalId === '487')).toMatchObject({
      // 22:30 JST on the 5th is 13:30 UTC; it ends at 00:30 JST on the 6th.
      startsAt: new Date('2024-04-05T13:30:00Z'),
      durationMinutes: 120,
    });
  });

  it('leaves a contest ending before it starts to the sync to skip and count', () => {
    const rows = future();
    rows[1] = { ...rows[1], EndDate: '2024-04-19T20:00:00+09:00' };
    const bounded = boundRows(map(rows, past()), new Date('2024-04-12T12:40:00Z'));
    expect(bounded.skipped).toEqual({ duration: 1 });
    expect(bounded.kept).toHaveLength(4);
  });

  it('skips and counts a row of the wrong type; refuses an envelope of another shape', () => {
    const rows = future();
    rows[1] = { ...rows[1], Date: '2024/04/19 21:20' };
    expect(parseYukicoderList(rows)).toMatchObject({
      malformed: 1,
      rows: { length: rows.length - 1 },
    });
    expect(shapeError({ Message: 'not found' }).kind).toBe('unexpected_shape');
  });
});
