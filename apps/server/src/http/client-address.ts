import ipaddr from 'ipaddr.js';

/** An address as a socket or a well-behaved proxy writes it: not `10.1`, `0x7f.1` or `ip:port`. */
function isStrictAddress(text: string): boolean {
  return ipaddr.IPv4.isValidFourPartDecimal(text) || ipaddr.IPv6.isValid(text);
}

/**
 * The rate-limit key of a client address. One IPv6 customer is usually handed a whole /64, so
 * counting single IPv6 addresses would give them 2^64 buckets: the /64 is the client. An
 * IPv4-mapped IPv6 address (`::ffff:1.2.3.4`, what a dual-stack socket reports) is that IPv4 client.
 *
 * `ip` is what the trusted proxies said (X-Forwarded-For); `peer` is the socket's address. A
 * forwarded entry that is not an address (`198.51.100.7:1234`, `unknown`) would be a bucket of
 * its own for every spelling: the request is counted under the peer that sent it instead.
 */
export function addressKey(ip: string, peer?: string): string {
  if (!isStrictAddress(ip)) {
    return peer !== undefined && isStrictAddress(peer) ? addressKey(peer) : 'ip:unknown';
  }
  // process() turns an IPv4-mapped IPv6 address into its IPv4 address.
  const address = ipaddr.process(ip);
  if (address instanceof ipaddr.IPv4) return `ip:${address.toString()}`;
  const parts = address.parts.slice(0, 4);
  return `ip:${new ipaddr.IPv6([...parts, 0, 0, 0, 0]).toRFC5952String()}/64`;
}
