import { vi } from 'vitest';

/** One request the app made, as it made it. */
interface ApiCall {
  method: string;
  /** The path and query, as the app wrote them (`/api/contests/past?page=1`). */
  path: string;
  url: URL;
  /** The body as sent (JSON text), if any. */
  body?: string;
}

/** Answers one route; it may hold its answer back (a promise the test settles) to show loading. */
type RouteHandler = (url: URL, call: ApiCall) => Response | Promise<Response>;

/** Routes by path (`'/api/status'`), or by method and path (`'POST /user/preferences'`). */
export type ApiRoutes = Record<string, RouteHandler>;

export interface FakeApi {
  /** Every request so far, in order. */
  readonly calls: readonly ApiCall[];
  /** The paths (with query) asked for so far, in order. */
  paths: () => string[];
}

/** A JSON answer, as the server sends them. */
export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** What the server answers for a path it does not know. */
const notFound = () => json({ error: { code: 'not_found', message: 'Not found' } }, 404);

/**
 * Puts a fake API in place of `fetch` for one test (test/setup.ts takes it away after each):
 * each request is recorded, then answered by its route, or 404 when no route matches.
 */
export function installFakeApi(routes: ApiRoutes = {}): FakeApi {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const path =
        typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const method = (
        init?.method ?? (input instanceof Request ? input.method : 'GET')
      ).toUpperCase();
      const url = new URL(path, 'http://localhost');
      const body = typeof init?.body === 'string' ? init.body : undefined;
      const call = { method, path, url, ...(body === undefined ? {} : { body }) };
      calls.push(call);
      const route = routes[`${method} ${url.pathname}`] ?? routes[url.pathname];
      return Promise.resolve(route ? route(url, call) : notFound());
    }),
  );
  return { calls, paths: () => calls.map((call) => call.path) };
}
