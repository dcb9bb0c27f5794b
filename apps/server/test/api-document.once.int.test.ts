import { validate } from '@readme/openapi-parser';
import { APP_PAGES } from '@contest-tracker/contract/pure';
import type { RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { syncAllOk, useStack } from './use-stack';

interface Operation {
  summary?: string;
  tags?: string[];
  parameters?: unknown[];
  responses?: Record<string, { content?: Record<string, { example?: unknown }> }>;
}
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

const registered = new Set<string>();
const collect = (route: RouteOptions) => {
  for (const method of [route.method].flat()) registered.add(`${method} ${route.url}`);
};
const fresh = useStack({ onRoute: collect });
const stack = () => fresh.stack;

async function openApi(): Promise<Document> {
  const response = await stack().get('/api/openapi.json');
  expect(response.status).toBe(200);
  return (await response.json()) as Document;
}

/**
 * Routes that are deliberately not in the API document: the web app's pages (HTML, the shared
 * list), its static files (the build's assets, one wildcard), the reference page and its own assets
 * (served by @fastify/swagger-ui), and the document itself. HEAD routes repeat their GET.
 */
function isDocumentedElsewhere(method: string, url: string): boolean {
  if (method === 'HEAD') return true;
  const pages: string[] = Object.values(APP_PAGES);
  return (
    pages.includes(url) ||
    url === '/*' ||
    url === '/api/openapi.json' ||
    url === '/api/docs' ||
    url.startsWith('/api/docs/')
  );
}

describe('the API document', () => {
  it('is valid OpenAPI 3.1', async () => {
    const document = await openApi();
    expect(document.openapi).toBe('3.1.0');
    const result = await validate(structuredClone(document) as never);
    expect(result.valid ? [] : result.errors).toEqual([]);
  });

  it('has every registered route, each with a summary and its answers', async () => {
    const { paths } = await openApi();
    const documented = new Set(
      Object.entries(paths).flatMap(([path, operations]) =>
        Object.keys(operations).map(
          (method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`,
        ),
      ),
    );
    const api = [...registered].filter((route) => {
      const [method = '', url = ''] = route.split(' ');
      return !isDocumentedElsewhere(method, url);
    });
    expect(api.length).toBeGreaterThan(25);
    expect(api.filter((route) => !documented.has(route))).toEqual([]);
    for (const operations of Object.values(paths)) {
      for (const operation of Object.values(operations)) {
        expect(operation.summary).toBeTruthy();
        expect(Object.keys(operation.responses ?? {})).toEqual(
          expect.arrayContaining(['500', '503']),
        );
      }
    }
  });

  it('shows an example of each list answer', async () => {
    const { paths } = await openApi();
    for (const path of [
      '/contests/upcoming',
      '/contests/upcomming_contest',
      '/contests/past_contest',
      '/user/bookmarks',
      '/contests/{id}',
      '/api/contests/upcoming',
      '/api/contests/past',
      '/api/contests/{id}',
      '/api/user/bookmarks',
    ]) {
      const json = paths[path]?.get?.responses?.['200']?.content?.['application/json'];
      expect(json?.example, path).toBeTypeOf('object');
    }
    expect(paths['/contests/past_contest']?.get?.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'page', in: 'query' })]),
    );
    // 'Go to month' (issue 48): documented on both past lists.
    for (const path of ['/contests/past_contest', '/api/contests/past']) {
      expect(paths[path]?.get?.parameters, path).toEqual(
        expect.arrayContaining([expect.objectContaining({ name: 'before', in: 'query' })]),
      );
    }
    for (const method of ['get', 'put', 'post']) {
      expect(paths['/user/preferences']?.[method]?.summary, method).toBeTruthy();
    }
  });

  it('puts each dialect under its own tag, with an example of its answer', async () => {
    const { paths } = await openApi();
    const dialects: [string, string][] = [
      ['/api/v1/all', 'kontests'],
      ['/api/v1/sites', 'kontests'],
      ['/api/v1/{site}', 'kontests'],
      ['/api/v4/contest/', 'clist'],
      ['/api/v2/contest/', 'clist'],
      ['/api/v1/contest/', 'clist'],
      ['/api/v4/resource/', 'clist'],
      ['/feeds/upcoming.atom', 'feeds'],
      ['/feeds/upcoming.rss', 'feeds'],
    ];
    for (const [path, tag] of dialects) {
      const operation = paths[path]?.get;
      expect(operation?.tags, path).toEqual([tag]);
      if (tag !== 'feeds') {
        const json = operation?.responses?.['200']?.content?.['application/json'];
        expect(json?.example, path).toBeDefined();
      }
    }
  });

  it('has a reference page whose scripts and styles are ours', async () => {
    const response = await stack().get('/api/docs');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).not.toMatch(/(src|href)="(https?:)?\/\//);
    // A phone draws it at its own width, not 981 px shrunk (issue 48).
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    // The app's strict policy stays: no inline script, no eval.
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    const script = await stack().get('/api/docs/static/swagger-ui-bundle.js');
    expect(script.status).toBe(200);
    expect((await script.text()).length).toBeGreaterThan(100_000);
  });
});

describe('pages and unknown paths', () => {
  // A page with a parameter answers 200 only for what exists: contest-page.int.test.ts.
  const fixedPages = Object.entries(APP_PAGES).filter(([, path]) => !path.includes(':'));
  it.each(fixedPages)('answers the %s page (%s) with the app', async (_, path) => {
    const response = await stack().get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await response.text()).toContain('<title>Contest Tracker</title>');
  });

  it('answers 404 for a path that is no page', async () => {
    expect((await stack().get('/no-such-page')).status).toBe(404);
    expect((await stack().get('/status/extra')).status).toBe(404);
  });

  it.each(['/sheets/abc', '/sheets', '/api/nothing', '/contests', '/user/sheets/1'])(
    'answers %s, an API-looking path, with a JSON 404',
    async (path) => {
      const response = await stack().get(path);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await response.json()).toMatchObject({ error: { code: 'not_found' } });
    },
  );
});

describe('one contest', () => {
  // The first client's solution page lists problems from `data`: empty, it says so, not blank.
  it.each([
    ['/contests/codeforces-1929', ['contest']],
    ['/contests/getContestById/codeforces-1929', ['contest', 'data']],
  ])('answers %s with the contest as the lists show it', async (path, keys) => {
    await syncAllOk(stack());
    const response = await stack().get(path);
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(Object.keys(body)).toEqual(keys);
    if (keys.includes('data')) expect(body.data).toEqual([]);
    expect(body).toMatchObject({
      contest: { id: 'codeforces-1929', _id: 'codeforces-1929', type: 'Codeforces' },
    });
  });

  it('answers 404 JSON for an unknown id, and leaves the lists at their paths', async () => {
    await syncAllOk(stack());
    const unknown = await stack().get('/contests/getContestById/codeforces-0');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({
      error: { code: 'not_found', message: "No contest with id 'codeforces-0'" },
      message: "No contest with id 'codeforces-0'",
    });
    for (const path of ['/contests/upcoming', '/contests/upcomming_contest']) {
      expect(await (await stack().get(path)).json()).toHaveProperty('upcomingContests');
    }
    expect(await (await stack().get('/contests/past_contest')).json()).toHaveProperty(
      'pastContests',
    );
  });
});
