import ipaddr from 'ipaddr.js';

/**
 * The rate-limit key of a client address. One IPv6 customer is usually handed a whole /64, so
 * counting single IPv6 addresses would give them 2^64 buckets: the /64 is the client. An
 * IPv4-mapped IPv6 address (`::ffff:1.2.3.4`, what a dual-stack socket reports) is that IPv4 client.
 */
export function addressKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return `ip:${ip}`;
  // process() turns an IPv4-mapped IPv6 address into its IPv4 address.
  const address = ipaddr.process(ip);
  if (address instanceof ipaddr.IPv4) return `ip:${address.toString()}`;
  const parts = address.parts.slice(0, 4);
  return `ip:${new ipaddr.IPv6([...parts, 0, 0, 0, 0]).toRFC5952String()}/64`;
}
