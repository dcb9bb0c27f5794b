import { describe, expect, it } from 'vitest';
import { fixedClock } from '#server/lib/clock';
import { adapterHttp as http, upstreamFixture, useUpstreamStub } from '../../../test/upstream-stub';
import { createTlxAdapter, TLX_MAX_PAGES } from './client';

const serve = useUpstreamStub();
const clock = fixedClock('2025-03-15T14:00:00Z');
const DAY = 24 * 3_600_000;

/** Page N of a list of `total` contests, twenty a page, each `apart` before the one above. */
const page = (url: string, total: number, apart: number) => {
  const index = Number(new URL(url, 'http://x').searchParams.get('page'));
  const first = (index - 1) * 20;
  const ids = Array.from({ length: Math.max(0, Math.min(20, total - first)) }, (_, i) => first + i);
  return JSON.stringify({
    data: {
      totalCount: total,
      page: ids.map((i) => ({
        id: 1000 - i,
        jid: `JIDCONT${String(i).padStart(20, '0')}`,
        slug: `c-${i}`,
        name: `Contest ${i}`,
        style: 'ICPC',
        beginTime: Date.parse('2025-03-15T13:00:00Z') - i * apart,
        duration: 3 * 3_600_000,
      })),
      pageNumber: index,
      pageSize: 20,
    },
    rolesMap: {},
    config: { canAdminister: false },
  });
};

describe('createTlxAdapter', () => {
  it('reads the recorded first page and stops when it holds every contest', async () => {
    const { base, seen } = await serve(200, () =>
      upstreamFixture('tlx', 'v2_contests_page1__2025-03__reconstructed.json'),
    );
    const { contests, malformed } = await createTlxAdapter({
      baseUrl: `${base}/`,
      http,
      clock,
    }).fetchContests(new AbortController().signal);
    expect(seen.map((r) => r.url)).toEqual(['/v2/contests?page=1']);
    expect(contests).toHaveLength(6);
    expect(malformed).toBe(0);
  });

  it('reads back ninety days, then stops', async () => {
    // One contest every two days: page 3 (contests 40–59) reaches 80 to 118 days back.
    const { base, seen } = await serve(200, (url) => page(url, 1_000, 2 * DAY));
    const { contests } = await createTlxAdapter({ baseUrl: base, http, clock }).fetchContests(
      new AbortController().signal,
    );
    expect(seen.map((r) => r.url)).toEqual([1, 2, 3].map((n) => `/v2/contests?page=${n}`));
    expect(contests).toHaveLength(60);
  });

  it('stops after a polite sweep however recent the contests are', async () => {
    const { base, seen } = await serve(200, (url) => page(url, 1_000, 3_600_000));
    await createTlxAdapter({ baseUrl: base, http, clock }).fetchContests(
      new AbortController().signal,
    );
    expect(seen).toHaveLength(TLX_MAX_PAGES);
  });
});
