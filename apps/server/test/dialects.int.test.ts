import { PLATFORM_IDS, PLATFORM_NAMES, type PlatformId } from '@contest-tracker/contract';
import { parseFeed } from '@rowanmanning/feed-parser';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ContestRow } from '#server/db/contests-repository';
import { contests } from '#server/db/schema';
import {
  clistPageSchema,
  clistResourcesSchema,
  clistV1PageSchema,
} from '#server/services/dialects/clist-page';
import { clistResourceOf } from '#server/services/dialects/clist-resources';
import { kontestsSitesSchema } from '#server/services/dialects/kontests-answers';
import { kontestsContestSchema } from '#server/services/dialects/kontests-contest';
import { kontestsSite } from '#server/services/dialects/kontests-sites';
import { TEST_NOW } from './test-stack';
import { syncAllOk, useStack } from './use-stack';

// The open trackers' dialects (issue 47, decision 044), on one server synced once: each route is
// asked as a real client of kontests or clist asks it (fixtures/upstream/PROVENANCE.md, "clients'
// calls"), and its answer compared with the stored contests.
const t = useStack({
  emptyEachTest: false,
  env: {
    PLATFORMS: PLATFORM_IDS.join(','),
    // Each test that counts the read budget comes from an address of its own.
    TRUST_PROXY: '127.0.0.1',
    READ_RATE_LIMIT_PER_MINUTE: '60',
  },
  setUp: syncAllOk,
});

const NOW = new Date(TEST_NOW);
let address = 0;
/** A client of its own (its own read budget), as a proxy at 127.0.0.1 names it. */
const client = () => ({ 'x-forwarded-for': `198.51.100.${++address}` });

/** A 200 open to any origin, its body read by the dialect's own schema. */
async function getJson<S extends z.ZodType>(
  path: string,
  schema: S,
  headers: Record<string, string> = {},
): Promise<{ response: Response; body: z.output<S> }> {
  const response = await t.stack.get(path, { ...client(), ...headers });
  expect(response.status, path).toBe(200);
  expect(response.headers.get('access-control-allow-origin'), path).toBe('*');
  return { response, body: schema.parse(await response.json()) };
}

