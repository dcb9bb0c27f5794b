import { describe, expect, it } from 'vitest';
import { ClistQueryError, clistQueryKey, parseClistQuery } from './clist-query';

const ALL = ['codeforces', 'codechef', 'hackerrank', 'cfgym', 'hackerearth', 'atcoder', 'leetcode'];

function refused(query: Record<string, string>): string {
  try {
    parseClistQuery(query);
  } catch (error) {
    if (error instanceof ClistQueryError) return error.message;
    throw error;
  }
  throw new Error('accepted');
}

describe('clist’s filters as clients send them', () => {
  it('reads `?start__gte=now&order_by=start` with every resource, 100 a page', () => {
    expect(parseClistQuery({ start__gte: 'now', order_by: 'start' })).toEqual({
      platforms: ALL,
      start: { gte: 'now' },
      end: {},
      event: [],
      orderBy: 'start',
      limit: 100,
      offset: 0,
    });
  });

  it.each([
    ['2026-11-05T09:00:00Z', '2026-11-05T09:00:00.000Z'],
    ['2026-11-05T09:00:00', '2026-11-05T09:00:00.000Z'],
    ['2026-11-05T09:00:00.123456', '2026-11-05T09:00:00.123Z'],
    ['2026-11-05T09:00:00.250Z', '2026-11-05T09:00:00.250Z'],
    ['2026-11-5T9:00', '2026-11-05T09:00:00.000Z'],
    ['2026-11-05', '2026-11-05T00:00:00.000Z'],
    ['2026-11-05T11:00:00+02:00', '2026-11-05T09:00:00.000Z'],
    // `+` unescaped in a query string arrives as a space.
    ['2026-11-05T11:00:00 02:00', '2026-11-05T09:00:00.000Z'],
    ['2026-11-05T04:00:00-05:00', '2026-11-05T09:00:00.000Z'],
  ])('reads the time %s as %s UTC', (text, iso) => {
    const query = parseClistQuery({ end__gte: text });
    expect(query.end.gte).toEqual(new Date(iso));
  });

  it('takes `now` in any case, and keeps it as now (resolved when the answer is built)', () => {
    expect(parseClistQuery({ start__lt: 'NOW' }).start).toEqual({ lt: 'now' });
  });

  it.each([['2026-02-30T10:00'], ['2026-11-05T24:00'], ['tomorrow'], ['1700000000'], ['']])(
    'answers 400 naming the field for the time %j',
    (text) => {
      expect(refused({ start__gt: text })).toMatch(/^start__gt: /);
    },
  );

  it('narrows by host, hosts, id and ids, each narrowing the others', () => {
    expect(parseClistQuery({ resource: 'codechef.com' }).platforms).toEqual(['codechef']);
    expect(
      parseClistQuery({ resource__name__in: 'atcoder.jp,leetcode.com,spoj.com' }).platforms,
    ).toEqual(['atcoder', 'leetcode']);
    expect(parseClistQuery({ resource_id: '2' }).platforms).toEqual(['codechef']);
    expect(parseClistQuery({ resource_id__in: '1,2,93,102' }).platforms).toEqual([
      'codeforces',
      'codechef',
      'atcoder',
      'leetcode',
    ]);
    expect(parseClistQuery({ resource_id__in: '1,2', resource: 'codechef.com' }).platforms).toEqual(
      ['codechef'],
    );
  });

  it('gives no platform for a resource we do not serve, rather than every one', () => {
    expect(parseClistQuery({ resource: 'topcoder.com' }).platforms).toEqual([]);
    expect(parseClistQuery({ resource_id: '12' }).platforms).toEqual([]);
  });

  it('answers 400 for a resource id that is no number', () => {
    expect(refused({ resource_id: 'codechef' })).toMatch(/^resource_id: /);
    expect(refused({ resource_id__in: '1,two' })).toMatch(/^resource_id__in: /);
  });

  it('takes event__icontains, and a regex filter only as a plain substring', () => {
    expect(parseClistQuery({ event__icontains: 'Starters' }).event).toEqual([
      { text: 'Starters', caseSensitive: false },
    ]);
    expect(parseClistQuery({ event__regex: 'Weekly Contest' }).event).toEqual([
      { text: 'Weekly Contest', caseSensitive: true },
    ]);
    expect(parseClistQuery({ event__iregex: 'starters' }).event).toEqual([
      { text: 'starters', caseSensitive: false },
    ]);
  });

  it.each([['^Codeforces'], ['Div\\. 2'], ['(a+)+$'], ['Round.*Div']])(
    'refuses the regular expression %j with 400 (no user pattern runs here)',
    (pattern) => {
      expect(refused({ event__regex: pattern })).toMatch(/^event__regex: .*plain substring/);
      expect(refused({ event__iregex: pattern })).toMatch(/^event__iregex: /);
    },
  );

  it('reads upcoming, order_by, limit (at most 1000) and offset', () => {
    expect(parseClistQuery({ upcoming: 'true' }).upcoming).toBe(true);
    expect(parseClistQuery({ upcoming: 'false' }).upcoming).toBe(false);
    expect(parseClistQuery({ order_by: '-end' }).orderBy).toBe('-end');
    expect(parseClistQuery({ limit: '50', offset: '100' })).toMatchObject({
      limit: 50,
      offset: 100,
    });
    expect(parseClistQuery({ limit: '5000' }).limit).toBe(1000);
    expect(parseClistQuery({ limit: '0' }).limit).toBe(1000);
  });

  it.each([
    [{ upcoming: 'soon' }, 'upcoming'],
    [{ order_by: 'event' }, 'order_by'],
    [{ limit: '-1' }, 'limit'],
    [{ offset: 'x' }, 'offset'],
    [{ format: 'atom' }, 'format'],
  ])('answers 400 naming the field for %j', (query, field) => {
    expect(refused(query)).toMatch(new RegExp(`^${field}: `));
  });

  it('accepts username, api_key, format=json and parameters it does not know, and ignores them', () => {
    const plain = parseClistQuery({ upcoming: 'true' });
    const keyed = parseClistQuery({
      upcoming: 'true',
      username: 'someone',
      api_key: '0123456789abcdef',
      format: 'json',
      total_count: 'true',
    });
    expect(keyed).toEqual(plain);
    expect(clistQueryKey(keyed)).toBe(clistQueryKey(plain));
  });

  it('gives queries that mean the same one key, and different ones different keys', () => {
    const key = (query: Record<string, string>) => clistQueryKey(parseClistQuery(query));
    expect(key({ start__gte: '2026-11-5T9:00' })).toBe(key({ start__gte: '2026-11-05T09:00:00Z' }));
    expect(key({ resource: 'codechef.com' })).toBe(key({ resource_id: '2' }));
    expect(key({ start__gte: 'now' })).not.toBe(key({ start__gt: 'now' }));
  });
});
