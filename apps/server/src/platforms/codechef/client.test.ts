import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { HttpClientOptions } from '#server/platforms/http-client';
import { UpstreamError } from '#server/platforms/upstream-error';
import { createCodechefAdapter } from './client';

const fixtureText = (name: string) =>
  readFileSync(new URL(`../../../fixtures/upstream/codechef/${name}`, import.meta.url), 'utf8');

const http: HttpClientOptions = { timeoutMs: 5_000, retries: 0, baseDelayMs: 1, maxDelayMs: 1 };

interface Seen {
  method: string | undefined;
  url: string | undefined;
}

let server: Server | undefined;

afterEach(async () => {
  const current = server;
  server = undefined;
  if (current) await new Promise((resolve) => current.close(resolve));
});

/** Serves one fixed answer on 127.0.0.1 and records every request it gets. */
async function serve(status: number, body: string) {
  const seen: Seen[] = [];
  const current = createServer((req, res) => {
    seen.push({ method: req.method, url: req.url });
    res.writeHead(status, { 'content-type': 'application/json' }).end(body);
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

describe('createCodechefAdapter', () => {
  it('GETs the all-contests list and maps the recorded body', async () => {
    const recorded = fixtureText(
      'contests_all__2025-03-19_during-START178__shubhamrathod0015-contest-tracker.json',
    );
    const { base, seen } = await serve(200, recorded);
    const adapter = createCodechefAdapter({ baseUrl: `${base}//`, http });
    const contests = await adapter.fetchContests(new AbortController().signal);

    expect(adapter.id).toBe('codechef');
    expect(seen).toEqual([
      {
        method: 'GET',
        url: '/api/list/contests/all?sort_by=START&sorting_order=asc&offset=0&mode=all',
      },
    ]);
    expect(contests).toHaveLength(22);
    expect(contests[0]).toMatchObject({ externalId: 'START178', durationMinutes: 135 });
  });

  it('throws unexpected_shape for a body that is not the contest list', async () => {
    const { base } = await serve(200, '{"status":"success","message":"All contests list"}');
    const adapter = createCodechefAdapter({ baseUrl: base, http });
    const error = await rejection(adapter.fetchContests(new AbortController().signal));
    expect(error.kind).toBe('unexpected_shape');
    expect(error.message).toMatch(/^codechef: present_contests: /);
  });
});
