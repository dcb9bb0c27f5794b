import { fetch as undiciFetch, ProxyAgent } from 'undici';

/**
 * A fetch whose every call goes through an HTTP(S) proxy (UPSTREAM_PROXY, `<PLATFORM>_PROXY`):
 * the way past an address a platform blocks. undici's own fetch is used with its ProxyAgent, not
 * Node's global fetch: Node bundles another copy (and major) of undici, whose fetch is not
 * promised to accept this package's dispatchers. An https upstream is reached by CONNECT; so is
 * an http one (undici tunnels by default), which keeps the proxy from reading the calls.
 */
export function proxiedFetch(proxyUrl: string): typeof fetch {
  const dispatcher = new ProxyAgent(proxyUrl);
  // The two fetches take the same arguments; their TypeScript types come from different copies.
  const viaProxy = (input: string | URL | Request, init?: RequestInit) =>
    undiciFetch(input as Parameters<typeof undiciFetch>[0], {
      ...(init as Parameters<typeof undiciFetch>[1]),
      dispatcher,
    }) as unknown as Promise<Response>;
  return viaProxy;
}
