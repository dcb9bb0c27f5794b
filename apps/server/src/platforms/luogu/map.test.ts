import { describe, expect, it } from 'vitest';
import { UpstreamError } from '#server/platforms/upstream-error';
import { boundRows } from '#server/sync/row-bounds';
import { upstreamFixture } from '../../../test/upstream-stub';
import { mapLuoguContests, parseLuoguBody } from './map';

type Row = Record<string, unknown>;
const fixture = () =>
  JSON.parse(upstreamFixture('luogu', 'contest_list_page-1__2023-08__reconstructed.json')) as {
    currentData: { contests: { result: Row[] | Record<string, Row> } };
  };
const rowsOf = (body: ReturnType<typeof fixture>) => body.currentData.contests.result as Row[];
const map = (raw: unknown) => mapLuoguContests(parseLuoguBody(raw));
const ANCHOR = new Date('2023-08-14T07:00:00Z');

function shapeError(raw: unknown): UpstreamError {
  try {
    parseLuoguBody(raw);
  } catch (error) {
    if (error instanceof UpstreamError) return error;
    throw error;
  }
  throw new Error('parse did not throw');
}

describe('Luogu contests', () => {
  it('maps the recorded contest field by field: its Chinese title exact, Unix seconds to UTC', () => {
    expect(map(fixture()).find((c) => c.externalId === '121700')).toEqual({
      platform: 'luogu',
      externalId: '121700',
      title: '【LGR-(-21) 】SCP 2023 第一轮（初赛 S 组）模拟',
      url: 'https://www.luogu.com.cn/contest/121700',
      // 14:30–16:30 Beijing time, as its description says.
      startsAt: new Date('2023-08-14T06:30:00Z'),
      durationMinutes: 120,
    });
  });

  it('keeps a contest across midnight Beijing time on its instants', () => {
    expect(map(fixture()).find((c) => c.externalId === '120321')).toMatchObject({
      // 22:00 to 01:00 the next day in Beijing.
      startsAt: new Date('2023-08-12T14:00:00Z'),
      durationMinutes: 180,
    });
  });

  it('reads a result written as an object keyed by index, in index order', () => {
    const body = fixture();
    const rows = rowsOf(body);
    body.currentData.contests.result = {
      '1': rows[1] as Row,
      '0': rows[0] as Row,
      '4': rows[4] as Row,
    };
    expect(map(body).map((c) => c.externalId)).toEqual(['123456', '121700', '119999']);
  });

  it('leaves a months-long contest and one ending before it starts to the sync to skip and count', () => {
    const body = fixture();
    const rows = rowsOf(body);
    rows[0] = { ...rows[0], endTime: (rows[0]?.startTime as number) - 60 };
    const bounded = boundRows(map(body), ANCHOR);
    expect(bounded.skipped).toEqual({ duration: 2 });
    expect(bounded.kept.map((c) => c.externalId)).toEqual(['121700', '120321', '118765']);
  });

  it('skips and counts a row of the wrong type; refuses an envelope of another shape', () => {
    const body = fixture();
    const rows = rowsOf(body);
    rows[2] = { ...rows[2], startTime: '2023-08-12 22:00' };
    rows[3] = { ...rows[3], id: null };
    expect(parseLuoguBody(body).currentData.contests.result).toMatchObject({
      malformed: 2,
      rows: { length: rows.length - 2 },
    });
    // What Luogu answers for a page it refuses: an error template, no contests.
    const refused = {
      code: 403,
      currentTemplate: 'InternalError',
      currentData: { errorType: 'x' },
    };
    expect(shapeError(refused).message).toMatch(/^luogu: currentData\.contests/);
  });
});
