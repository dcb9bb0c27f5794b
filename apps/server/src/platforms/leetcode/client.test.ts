import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { HttpClientOptions } from '#server/platforms/http-client';
import { UpstreamError } from '#server/platforms/upstream-error';
import { createLeetcodeAdapter } from './client';

const fixtureText = (name: string) =>
  readFileSync(new URL(`../../../fixtures/upstream/leetcode/${name}`, import.meta.url), 'utf8');

const http: HttpClientOptions = { timeoutMs: 5_000, retries: 0, baseDelayMs: 1, maxDelayMs: 1 };

interface Seen {
  method: string | undefined;
  url: string | undefined;
  headers: IncomingHttpHeaders;
  body: string;
}

let server: Server | undefined;

afterEach(async () => {
  const current = server;
  server = undefined;
  if (current) await new Promise((resolve) => current.close(resolve));
});

/** Serves one fixed answer on 127.0.0.1 and records every request with its body. */
async function serve(status: number, body: string) {
  const seen: Seen[] = [];
  const current = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      seen.push({ method: req.method, url: req.url, headers: req.headers, body: text });
      res.writeHead(status, { 'content-type': 'application/json' }).end(body);
    });
  });
  server = current;
  await new Promise<void>((resolve) => current.listen(0, '127.0.0.1', resolve));
  const { port } = current.address() as AddressInfo;
  return { base: `http://127.0.0.1:${port}`, seen };
}

async function rejection(promise: Promise<unknown>): Promise<UpstreamError> {
  const error: unknown = await promise.then(
    () => new Error('expected a rejection'),
    (reason: unknown) => reason,
  );
  if (error instanceof UpstreamError) return error;
  throw error;
}

describe('createLeetcodeAdapter', () => {
  it('POSTs the allContests query as JSON and maps the recorded body', async () => {
    const recorded = fixtureText('graphql_allContests__2018-07__Alston-Tang-LeetcodeSync.json');
    const { base, seen } = await serve(200, recorded);
    const adapter = createLeetcodeAdapter({ baseUrl: `${base}/`, http });
    const contests = await adapter.fetchContests(new AbortController().signal);

    expect(adapter.id).toBe('leetcode');
    expect(seen).toHaveLength(1);
    const [request] = seen;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/graphql');
    expect(request?.headers['content-type']).toBe('application/json');
    const sent = z.object({ query: z.string() }).parse(JSON.parse(request?.body ?? 'null'));
    expect(sent.query.replace(/\s+/g, ' ')).toBe(
      '{ allContests { title titleSlug startTime duration } }',
    );
    expect(contests).toHaveLength(97);
    expect(contests[0]?.externalId).toBe('weekly-contest-91');
  });

  it('throws unexpected_shape for a body without allContests', async () => {
    const topTwo = fixtureText('graphql_topTwoContests__2022-08-26__ravibabuvadde-competeapi.json');
    const { base } = await serve(200, topTwo);
    const adapter = createLeetcodeAdapter({ baseUrl: base, http });
    const error = await rejection(adapter.fetchContests(new AbortController().signal));
    expect(error.kind).toBe('unexpected_shape');
    expect(error.message).toMatch(/^leetcode: data\.allContests: /);
  });

  it('throws upstream_failed for a GraphQL errors body', async () => {
    const { base } = await serve(200, '{"errors":[{"message":"rate limited"}],"data":null}');
    const adapter = createLeetcodeAdapter({ baseUrl: base, http });
    const error = await rejection(adapter.fetchContests(new AbortController().signal));
    expect(error.kind).toBe('upstream_failed');
    expect(error.message).toBe('leetcode: rate limited');
  });
});
