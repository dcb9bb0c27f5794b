import { describe, expect, it } from 'vitest';
import { adapterHttp as http, upstreamFixture, useUpstreamStub } from '../../../test/upstream-stub';
import { createGfgAdapter, GFG_MAX_PAGES } from './client';

const serve = useUpstreamStub();
const page1 = upstreamFixture('geeksforgeeks', 'events_contest_page1__2025-04__reconstructed.json');

describe('createGfgAdapter', () => {
  it('pages until a page brings nothing new', async () => {
    // The stub answers every page alike: page 2 repeats page 1, so the sweep stops there.
    const { base, seen } = await serve(200, page1);
    const { contests } = await createGfgAdapter({ baseUrl: base, http }).fetchContests(
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

  it('counts a bad upcoming row once, though every page repeats it, and each bad past row', async () => {
    const { base } = await serve(200, (url) => {
      const page = new URL(url, 'http://x').searchParams.get('page_number') ?? '0';
      const event = (slug: string) => ({
        slug,
        name: slug,
        start_time: '2025-04-06T19:00:00',
        end_time: '2025-04-06T20:30:00',
      });
      const broken = { slug: null, name: 'no slug' };
      // Pages 1 and 2 bring a new past contest each, page 3 nothing new: the sweep ends there.
      const past = page === '3' ? [event('past-1')] : [event(`past-${page}`), broken];
      return JSON.stringify({ results: { upcoming: [event('soon'), broken], past } });
    });
    const read = await createGfgAdapter({ baseUrl: base, http }).fetchContests(
      new AbortController().signal,
    );
    expect(read.contests.map((c) => c.externalId)).toEqual(['soon', 'past-1', 'past-2']);
    expect(read.malformed).toBe(1 + 2);
  });
});
