// @vitest-environment node
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';

// The worker's rule of what it keeps, run in a stand-in of its global scope: the listeners it
// adds are called as the browser would, the network is a table of answers (the server's headers:
// the public lists are `public, max-age=…`, a signed-in user's own answers `private, no-cache`),
// and the caches are kept in memory. The browser itself runs it in e2e/tests/installable-app.spec.ts.

const ORIGIN = 'https://tracker.example';
const PUBLIC = 'public, max-age=60';

/** Cache Storage in memory: what the worker calls of it, keyed by URL, heeding Vary as browsers do. */
class MemoryCache {
  readonly entries = new Map<string, Response>();
  readonly requests = new Map<string, Request>();
  put(request: Request, response: Response) {
    this.entries.set(request.url, response);
    this.requests.set(request.url, request);
    return Promise.resolve();
  }
  match(request: Request | string) {
    const asked = typeof request === 'string' ? new Request(new URL(request, ORIGIN)) : request;
    const found = this.entries.get(asked.url);
    const stored = this.requests.get(asked.url);
    const varies = (found?.headers.get('vary') ?? '').split(',').map((name) => name.trim());
    const same = varies.every(
      (name) => !name || stored?.headers.get(name) === asked.headers.get(name),
    );
    return Promise.resolve(same ? found?.clone() : undefined);
  }
  keys() {
    return Promise.resolve([...this.entries.keys()].map((url) => new Request(url)));
  }
  delete(request: Request) {
    return Promise.resolve(this.entries.delete(request.url));
  }
}
const stores = new Map<string, MemoryCache>();
const storeNamed = (name: string) => {
  const found = stores.get(name) ?? new MemoryCache();
  stores.set(name, found);
  return found;
};
const caches = {
  open: (name: string) => Promise.resolve(storeNamed(name)),
  match: (request: Request | string, options: { cacheName: string }) =>
    storeNamed(options.cacheName).match(request),
  keys: () => Promise.resolve([...stores.keys()]),
  delete: (name: string) => Promise.resolve(stores.delete(name)),
};

/** The network: a status and cache-control per path; a path missing from it is offline. */
const network = new Map<string, { status: number; cacheControl: string }>();
const fetched: string[] = [];
function fakeFetch(input: Request | string): Promise<Response> {
  const url = new URL(typeof input === 'string' ? input : input.url, ORIGIN);
  fetched.push(url.pathname + url.search);
  const answer = network.get(url.pathname + url.search);
  if (!answer) return Promise.reject(new TypeError('Failed to fetch'));
  return Promise.resolve(
    new Response(JSON.stringify({ path: url.pathname }), {
      status: answer.status,
      headers: { 'content-type': 'application/json', 'cache-control': answer.cacheControl },
    }),
  );
}

type Listener = (event: unknown) => void;
const listeners = new Map<string, Listener>();
const scope = {
  location: new URL(ORIGIN),
  addEventListener: (type: string, listener: Listener) => void listeners.set(type, listener),
  skipWaiting: () => Promise.resolve(),
  clients: { claim: () => Promise.resolve() },
};

beforeAll(async () => {
  Object.assign(globalThis, {
    self: scope,
    caches,
    fetch: fakeFetch,
    __PRECACHE__: ['/index.html'],
    __BUILD_ID__: 'test',
  });
  await import('./service-worker');
});
beforeEach(() => {
  stores.clear();
  network.clear();
  fetched.length = 0;
});

/** A page's GET as the worker gets it: its answer, once every kept copy is written. */
async function visit(path: string, token?: string): Promise<Response | undefined> {
  const pending: Promise<unknown>[] = [];
  let answer: Promise<Response> | undefined;
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  listeners.get('fetch')?.({
    request: new Request(new URL(path, ORIGIN), { headers }),
    respondWith: (response: Promise<Response>) => (answer = response),
    waitUntil: (work: Promise<unknown>) => void pending.push(work),
  });
  const response = await answer;
  await Promise.all(pending);
  return response;
}

/** The page naming the lists it fetched before the worker was in charge (or another message). */
async function keepLists(urls: unknown, type: unknown = 'keep-lists') {
  const pending: Promise<unknown>[] = [];
  listeners.get('message')?.({
    data: type === null ? null : { type, urls },
    waitUntil: (work: Promise<unknown>) => void pending.push(work),
  });
  await Promise.all(pending);
}

/** The page signing out. */
async function forgetOwn() {
  const pending: Promise<unknown>[] = [];
  listeners.get('message')?.({
    data: { type: 'forget-own' },
    waitUntil: (work: Promise<unknown>) => void pending.push(work),
  });
  await Promise.all(pending);
}

const kept = (name = 'ct-lists') =>
  [...(stores.get(name)?.entries.keys() ?? [])].map(
    (url) => new URL(url).pathname + new URL(url).search,
  );

