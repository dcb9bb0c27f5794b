import { describe, expect, it } from 'vitest';
import { adapterHttp as http, useUpstreamStub } from '../../../test/upstream-stub';
import { CODE360_MAX_PAGES, createCode360Adapter } from './client';

const serve = useUpstreamStub();

const page = (n: number, totalPages: number) =>
  JSON.stringify({
    data: {
      events: [
        {
          name: `Weekly Contest ${n}`,
          slug: `weekly-contest-${n}`,
          event_category: 'CONTEST',
          event_start_time: 1746970200 - n * 604_800,
          event_end_time: 1746975600 - n * 604_800,
        },
      ],
      current_page: n,
      total_pages: totalPages,
    },
  });

const pageOf = (url: string) => Number(new URL(url, 'http://x').searchParams.get('page'));

describe('createCode360Adapter', () => {
  it('asks page after page while the source has more, up to one polite sweep', async () => {
    const { base, seen } = await serve(200, (url) => page(pageOf(url), 12));
    const { contests } = await createCode360Adapter({
      baseUrl: base,
      fallbackBaseUrl: base,
      http,
    }).fetchContests(new AbortController().signal);
    expect(seen.map((r) => r.url)).toEqual(
      Array.from(
        { length: CODE360_MAX_PAGES },
        (_, i) => `/code360/api/v4/public_section/contest_list?page=${i + 1}&naukri_request=true`,
      ),
    );
    expect(contests).toHaveLength(CODE360_MAX_PAGES);
  });

  it('stops at the last page the source has', async () => {
    const { base, seen } = await serve(200, (url) => page(pageOf(url), 2));
    await createCode360Adapter({ baseUrl: base, fallbackBaseUrl: base, http }).fetchContests(
      new AbortController().signal,
    );
    expect(seen).toHaveLength(2);
  });
});
