import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestFrom, type FromOptions } from './request-from';
import { startTestStack, type TestStack } from './test-stack';
import { useStack } from './use-stack';

const BUDGET = 5;
const HSTS = 'max-age=31536000; includeSubDomains';

const env = { READ_RATE_LIMIT_PER_MINUTE: String(BUDGET) };
const t = useStack({ emptyEachTest: false, env: { ...env, TRUST_PROXY: '127.0.0.1' } });
/** Behind a proxy at 127.0.0.1 (TRUST_PROXY), and the same app with no proxy trusted. */
let proxied: TestStack;
let direct: TestStack;

beforeAll(async () => {
  proxied = t.stack;
  // A second instance on the same database.
  direct = await startTestStack(t.db, { env });
});
afterAll(async () => {
  await direct.close();
});

const status = (stack: TestStack, options: FromOptions = {}, path = '/api/status') =>
  requestFrom(stack.server.url, 'GET', path, options);
const forwardedFor = (client: string, from = '127.0.0.1') => ({
  from,
  headers: { 'x-forwarded-for': client },
});

/** Spends `client`'s whole read budget behind the proxy. */
async function spend(client: string) {
  for (let i = 0; i < BUDGET; i++) {
    expect((await status(proxied, forwardedFor(client))).status).toBe(200);
  }
}

describe('rate limits behind a trusted proxy', () => {
  it('gives each forwarded client its own bucket', async () => {
    await spend('198.51.100.1');
    expect((await status(proxied, forwardedFor('198.51.100.1'))).status).toBe(429);
    expect((await status(proxied, forwardedFor('198.51.100.2'))).status).toBe(200);
  });

  it('counts the address the proxy saw, not what the client wrote before it', async () => {
    await spend('198.51.100.3');
    const spoofed = forwardedFor('203.0.113.77, 198.51.100.3');
    expect((await status(proxied, spoofed)).status).toBe(429);
  });

  it('groups forwarded IPv6 clients by their /64', async () => {
    for (let i = 1; i <= BUDGET; i++) {
      expect((await status(proxied, forwardedFor(`2001:db8:1:2::${i}`))).status).toBe(200);
    }
    expect((await status(proxied, forwardedFor('2001:db8:1:2:abcd::1'))).status).toBe(429);
    expect((await status(proxied, forwardedFor('::ffff:198.51.100.9'))).status).toBe(200);
    expect((await status(proxied, forwardedFor('2001:db8:1:3::1'))).status).toBe(200);
  });

  it('ignores X-Forwarded-For from a peer that is not the trusted proxy', async () => {
    for (let i = 0; i < BUDGET; i++) {
      expect(
        (await status(proxied, forwardedFor(`198.51.100.${20 + i}`, '127.0.0.2'))).status,
      ).toBe(200);
    }
    expect((await status(proxied, forwardedFor('198.51.100.30', '127.0.0.2'))).status).toBe(429);
  });
});

describe('Strict-Transport-Security', () => {
  const https = (from: string) => ({ from, headers: { 'x-forwarded-proto': 'https' } });

  it('is sent when the trusted proxy says the request came over https', async () => {
    for (const path of ['/api/status', '/', '/nowhere', '/user/profile']) {
      const response = await status(proxied, https('127.0.0.1'), path);
      expect(response.headers['strict-transport-security'], path).toBe(HSTS);
      expect(response.headers['content-security-policy'], path).toContain("default-src 'self'");
    }
  });

  it('is never sent over plain http', async () => {
    expect((await status(proxied, {}, '/')).headers['strict-transport-security']).toBeUndefined();
    expect((await status(direct, {}, '/')).headers['strict-transport-security']).toBeUndefined();
  });

  it('ignores X-Forwarded-Proto without TRUST_PROXY, or from an untrusted peer', async () => {
    const untrusted = await status(proxied, https('127.0.0.3'), '/');
    expect(untrusted.headers['strict-transport-security']).toBeUndefined();
    const unset = await status(direct, https('127.0.0.1'), '/');
    expect(unset.headers['strict-transport-security']).toBeUndefined();
    expect(unset.headers['content-security-policy']).toContain("default-src 'self'");
  });
});
