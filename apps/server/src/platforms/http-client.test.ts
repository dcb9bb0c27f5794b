import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { backoffDelay, requestJson, type HttpClientOptions } from './http-client';
import { UpstreamError } from './upstream-error';

type Handler = (req: IncomingMessage, res: ServerResponse, attempt: number) => void;

let server: Server | undefined;

afterEach(async () => {
  const current = server;
  server = undefined;
  if (!current) return;
  // Hung requests of the timeout test would otherwise keep close() waiting.
  current.closeAllConnections();
  await new Promise((resolve) => current.close(resolve));
});

/** A real server on 127.0.0.1; `handle` gets the 0-based number of the request. */
async function serve(handle: Handler) {
  const current = createServer((req, res) => {
    handle(req, res, requests.length);
    requests.push(`${req.method ?? ''} ${req.url ?? ''}`);
  });
  const requests: string[] = [];
  server = current;
  await new Promise<void>((resolve) => current.listen(0, '127.0.0.1', resolve));
  const { port } = current.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/api`, requests };
}

/** Options whose waits are recorded instead of slept. */
function options(overrides: Partial<HttpClientOptions> = {}) {
  const waits: number[] = [];
  const opts: HttpClientOptions = {
    timeoutMs: 2_000,
    retries: 2,
    baseDelayMs: 100,
    maxDelayMs: 10_000,
    random: () => 0.5,
    sleep: (ms) => {
      waits.push(ms);
      return Promise.resolve();
    },
    ...overrides,
  };
  return { opts, waits };
}

const json = (res: ServerResponse, status: number, body: string, headers = {}) =>
  res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(body);

async function rejection(promise: Promise<unknown>): Promise<UpstreamError> {
  const error: unknown = await promise.then(
    () => new Error('expected a rejection'),
    (reason: unknown) => reason,
  );
  if (error instanceof UpstreamError) return error;
  throw error;
}

const signal = () => new AbortController().signal;

describe('requestJson', () => {
  it('retries a 500 and returns the JSON of the next answer', async () => {
    const { url, requests } = await serve((_req, res, attempt) => {
      if (attempt === 0) json(res, 500, 'oops');
      else json(res, 200, '{"status":"OK","result":[]}');
    });
    const { opts, waits } = options();
    await expect(requestJson({ url }, opts, signal())).resolves.toEqual({
      status: 'OK',
      result: [],
    });
    expect(requests).toEqual(['GET /api', 'GET /api']);
    expect(waits).toEqual([50]); // random 0.5 × min(10 000, 100 × 2^0)
  });

  it('waits as long as a 429 Retry-After asks, capped at maxDelayMs', async () => {
    const { url, requests } = await serve((_req, res, attempt) => {
      if (attempt === 0) json(res, 429, '{}', { 'retry-after': '3' });
      else if (attempt === 1) json(res, 429, '{}', { 'retry-after': '120' });
      else json(res, 200, '[]');
    });
    const { opts, waits } = options();
    await expect(requestJson({ url }, opts, signal())).resolves.toEqual([]);
    expect(requests).toHaveLength(3);
    expect(waits).toEqual([3_000, 10_000]);
  });

  it('gives up with rate_limited when 429 persists', async () => {
    const { url, requests } = await serve((_req, res) => {
      json(res, 429, '{}');
    });
    const { opts, waits } = options({ retries: 1 });
    const error = await rejection(requestJson({ url }, opts, signal()));
    expect(error.kind).toBe('rate_limited');
    expect(error.retryAfterSeconds).toBeUndefined();
    expect(requests).toHaveLength(2);
    expect(waits).toEqual([50]);
  });

  it('reports a timeout when the server never answers', async () => {
    const { url, requests } = await serve(() => {
      // Never answer.
    });
    const { opts } = options({ timeoutMs: 50, retries: 1 });
    const error = await rejection(requestJson({ url }, opts, signal()));
    expect(error.kind).toBe('timeout');
    expect(error.message).toBe('no answer within 50 ms');
    expect(requests).toHaveLength(2);
  });

  it('retries truncated JSON and then gives invalid_json', async () => {
    const { url, requests } = await serve((_req, res) => {
      json(res, 200, '{"status":"OK","result":[{"id":1933,');
    });
    const { opts, waits } = options();
    const error = await rejection(requestJson({ url }, opts, signal()));
    expect(error.kind).toBe('invalid_json');
    expect(requests).toHaveLength(3);
    expect(waits).toEqual([50, 100]);
  });

  it('does not retry a 4xx and keeps the body Codeforces explains it with', async () => {
    const failed = readFileSync(
      new URL(
        '../../fixtures/upstream/codeforces/error_FAILED__contest.ratingChanges__contestId-not-found.json',
        import.meta.url,
      ),
      'utf8',
    );
    const { url, requests } = await serve((_req, res) => {
      json(res, 400, failed);
    });
    const { opts, waits } = options();
    const error = await rejection(requestJson({ url }, opts, signal()));
    expect(error.kind).toBe('http_status');
    expect(error.retryable).toBe(false);
    expect(error.message).toBe(
      'HTTP 400: {"status":"FAILED","comment":"contestId: Contest with id 1597 not found"}',
    );
    expect(requests).toHaveLength(1);
    expect(waits).toEqual([]);
  });

  it('POSTs a JSON body with a JSON content type', async () => {
    let received = '';
    let contentType: string | undefined;
    const { url, requests } = await serve((req, res) => {
      contentType = req.headers['content-type'];
      req.setEncoding('utf8');
      req.on('data', (chunk: string) => (received += chunk));
      req.on('end', () => json(res, 200, '{"data":{}}'));
    });
    const { opts } = options();
    await requestJson({ url, method: 'POST', body: { query: '{ a }' } }, opts, signal());
    expect(requests).toEqual(['POST /api']);
    expect(contentType).toBe('application/json');
    expect(received).toBe('{"query":"{ a }"}');
  });

  it('reports network when nothing listens, after retrying', async () => {
    const { url } = await serve(() => undefined);
    const current = server;
    server = undefined;
    await new Promise((resolve) => current?.close(resolve));
    const { opts, waits } = options({ retries: 1 });
    const error = await rejection(requestJson({ url }, opts, signal()));
    expect(error.kind).toBe('network');
    expect(waits).toHaveLength(1);
  });

  it("rethrows the caller's abort reason instead of retrying", async () => {
    const controller = new AbortController();
    const { url, requests } = await serve(() => {
      // Never answer; the caller gives up once the request has arrived.
      controller.abort(new Error('sync stopped'));
    });
    const { opts, waits } = options();
    await expect(requestJson({ url }, opts, controller.signal)).rejects.toThrow('sync stopped');
    expect(requests).toHaveLength(1);
    expect(waits).toEqual([]);
  });
});

describe('hostile answers', () => {
  it('refuses a body whose Content-Length is over the cap, without retrying', async () => {
    const { url, requests } = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '2000' });
      res.end(' '.repeat(2000));
    });
    const { opts } = options({ maxBodyBytes: 1000 });
    const error = await rejection(requestJson({ url }, opts, signal()));
    expect(error).toMatchObject({ kind: 'too_big', retryable: false });
    expect(error.publicMessage).toBe('answer too big');
    expect(requests).toHaveLength(1);
  });

  it('cuts an undeclared body at the cap and accepts one just under it', async () => {
    const { url } = await serve((req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      const size = req.url === '/api?big' ? 1001 : 998;
      res.end(`"${'x'.repeat(size - 2)}"`);
    });
    const { opts } = options({ maxBodyBytes: 1000 });
    await expect(requestJson({ url }, opts, signal())).resolves.toHaveLength(996);
    const error = await rejection(requestJson({ url: `${url}?big` }, opts, signal()));
    expect(error).toMatchObject({ kind: 'too_big', retryable: false });
  });

  it('follows a redirect on the same origin', async () => {
    const { url, requests } = await serve((req, res) => {
      if (req.url === '/api') res.writeHead(301, { location: '/api/v2' }).end();
      else json(res, 200, '{"ok":true}');
    });
    const { opts } = options();
    await expect(requestJson({ url }, opts, signal())).resolves.toEqual({ ok: true });
    expect(requests).toEqual(['GET /api', 'GET /api/v2']);
  });

  it('refuses a redirect to another origin and never calls it', async () => {
    let called = false;
    const other = createServer((_req, res) => {
      called = true;
      res.end('secret');
    });
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    const { port } = other.address() as AddressInfo;
    try {
      const { url, requests } = await serve((_req, res) => {
        res.writeHead(302, { location: `http://127.0.0.1:${port}/internal` }).end();
      });
      const error = await rejection(requestJson({ url }, options().opts, signal()));
      expect(error).toMatchObject({ kind: 'redirect', retryable: false });
      expect(error.publicMessage).toBe('redirected off the platform');
      expect(requests).toHaveLength(1);
      expect(called).toBe(false);
    } finally {
      await new Promise((resolve) => other.close(resolve));
    }
  });

  it('keeps the body of a refusal out of the public message', async () => {
    const { url } = await serve((_req, res) => json(res, 403, '{"comment":"key sk_123 bad"}'));
    const error = await rejection(requestJson({ url }, options().opts, signal()));
    expect(error.message).toContain('sk_123');
    expect(error.publicMessage).toBe('HTTP 403');
  });
});

describe('backoffDelay', () => {
  const opts: HttpClientOptions = {
    timeoutMs: 1,
    retries: 0,
    baseDelayMs: 1_000,
    maxDelayMs: 10_000,
  };

  it('stays in [0, min(max, base × 2^attempt)) for any random value', () => {
    for (let attempt = 0; attempt < 8; attempt++) {
      const ceiling = Math.min(10_000, 1_000 * 2 ** attempt);
      expect(backoffDelay(attempt, opts, () => 0)).toBe(0);
      const top = backoffDelay(attempt, opts, () => 0.999_999);
      expect(top).toBeLessThan(ceiling);
      expect(top).toBeGreaterThanOrEqual(ceiling - 1);
    }
  });

  it('doubles the window per attempt until maxDelayMs', () => {
    expect(backoffDelay(0, opts, () => 0.5)).toBe(500);
    expect(backoffDelay(1, opts, () => 0.5)).toBe(1_000);
    expect(backoffDelay(2, opts, () => 0.5)).toBe(2_000);
    expect(backoffDelay(4, opts, () => 0.5)).toBe(5_000);
    expect(backoffDelay(20, opts, () => 0.5)).toBe(5_000);
  });
});
