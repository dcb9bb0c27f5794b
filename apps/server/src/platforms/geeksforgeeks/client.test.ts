import { describe, expect, it } from 'vitest';
import { adapterHttp as http, upstreamFixture, useUpstreamStub } from '../../../test/upstream-stub';
import { createGfgAdapter, GFG_MAX_PAGES } from './client';

const serve = useUpstreamStub();
const page1 = upstreamFixture('geeksforgeeks', 'events_contest_page1__2025-04__reconstructed.json');

describe('createGfgAdapter', () => {
  it('pages until a page brings nothing new', async () => {
    // The stub answers every page alike: page 2 repeats page 1, so the sweep stops there.
    const { base, seen } = await serve(200, page1);
    const { contests } = await createGfgAdapter({ baseUrl: `${base}/`, http }).fetchContests(
      new AbortController().signal,
    );
    expect(seen.map((r) => r.url)).toEqual([
      '/api/v1/events/?type=contest&page_number=1&sub_type=all',
      '/api/v1/events/?type=contest&page_number=2&sub_type=all',
    ]);
    expect(contests).toHaveLength(6);
  });

  it('stops after one polite sweep of pages, however many the source has', async () => {
    const { base, seen } = await serve(200, (url) => {
      const page = new URL(url, 'http://x').searchParams.get('page_number') ?? '0';
      const event = (n: number) => ({
        slug: `contest-${page}-${n}`,
        name: `Contest ${page}.${n}`,
        start_time: '2025-04-06T19:00:00',
        end_time: '2025-04-06T20:30:00',
      });
      return JSON.stringify({ results: { upcoming: [], past: [event(1), event(2)] } });
    });
    const { contests } = await createGfgAdapter({ baseUrl: base, http }).fetchContests(
      new AbortController().signal,
    );
    expect(seen).toHaveLength(GFG_MAX_PAGES);
    expect(contests).toHaveLength(2 * GFG_MAX_PAGES);
  });
});
