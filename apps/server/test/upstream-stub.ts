import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach } from 'vitest';
import type { HttpClientOptions } from '#server/platforms/http-client';
import { UpstreamError } from '#server/platforms/upstream-error';

/**
 * The harness of the adapter client tests: a platform's one answer served on 127.0.0.1, every
 * request it gets recorded, the server closed after each test.
 */

/** No retries and short waits: each test sees the adapter's first answer to the first reply. */
export const adapterHttp: HttpClientOptions = {
  timeoutMs: 5_000,
  retries: 0,
  baseDelayMs: 1,
  maxDelayMs: 1,
};

interface SeenRequest {
  method: string | undefined;
  url: string | undefined;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A recorded upstream body, from apps/server/fixtures/upstream/<platform>/<name>. */
export const upstreamFixture = (platform: string, name: string) =>
  readFileSync(new URL(`../fixtures/upstream/${platform}/${name}`, import.meta.url), 'utf8');

/**
 * Registers the closing hook; `serve(status, body)` then starts a server that answers every request
 * with that status and JSON body, and returns its base URL and the requests it got so far.
 */
export function useUpstreamStub() {
  let server: Server | undefined;
  afterEach(async () => {
    const current = server;
    server = undefined;
    if (current) await new Promise((resolve) => current.close(resolve));
  });
  /** `body` may depend on the request's URL (a page of a paged list) or headers (a cookie). */
  return async function serve(
    status: number,
    body: string | ((url: string, headers: IncomingHttpHeaders) => string),
  ) {
    const seen: SeenRequest[] = [];
    const current = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        seen.push({ method: req.method, url: req.url, headers: req.headers, body: text });
        const answer = typeof body === 'string' ? body : body(req.url ?? '/', req.headers);
        res.writeHead(status, { 'content-type': 'application/json' }).end(answer);
      });
    });
    server = current;
    await new Promise<void>((resolve) => current.listen(0, '127.0.0.1', resolve));
    const { port } = current.address() as AddressInfo;
    return { base: `http://127.0.0.1:${port}`, seen };
  };
}

/** The UpstreamError a promise rejects with; anything else (or a success) fails the test. */
export async function upstreamRejection(promise: Promise<unknown>): Promise<UpstreamError> {
  const error: unknown = await promise.then(
    () => new Error('expected a rejection'),
    (reason: unknown) => reason,
  );
  if (error instanceof UpstreamError) return error;
  throw error;
}
