import { describe, expect, it } from 'vitest';
import { adapterHttp as http, useUpstreamStub } from '../../../test/upstream-stub';
import { createDmojAdapter, DMOJ_MAX_PAGES } from './client';

const serve = useUpstreamStub();

const page = (url: string, totalPages: number) => {
  const index = Number(new URL(url, 'http://x').searchParams.get('page'));
  return JSON.stringify({
    api_version: '2.0',
    method: 'get',
    fetched: '2024-10-19T18:30:00.412863+00:00',
    data: {
      current_object_count: 1,
      objects_per_page: 1000,
      total_objects: totalPages,
      page_index: index,
      total_pages: totalPages,
      objects: [
        {
          key: `c${index}`,
          name: `Contest ${index}`,
          start_time: '2024-10-19T18:00:00+00:00',
          end_time: '2024-10-19T21:00:00+00:00',
          time_limit: null,
          tags: [],
        },
      ],
    },
  });
};

describe('createDmojAdapter', () => {
  it('reads every page the source has', async () => {
    const { base, seen } = await serve(200, (url) => page(url, 3));
    const { contests } = await createDmojAdapter({ baseUrl: base, http }).fetchContests(
      new AbortController().signal,
    );
    expect(seen.map((r) => r.url)).toEqual([
      '/api/v2/contests?page=1',
      '/api/v2/contests?page=2',
      '/api/v2/contests?page=3',
    ]);
    expect(contests.map((c) => c.externalId)).toEqual(['c1', 'c2', 'c3']);
  });

  it('stops after a polite sweep however many pages the source claims', async () => {
    const { base, seen } = await serve(200, (url) => page(url, 500));
    await createDmojAdapter({ baseUrl: base, http }).fetchContests(new AbortController().signal);
    expect(seen).toHaveLength(DMOJ_MAX_PAGES);
  });
});
