import ipaddr from 'ipaddr.js';
import { z } from 'zod';

/** Off, every proxy, the first N hops, or the proxies at these addresses/CIDRs. */
export type TrustProxy = boolean | number | readonly string[];

export type FastifyTrustProxy = boolean | string[] | ((address: string, hop: number) => boolean);

const MAX_HOPS = 32;
const MESSAGE = `must be true, false, a hop count from 1 to ${MAX_HOPS}, or a comma-separated list of IP addresses/CIDRs`;

// proxy-addr's names for well-known ranges, which Fastify accepts in its list.
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

// Strict forms only: ipaddr.js also reads `10.1` or `0x7f.1` as addresses, which is never what an
// operator listing proxies meant.
const isAddressOrRange = (item: string) =>
  RANGE_NAMES.has(item) ||
  ipaddr.IPv4.isValidFourPartDecimal(item) ||
  ipaddr.IPv4.isValidCIDRFourPartDecimal(item) ||
  ipaddr.IPv6.isValid(item) ||
  ipaddr.IPv6.isValidCIDR(item);

/** `TRUST_PROXY`: unset and `false` trust no proxy, so `X-Forwarded-*` is ignored. */
export const trustProxySetting = z
  .string()
  .transform((raw, ctx): TrustProxy => {
    const value = raw.trim().toLowerCase();
    if (value === 'false' || value === '0') return false;
    if (value === 'true') return true;
    if (/^\d+$/.test(value) && Number(value) <= MAX_HOPS) return Number(value);
    const items = value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
    if (items.length > 0 && items.every(isAddressOrRange)) return items;
    ctx.addIssue({ code: 'custom', message: MESSAGE });
    return z.NEVER;
  })
  .default(false);

/** The setting in the form Fastify's `trustProxy` option takes. */
export function fastifyTrustProxy(setting: TrustProxy): FastifyTrustProxy {
  if (typeof setting === 'boolean') return setting;
  if (typeof setting === 'number') {
    // Fastify 5.12 ignores a bare hop count (it cannot check that the peer is a proxy), so the
    // count is a function: the same promise as `true`, that only the proxies can reach the server,
    // limited to the last N hops.
    return (_address, hop) => hop < setting;
  }
  return [...setting];
}
