import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  adapterHttp as http,
  upstreamFixture,
  upstreamRejection as rejection,
  useUpstreamStub,
} from '../../../test/upstream-stub';
import { createLeetcodeAdapter } from './client';

const fixtureText = (name: string) => upstreamFixture('leetcode', name);
const serve = useUpstreamStub();

describe('createLeetcodeAdapter', () => {
  it('POSTs the allContests query as JSON and maps the recorded body', async () => {
    const recorded = fixtureText('graphql_allContests__2018-07__Alston-Tang-LeetcodeSync.json');
    const { base, seen } = await serve(200, recorded);
    const adapter = createLeetcodeAdapter({ baseUrl: base, http });
    const { contests } = await adapter.fetchContests(new AbortController().signal);

    expect(adapter.id).toBe('leetcode');
    expect(seen).toHaveLength(1);
    const [request] = seen;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/graphql');
    expect(request?.headers['content-type']).toBe('application/json');
    // As the contest page's own script asks: without Referer leetcode.com answers 403 (CSRF).
    expect(request?.headers.referer).toBe(`${base}/contest/`);
    expect(request?.headers.origin).toBe(base);
    expect(request?.headers.cookie).toBeUndefined();
    const sent = z.object({ query: z.string() }).parse(JSON.parse(request?.body ?? 'null'));
    expect(sent.query.replace(/\s+/g, ' ')).toBe(
      '{ allContests { title titleSlug startTime duration } }',
    );
    expect(contests).toHaveLength(97);
    expect(contests[0]?.externalId).toBe('weekly-contest-91');
  });

  it("sends the configured User-Agent, not Node's own", async () => {
    const recorded = fixtureText('graphql_allContests__2018-07__Alston-Tang-LeetcodeSync.json');
    const { base, seen } = await serve(200, recorded);
    const userAgent = 'Mozilla/5.0 (compatible; contest-tracker/1.0; test)';
    const adapter = createLeetcodeAdapter({ baseUrl: base, http: { ...http, userAgent } });
    await adapter.fetchContests(new AbortController().signal);
    expect(seen[0]?.headers['user-agent']).toBe(userAgent);
  });

  it('a 403 without the CSRF page is refused at once: no token asked for, not retried', async () => {
    const { base, seen } = await serve(403, '<html><body>Access denied</body></html>');
    const adapter = createLeetcodeAdapter({ baseUrl: base, http });
    const error = await rejection(adapter.fetchContests(new AbortController().signal));
    expect(error.kind).toBe('refused');
    expect(error.publicMessage).toBe('refused by LeetCode (403)');
    expect(seen).toHaveLength(1);
  });

  it('a Cloudflare challenge under another status is refused too, not retried as a 503', async () => {
    const challenge = '<!DOCTYPE html><html><head><title>Just a moment...</title></head></html>';
    const { base, seen } = await serve(503, challenge);
    const adapter = createLeetcodeAdapter({ baseUrl: base, http });
    const error = await rejection(adapter.fetchContests(new AbortController().signal));
    expect(error.publicMessage).toBe('refused by LeetCode (503)');
    expect(seen).toHaveLength(1);
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