async function stored(): Promise<ContestRow[]> {
  const rows = await t.db.database.db.select().from(contests);
  return rows.sort(
    (a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.id.localeCompare(b.id),
  );
}
const notEnded = (rows: ContestRow[], now = NOW) => rows.filter((row) => row.endsAt > now);
const clistTime = (at: Date) => at.toISOString().slice(0, 19);

const kontestsList = z.array(kontestsContestSchema);
type ClistPage = z.output<typeof clistPageSchema>;

function asKontests(row: ContestRow, now = NOW) {
  const running = row.startsAt <= now;
  return {
    name: row.title,
    url: row.url,
    start_time: row.startsAt.toISOString(),
    end_time: row.endsAt.toISOString(),
    duration: String(row.durationMinutes * 60),
    in_24_hours: !running && row.startsAt.getTime() - now.getTime() <= 86_400_000 ? 'Yes' : 'No',
    status: running ? 'CODING' : 'BEFORE',
  };
}

describe('kontests', () => {
  it("answers its own browser extension: /sites, then each site's contests", async () => {
    // AliOsm/kontests-browser-extension, kontests.js: GET /api/v1/sites, then /api/v1/<key> each.
    const { body: sites } = await getJson('/api/v1/sites', kontestsSitesSchema);
    expect(sites.map(([, key]) => key)).toEqual(
      expect.arrayContaining([
        'codeforces',
        'codeforces_gym',
        'at_coder',
        'code_chef',
        'leet_code',
        'hacker_rank',
        'hacker_earth',
        'dmoj',
      ]),
    );
    expect(sites).toHaveLength(PLATFORM_IDS.length);
    const rows = notEnded(await stored());
    for (const platform of PLATFORM_IDS) {
      const { name, key } = kontestsSite(platform);
      expect(sites.find(([, k]) => k === key)?.[0]).toBe(name);
      const { body } = await getJson(`/api/v1/${key}`, kontestsList);
      expect(body, key).toEqual(
        rows.filter((row) => row.platform === platform).map((row) => asKontests(row)),
      );
    }
  });

  it('lists every running and upcoming contest in /api/v1/all, soonest first, with its site', async () => {
    // As its consumers read it (ayush4898/competition-calender, sameertamrakar11/Programing-Contest):
    // name, url, start_time, end_time, site, in_24_hours, status.
    const { body } = await getJson('/api/v1/all', kontestsList);
    const rows = notEnded(await stored());
    expect(rows.length).toBeGreaterThan(0);
    expect(body).toEqual(
      rows.map((row) => ({ ...asKontests(row), site: kontestsSite(row.platform).name })),
    );
    expect(new Set(body.map((contest) => contest.status))).toEqual(new Set(['BEFORE', 'CODING']));
    expect(body.some((contest) => contest.in_24_hours === 'Yes')).toBe(true);
  });

  it('answers 404 for a site it does not know, readable from any origin', async () => {
    const response = await t.stack.get('/api/v1/top_coder', client());
    expect(response.status).toBe(404);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(((await response.json()) as { error: { message: string } }).error.message).toContain(
      'code_chef',
    );
  });
});

describe('clist, read-only contests', () => {
  it('answers `?start__gte=now&order_by=start` (v2) with every contest not yet started', async () => {
    // A public client: fetch('https://clist.by/api/v2/contest/?start__gte=now&order_by=start').
    const { body } = await getJson(
      '/api/v2/contest/?start__gte=now&order_by=start',
      clistPageSchema,
      {
        authorization: 'ApiKey someone:0123456789abcdef',
      },
    );
    const expected = (await stored()).filter(
      (row) => row.startsAt >= NOW && clistResourceOf(row.platform),
    );
    expect(body.meta).toMatchObject({ limit: 100, offset: 0, total_count: expected.length });
    expect(body.objects.map((o) => o.href)).toEqual(expected.slice(0, 100).map((row) => row.url));
    const [first] = expected;
    const resource = first && clistResourceOf(first.platform);
    expect(body.objects[0]).toMatchObject({
      resource: resource?.host,
      resource_id: resource?.id,
      host: resource?.host,
      event: first?.title,
      start: first && clistTime(first.startsAt),
      end: first && clistTime(first.endsAt),
      duration: (first?.durationMinutes ?? 0) * 60,
    });
  });

  it('answers `?resource=codechef.com&end__gte=<ISO>&order_by=start` with CodeChef alone', async () => {
    const since = new Date(NOW.getTime() - 7 * 86_400_000);
    const { body } = await getJson(
      `/api/v4/contest/?resource=codechef.com&end__gte=${since.toISOString()}&order_by=start`,
      clistPageSchema,
    );
    const expected = (await stored()).filter(
      (row) => row.platform === 'codechef' && row.endsAt >= since,
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(body.objects.map((o) => [o.event, o.resource_id])).toEqual(
      expected.map((row) => [row.title, 2]),
    );
  });

  it('answers `?upcoming=true&format=json&order_by=start&limit=50&resource_id__in=1,2,93,102` with its key in a header', async () => {
    const { body } = await getJson(
      '/api/v4/contest/?upcoming=true&format=json&order_by=start&limit=50&resource_id__in=1,2,93,102',
      clistPageSchema,
      { authorization: 'ApiKey sanjeet:0123456789abcdef' },
    );
    const wanted: PlatformId[] = ['codeforces', 'codechef', 'atcoder', 'leetcode'];
    const expected = notEnded(await stored()).filter((row) => wanted.includes(row.platform));
    expect(body.meta).toMatchObject({ limit: 50, total_count: expected.length });
    expect(body.objects.map((o) => o.href)).toEqual(expected.slice(0, 50).map((row) => row.url));
  });

  it('answers `?resource_id=2&start__gte=…&start__lt=…&limit=50`, a window of CodeChef', async () => {
    const from = new Date(NOW.getTime() - 30 * 86_400_000);
    const to = new Date(NOW.getTime() + 30 * 86_400_000);
    const { body } = await getJson(
      `/api/v4/contest/?resource_id=2&start__gte=${clistTime(from)}&start__lt=${clistTime(to)}&limit=50&username=u&api_key=k`,
      clistPageSchema,
    );
    const expected = (await stored()).filter(
      (row) => row.platform === 'codechef' && row.startsAt >= from && row.startsAt < to,
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(body.objects.map((o) => o.href)).toEqual(expected.slice(0, 50).map((row) => row.url));
  });

  it('answers v1 with the resource as { id, name }, times written as clients write them', async () => {
    // rkas123/CodeForces-Comparator-Backend, controllers/clist.js: a local date such as
    // 2026-3-1T12:00:00, username and api_key in the query, order_by=start, limit=300.
    const { body } = await getJson(
      '/api/v1/contest/?username=rkas&api_key=abc&resource__id__in=1,2,3&start__gte=2026-3-1T12%3A00%3A00&order_by=start&limit=300',
      clistV1PageSchema,
    );
    const expected = (await stored()).filter(
      (row) => row.startsAt >= NOW && clistResourceOf(row.platform),
    );
    expect(body.meta.total_count).toBe(expected.length);
    const first = expected[0] && clistResourceOf(expected[0].platform);
    expect(body.objects[0]?.resource).toEqual({ id: first?.id, name: first?.host });
    expect(body.objects[0]).not.toHaveProperty('host');
  });

  it('pages with limit and offset, `next` asking for the rest of the same range', async () => {
    const all = await getJson('/api/v4/contest/?end__gt=now&order_by=-start', clistPageSchema);
    const seen: string[] = [];
    let next: string | null = '/api/v4/contest/?end__gt=now&order_by=-start&limit=3';
    while (next) {
      const { body: page }: { body: ClistPage } = await getJson(next, clistPageSchema);
      seen.push(...page.objects.map((o) => o.href));
      next = page.meta.next;
    }
    expect(seen).toEqual(all.body.objects.map((o) => o.href));
    expect(seen.length).toBeGreaterThan(3);
  });

  it('filters the title by substring: event__icontains and a plain event__regex', async () => {
    const rows = (await stored()).filter((row) => clistResourceOf(row.platform));
    const [sample] = notEnded(rows).filter((row) => row.platform === 'codechef');
    // A few words of one title: the same few contests whatever the case.
    const words = (sample?.title ?? '').split(' ').slice(0, 2).join(' ');
    const expected = rows.filter((row) => row.title.toLowerCase().includes(words.toLowerCase()));
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(1000);
    const { body } = await getJson(
      `/api/v4/contest/?event__icontains=${encodeURIComponent(words.toUpperCase())}&limit=1000`,
      clistPageSchema,
    );
    expect(body.objects.map((o) => o.href)).toEqual(expected.map((row) => row.url));
    const regex = await getJson(
      `/api/v4/contest/?event__regex=${encodeURIComponent(words.toUpperCase())}&limit=1000`,
      clistPageSchema,
    );
    // event__regex is case-sensitive, as clist's is.
    expect(regex.body.meta.total_count).toBe(
      rows.filter((row) => row.title.includes(words.toUpperCase())).length,
    );
  });

  it('refuses a regular expression with 400, and runs none', async () => {
    const response = await t.stack.get('/api/v4/contest/?event__regex=%5E(a%2B)%2B%24', client());
    expect(response.status).toBe(400);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const body = (await response.json()) as { error: { message: string } };
    expect(body.error.message).toMatch(/^event__regex: .*plain substring/);
  });

  it('lets a browser page send its ApiKey header: the preflight allows it', async () => {
    const response = await t.stack.request('OPTIONS', '/api/v4/contest/?upcoming=true', {
      headers: {
        origin: 'https://someone.example',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-headers')).toBe('authorization');
    expect(response.headers.get('access-control-allow-methods')).toBe('GET');
  });

  it('lists our platforms as clist resources', async () => {
    const { body } = await getJson('/api/v4/resource/', clistResourcesSchema);
    expect(body.objects).toEqual([
      { id: 1, name: 'codeforces.com' },
      { id: 2, name: 'codechef.com' },
      { id: 63, name: 'hackerrank.com' },
      { id: 64, name: 'codeforces.com/gyms' },
      { id: 73, name: 'hackerearth.com' },
      { id: 93, name: 'atcoder.jp' },
      { id: 102, name: 'leetcode.com' },
    ]);
  });
});

describe('feeds', () => {
  it.each([['atom'], ['rss']])(
    'serves /feeds/upcoming.%s, which a feed reader reads, per platform',
    async (format) => {
      const response = await t.stack.get(
        `/feeds/upcoming.${format}?platforms=codechef,leetcode`,
        client(),
      );
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(`application/${format}+xml; charset=utf-8`);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      const feed = parseFeed(await response.text());
      expect(feed.meta.type).toBe(format);
      expect(feed.title).toBe(
        `Upcoming contests: ${PLATFORM_NAMES.codechef} / ${PLATFORM_NAMES.leetcode}`,
      );
      const expected = notEnded(await stored()).filter(
        (row) => row.platform === 'codechef' || row.platform === 'leetcode',
      );
      expect(expected.length).toBeGreaterThan(0);
      expect(feed.items.map((item) => [item.title, item.url])).toEqual(
        expected.map((row) => [row.title, row.url]),
      );
    },
  );

  it('answers 400 naming the field for an unknown platform, and a JSON 404 for an unknown feed', async () => {
    const response = await t.stack.get('/feeds/upcoming.atom?platforms=topcoder', client());
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(
      /^platforms: /,
    );
    const unknown = await t.stack.get('/feeds/past.atom', client());
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-type')).toMatch(/^application\/json/);
  });
});

describe('every dialect route', () => {
  const routes = [
    '/api/v1/all',
    '/api/v1/sites',
    '/api/v1/code_chef',
    '/api/v4/contest/?upcoming=true',
    '/api/v2/contest/?upcoming=true',
    '/api/v1/contest/?upcoming=true',
    '/api/v4/resource/',
    '/feeds/upcoming.atom',
    '/feeds/upcoming.rss',
  ];

  it.each(routes.map((route) => [route]))(
    '%s: open to any origin, an ETag and 304, the read budget in RateLimit-* headers',
    async (route) => {
      const who = client();
      const first = await t.stack.get(route, who);
      expect(first.status).toBe(200);
      expect(first.headers.get('access-control-allow-origin')).toBe('*');
      expect(first.headers.get('ratelimit-limit')).toBe('60');
      expect(first.headers.get('ratelimit-remaining')).toBe('59');
      const etag = first.headers.get('etag') ?? '';
      expect(etag).toMatch(/^"/);
      const again = await t.stack.get(route, { ...who, 'if-none-match': etag });
      expect(again.status).toBe(304);
      expect(again.headers.get('ratelimit-remaining')).toBe('58');
    },
  );

  it('answers 429 with Retry-After once an address has spent its read budget', async () => {
    const who = client();
    for (let i = 0; i < 60; i++) {
      expect((await t.stack.get('/api/v1/sites', who)).status).toBe(200);
    }
    const refused = await t.stack.get('/api/v4/resource/', who);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeTruthy();
    expect(refused.headers.get('ratelimit-remaining')).toBe('0');
    expect(refused.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('keeps its answers apart from the lists: made-up queries cannot push the lists out', async () => {
    const lists = t.stack.server.lists.stats();
    for (let offset = 0; offset < 5; offset++) {
      await getJson(`/api/v4/contest/?offset=${offset}&limit=1`, clistPageSchema);
    }
    expect(t.stack.server.lists.stats()).toEqual(lists);
  });

  it('keeps answers until the contests change, then answers from the new data', async () => {
    const [row] = notEnded(await stored()).filter((r) => r.platform === 'codechef');
    if (!row) throw new Error('no upcoming CodeChef contest in the replay');
    const paths = [
      '/api/v1/all',
      '/api/v4/contest/?resource=codechef.com&upcoming=true',
      '/feeds/upcoming.atom',
    ];
    const before = await Promise.all(
      paths.map(async (path) => (await t.stack.get(path, client())).text()),
    );
    await t.db.database.db
      .update(contests)
      .set({ title: 'Renamed Starters' })
      .where(eq(contests.id, row.id));
    // Unannounced, the held answers stand; announced (as a sync or another instance does), they go.
    const held = await Promise.all(
      paths.map(async (path) => (await t.stack.get(path, client())).text()),
    );
    expect(held).toEqual(before);
    t.stack.server.lists.invalidate();
    for (const path of paths) {
      const text = await (await t.stack.get(path, client())).text();
      expect(text, path).toContain('Renamed Starters');
    }
    await t.db.database.db
      .update(contests)
      .set({ title: row.title })
      .where(eq(contests.id, row.id));
    t.stack.server.lists.invalidate();
  });

  it('moves a contest from BEFORE to CODING when it starts, without a change of data', async () => {
    const [next] = (await stored()).filter((row) => row.startsAt > NOW);
    if (!next) throw new Error('no upcoming contest in the replay');
    const key = kontestsSite(next.platform).key;
    const statusOf = async () => {
      const { body } = await getJson(`/api/v1/${key}`, kontestsList);
      return body.find((contest) => contest.url === next.url)?.status;
    };
    expect(await statusOf()).toBe('BEFORE');
    t.stack.time.clock.set(new Date(next.startsAt.getTime() + 1000));
    try {
      expect(await statusOf()).toBe('CODING');
    } finally {
      t.stack.time.clock.set(NOW);
      t.stack.server.lists.invalidate();
    }
  });
});