describe("the service worker's keep rule", () => {
  it('keeps a public list, stamped with when it came', async () => {
    network.set('/contests/past_contest?page=0', { status: 200, cacheControl: PUBLIC });
    network.set('/api/config', { status: 200, cacheControl: 'public, max-age=300' });
    expect((await visit('/contests/past_contest?page=0'))?.status).toBe(200);
    await visit('/api/config');
    expect(kept()).toEqual(['/contests/past_contest?page=0', '/api/config']);
    const copy = await stores.get('ct-lists')?.match(`${ORIGIN}/api/config`);
    expect(Number.isNaN(Date.parse(copy?.headers.get('x-cached-at') ?? ''))).toBe(false);
  });

  it("never keeps a signed-in user's private past list, nor a no-store answer or a failure", async () => {
    network.set('/contests/past_contest?page=0', {
      status: 200,
      cacheControl: 'private, no-cache',
    });
    network.set('/contests/past_contest?page=1', { status: 200, cacheControl: 'Private' });
    network.set('/contests/upcoming', { status: 200, cacheControl: 'no-store' });
    network.set('/contests/past_contest?page=2', { status: 503, cacheControl: PUBLIC });
    for (const path of network.keys()) {
      // Still answered: the network's answer goes to the page as it came.
      expect((await visit(path))?.headers.get('cache-control')).toBe(
        network.get(path)?.cacheControl,
      );
    }
    expect(kept()).toEqual([]);
  });

  it('keeps, of the lists the page names, only public ones of its own origin', async () => {
    network.set('/contests/past_contest?page=0', {
      status: 200,
      cacheControl: 'private, no-cache',
    });
    network.set('/contests/upcoming', { status: 200, cacheControl: PUBLIC });
    network.set('/user/profile', { status: 200, cacheControl: PUBLIC });
    await keepLists([
      '/contests/past_contest?page=0',
      '/contests/upcoming',
      '/user/profile',
      'https://elsewhere.example/contests/upcoming',
      42,
    ]);
    expect(kept()).toEqual(['/contests/upcoming']);
    expect(fetched).toEqual(['/contests/past_contest?page=0', '/contests/upcoming']);
  });

  it('heeds only a keep-lists message with a list of URLs, and 20 of them at most', async () => {
    const pages = Array.from({ length: 25 }, (_, page) => `/contests/past_contest?page=${page}`);
    for (const path of pages) network.set(path, { status: 200, cacheControl: PUBLIC });
    await keepLists(pages, 'something-else');
    await keepLists(pages, null);
    await keepLists('/contests/past_contest?page=0');
    await keepLists(['/contests/past_contest?page=0', { toString: () => '/contests/upcoming' }]);
    expect(fetched).toEqual(['/contests/past_contest?page=0']);
    fetched.length = 0;
    await keepLists(pages);
    expect(fetched).toEqual(pages.slice(0, 20));
  });

  it('answers a kept list offline, and not one it never kept', async () => {
    network.set('/contests/upcoming', { status: 200, cacheControl: PUBLIC });
    network.set('/contests/past_contest?page=0', {
      status: 200,
      cacheControl: 'private, no-cache',
    });
    await visit('/contests/upcoming');
    await visit('/contests/past_contest?page=0');
    network.clear();
    expect(await (await visit('/contests/upcoming'))?.json()).toEqual({
      path: '/contests/upcoming',
    });
    await expect(visit('/contests/past_contest?page=0')).rejects.toThrow('Failed to fetch');
  });

  it('keeps the newest 60 lists, letting the oldest go', async () => {
    for (let page = 0; page <= 60; page++) {
      network.set(`/contests/past_contest?page=${page}`, { status: 200, cacheControl: PUBLIC });
      await visit(`/contests/past_contest?page=${page}`);
    }
    expect(kept()).toHaveLength(60);
    expect(kept()[0]).toBe('/contests/past_contest?page=1');
    expect(kept().at(-1)).toBe('/contests/past_contest?page=60');
  });

  it("keeps our own public lists and not a signed-in user's own past page (issue 47)", async () => {
    network.set('/api/contests/upcoming', { status: 200, cacheControl: 'no-cache' });
    network.set('/api/contests/past?page=0', { status: 200, cacheControl: 'no-cache' });
    network.set('/api/contests/past?page=1', { status: 200, cacheControl: 'private, no-cache' });
    network.set('/api/user/bookmarks?page=0', { status: 200, cacheControl: 'no-cache' });
    for (const path of network.keys()) await visit(path);
    expect(kept()).toEqual(['/api/contests/upcoming', '/api/contests/past?page=0']);
    network.clear();
    expect(await (await visit('/api/contests/past?page=0'))?.json()).toEqual({
      path: '/api/contests/past',
    });
    await expect(visit('/api/contests/past?page=1')).rejects.toThrow('Failed to fetch');
  });

  it("keeps a signed-in user's profile and bookmarks for that token alone, until sign-out or a 401", async () => {
    const own = ['/user/profile', '/api/user/bookmarks?page=0', '/user/hidden-series'];
    for (const path of own) network.set(path, { status: 200, cacheControl: 'no-store' });
    for (const path of own) await visit(path, 'alice');
    expect(kept('ct-own')).toEqual(own);
    expect(kept()).toEqual([]);
    network.clear();
    // Offline: her copies, stamped for the offline line; nobody else's token opens them.
    const profile = await visit('/user/profile', 'alice');
    expect(await profile?.json()).toEqual({ path: '/user/profile' });
    expect(profile?.headers.get('x-cached-at')).not.toBeNull();
    await expect(visit('/user/profile', 'bob')).rejects.toThrow('Failed to fetch');
    await forgetOwn();
    await expect(visit('/api/user/bookmarks?page=0', 'alice')).rejects.toThrow('Failed to fetch');

    network.set('/user/profile', { status: 200, cacheControl: 'no-store' });
    await visit('/user/profile', 'alice');
    network.set('/user/profile', { status: 401, cacheControl: 'no-store' });
    expect((await visit('/user/profile', 'alice'))?.status).toBe(401);
    expect(kept('ct-own')).toEqual([]);
  });

  it('leaves alone what is not a list', async () => {
    network.set('/user/profile', { status: 200, cacheControl: PUBLIC });
    expect(await visit('/user/profile')).toBeUndefined();
    expect(kept()).toEqual([]);
  });
});
