import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { type GoogleKeyServer } from './google-keys';
import { type TestStack } from './test-stack';
import { signInAs, useStack } from './use-stack';

const accounts = useStack({
  accounts: true,
  emptyEachTest: false,
  env: {
    CORS_ORIGINS: 'https://friend.example.org',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    WRITE_RATE_LIMIT_PER_MINUTE: '100000',
  },
});
let keys: GoogleKeyServer;
let stack: TestStack;
let token: string;

beforeAll(async () => {
  ({ keys, stack } = accounts);
  await stack.server.syncNow();
  token = await signInAs(stack, keys, { sub: 'fuzz-admin', email: 'admin@example.com' });
});

const ROUTES: [string, string][] = [
  ['GET', '/contests/upcomming_contest'],
  ['GET', '/contests/upcoming'],
  ['GET', '/contests/past_contest'],
  ['GET', '/api/status'],
  ['GET', '/api/config'],
  ['POST', '/auth/google'],
  ['POST', '/auth/logout'],
  ['GET', '/user/profile'],
  ['GET', '/user/bookmarks'],
  ['POST', '/user/bookmarks'],
  ['DELETE', '/user/bookmarks/codechef-START178'],
  ['POST', '/contests/upload_solution'],
  ['GET', '/'],
  ['GET', '/nowhere'],
];

const isApi = (path: string) => !['/', '/nowhere'].includes(path);

describe('headers', () => {
  it('sends CSP, nosniff, referrer policy and frame-ancestors none on every answer', async () => {
    for (const [method, path] of ROUTES) {
      const response = await stack.request(method, path, { token });
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("default-src 'self'");
      // Scripts: ours, Google's, and the one inline theme script by its hash; nothing else inline.
      expect(csp).toMatch(
        /script-src 'self' 'sha256-[A-Za-z0-9+/]{43}=' https:\/\/accounts\.google\.com\/gsi\/client;/,
      );
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('unsafe-eval');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
  });

  it('opens CORS only to the listed origins', async () => {
    // Twice: the second is a remembered answer, which must carry the same CORS headers.
    for (let i = 0; i < 2; i++) {
      const friend = await stack.get('/contests/upcoming', {
        origin: 'https://friend.example.org',
      });
      expect(friend.headers.get('access-control-allow-origin')).toBe('https://friend.example.org');
      // A shared cache must keep both the CORS variants and the codings apart.
      const vary = (friend.headers.get('vary') ?? '').toLowerCase().split(/\s*,\s*/);
      expect(vary).toEqual(expect.arrayContaining(['origin', 'accept-encoding']));
    }
    const stranger = await stack.get('/contests/upcoming', { origin: 'https://evil.example.com' });
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await stack.request('OPTIONS', '/user/bookmarks', {
      headers: {
        origin: 'https://evil.example.com',
        'access-control-request-method': 'POST',
      },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('adds to Vary on the past list: Origin (CORS) and authorization (who asks) both stay', async () => {
    const asked: Record<string, string>[] = [{}, { authorization: `Bearer ${token}` }];
    for (const headers of asked) {
      const past = await stack.get('/contests/past_contest', {
        origin: 'https://friend.example.org',
        ...headers,
      });
      expect(past.status).toBe(200);
      const vary = (past.headers.get('vary') ?? '').toLowerCase().split(/\s*,\s*/);
      expect(vary).toEqual(expect.arrayContaining(['origin', 'authorization', 'accept-encoding']));
    }
  });
});

describe('fuzzing every route', () => {
  const text = fc.string({ maxLength: 40 });
  const queryString = fc
    .array(fc.tuple(fc.constantFrom('page', 'pageSize', 'platforms', 'x', 'tab'), text), {
      maxLength: 4,
    })
    .map((pairs) => new URLSearchParams(pairs).toString());
  const body = fc.oneof(
    fc.constant(undefined),
    fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
    fc.string({ maxLength: 200 }),
    fc
      .record({
        contestId: fc.oneof(text, fc.integer()),
        videoSolution: fc.oneof(text, fc.constant(null)),
      })
      .map((value) => JSON.stringify(value)),
    fc.record({ credential: text }).map((value) => JSON.stringify(value)),
  );
  const headers = fc.record(
    {
      authorization: fc.oneof(text, fc.constant(`Bearer ${'x'.repeat(10)}`)),
      'content-type': fc.constantFrom(
        'application/json',
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/json; charset=latin1',
      ),
      'if-none-match': text,
      'accept-encoding': fc.oneof(text, fc.constantFrom('br', 'gzip, deflate', 'br;q=0, gzip;q=x')),
      accept: fc.constantFrom('*/*', 'text/html', 'application/json'),
    },
    { requiredKeys: [] },
  );

  it('never answers 5xx, and every API rejection has the shared error shape', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ROUTES),
        queryString,
        body,
        headers,
        fc.boolean(),
        async ([method, path], query, payload, extra, signedIn) => {
          const sendsBody = method !== 'GET' && payload !== undefined;
          const response = await stack.app().inject({
            method: method as 'GET',
            url: query ? `${path}?${query}` : path,
            headers: {
              ...extra,
              ...(signedIn ? { authorization: `Bearer ${token}` } : {}),
              ...(sendsBody ? {} : { 'content-type': undefined }),
            },
            ...(sendsBody ? { payload } : {}),
          });
          expect(response.statusCode, `${method} ${path}?${query}`).toBeLessThan(500);
          if (response.statusCode >= 400 && isApi(path)) {
            const parsed = response.json<{
              error: { code: string; message: string };
              message: string;
            }>();
            expect(Object.keys(parsed).sort()).toEqual(['error', 'message']);
            expect(typeof parsed.error.code).toBe('string');
            expect(parsed.error.message.length).toBeGreaterThan(0);
            // The first client shows the top-level message.
            expect(parsed.message).toBe(parsed.error.message);
          }
        },
      ),
      { numRuns: 400, seed: 20261122 },
    );
  });
});
