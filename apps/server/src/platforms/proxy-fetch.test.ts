import { createServer, request as httpRequest, type Server } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '#server/lib/clock';
import { startReplayServer } from '#replay/server/replay-server';
import { createPlatformAdapters } from './registry';

/**
 * A small real forward proxy: tunnels CONNECT (how undici reaches any upstream through a proxy)
 * and relays absolute-form requests, counting each by its target.
 */
async function startCountingProxy() {
  const tunnels: string[] = [];
  const relayed: string[] = [];
  const server: Server = createServer((req, res) => {
    relayed.push(req.url ?? '');
    const target = new URL(req.url ?? '');
    const upstream = httpRequest(target, { method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    req.pipe(upstream);
  });
  server.on('connect', (req, client, head) => {
    tunnels.push(req.url ?? '');
    const [host, port] = (req.url ?? '').split(':');
    const upstream = connect(Number(port), host ?? '127.0.0.1', () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, tunnels, relayed, server };
}

describe("a platform's calls through its proxy (UPSTREAM_PROXY, <PLATFORM>_PROXY)", () => {
  const clock = fixedClock('2026-03-01T12:00:00Z');
  let replay: Awaited<ReturnType<typeof startReplayServer>>;
  let proxy: Awaited<ReturnType<typeof startCountingProxy>>;
  beforeAll(async () => {
    replay = await startReplayServer({ clock });
    proxy = await startCountingProxy();
  });
  afterAll(async () => {
    await replay.close();
    proxy.server.closeAllConnections();
    await new Promise((resolve) => proxy.server.close(resolve));
  });

  it('sends the named platform through the proxy and no other', async () => {
    const adapters = createPlatformAdapters({
      config: {
        PLATFORMS: ['leetcode', 'codeforces'],
        UPSTREAM_MAX_BYTES: 20 * 1024 * 1024,
        platformBases: replay.bases,
        platformProxies: { leetcode: proxy.url },
      },
      clock,
      sleep: () => Promise.resolve(),
    });
    const signal = new AbortController().signal;
    const [leetcode, codeforces] = ['leetcode', 'codeforces'].map((id) => {
      const adapter = adapters.find((a) => a.id === id);
      if (!adapter) throw new Error(`no ${id} adapter`);
      return adapter;
    }) as [(typeof adapters)[number], (typeof adapters)[number]];
    const host = new URL(replay.origin).host;

    const { contests } = await leetcode.fetchContests(signal);
    expect(contests).toHaveLength(97);
    // An http upstream is tunnelled too (undici's default): the replay is reached by CONNECT.
    expect(proxy.tunnels).toEqual([host]);
    expect(replay.requestsFor('leetcode')).toHaveLength(1);

    await codeforces.fetchContests(signal);
    expect(replay.requestsFor('codeforces')).toHaveLength(1);
    expect(proxy.tunnels).toEqual([host]);
    expect(proxy.relayed).toEqual([]);
  });
});
