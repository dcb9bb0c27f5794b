import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Where a web push subscription may make this server post: a push service's host (the list is
 * WEBPUSH_ALLOWED_HOSTS), at a public address. A subscription is the browser's word, so anyone
 * can hand us any URL; without these rules it would be a way to make the server post to itself
 * or to the network behind it.
 */
export interface PushEndpointRules {
  /** Host names; `*.example.com` stands for any name under example.com (not itself). */
  allowedHosts: readonly string[];
  /** WEBPUSH_ALLOW_HTTP_ENDPOINTS: a plain-http endpoint on this machine is a local push service. */
  allowHttp: boolean;
  resolve: Resolve;
}

export interface PinnedAddress {
  address: string;
  family: 4 | 6;
}

export type Resolve = (host: string) => Promise<PinnedAddress[]>;

/** The default list (README): Chrome's FCM, Firefox's autopush, Edge's WNS, Safari's. */
export const DEFAULT_PUSH_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.notify.windows.com',
  'web.push.apple.com',
] as const;

/** Why an endpoint is refused, or the address the connection must go to. */
export type EndpointCheck =
  | { ok: true; url: URL; address: PinnedAddress }
  | { ok: false; problem: 'scheme' | 'host' | 'address' | 'unresolved' };

const systemResolve: Resolve = async (host) =>
  (await lookup(host, { all: true, verbatim: true })).map(({ address, family }) => ({
    address,
    family: family === 6 ? 6 : 4,
  }));

/**
 * `overrides` (WEBPUSH_RESOLVE, tests only) answers for the hosts it names in place of DNS: tests
 * make a push service's name point where they need without a network.
 */
export function createResolve(overrides: Readonly<Record<string, string>>): Resolve {
  return async (host) => {
    const given = overrides[host];
    if (given === undefined) return systemResolve(host);
    return [{ address: given, family: isIP(given) === 6 ? 6 : 4 }];
  };
}

/** Every range that is not the public internet: loopback, private, link-local, reserved… */
const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 96],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

/** IPv4-mapped IPv6 addresses (`::ffff:127.0.0.1`) are checked as the IPv4 address they carry. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return !NOT_PUBLIC.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');
const isLoopback = (address: string) =>
  LOOPBACK.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');

export function isAllowedHost(hostname: string, allowed: readonly string[]): boolean {
  const host = hostname.toLowerCase();
  return allowed.some((entry) => {
    const pattern = entry.toLowerCase();
    return pattern.startsWith('*.')
      ? host.endsWith(pattern.slice(1)) && host.length > pattern.length - 1
      : host === pattern;
  });
}

/**
 * Checks an endpoint and resolves it once. Every address the name has must be public (a name
 * that answers with one public and one private address is refused, not raced); the connection
 * then goes to the first, so a second lookup cannot move it (DNS rebinding).
 */
export async function checkEndpoint(
  endpoint: string,
  rules: PushEndpointRules,
): Promise<EndpointCheck> {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return { ok: false, problem: 'scheme' };
  }
  const local = url.protocol === 'http:' && rules.allowHttp;
  if (url.protocol !== 'https:' && !local) return { ok: false, problem: 'scheme' };
  if (url.username || url.password) return { ok: false, problem: 'host' };
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (!local && (isIP(host) !== 0 || !isAllowedHost(host, rules.allowedHosts))) {
    return { ok: false, problem: 'host' };
  }
  let addresses: PinnedAddress[];
  try {
    addresses =
      isIP(host) === 0
        ? await rules.resolve(host)
        : [{ address: host, family: isIP(host) === 6 ? 6 : 4 }];
  } catch {
    return { ok: false, problem: 'unresolved' };
  }
  const [first] = addresses;
  if (!first) return { ok: false, problem: 'unresolved' };
  const acceptable = local ? isLoopback : isPublicAddress;
  if (!addresses.every(({ address }) => acceptable(address))) {
    return { ok: false, problem: 'address' };
  }
  return { ok: true, url, address: first };
}
