import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import type { PinnedAddress } from './push-endpoint';

/**
 * POSTs to `url` over a connection to `address` only: the name was checked once, and the socket's
 * own lookup answers with that check's address, so no second DNS answer can send it elsewhere. TLS
 * still checks the certificate against the URL's name. A new connection each time (no agent): a
 * pooled socket could have been opened for another address. The answer's body is never read.
 */
export function pinnedPost(
  url: URL,
  address: PinnedAddress,
  options: { headers: Record<string, string>; body: Buffer | null; timeoutMs: number },
): Promise<{ status: number; headers: IncomingHttpHeaders }> {
  const lookup: LookupFunction = (_hostname, lookupOptions, callback) => {
    if (lookupOptions.all) callback(null, [address]);
    else callback(null, address.address, address.family);
  };
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const outgoing = send(
      url,
      {
        method: 'POST',
        headers: options.headers,
        lookup,
        agent: false,
        signal: AbortSignal.timeout(options.timeoutMs),
      },
      (response) => {
        response.resume();
        resolve({ status: response.statusCode ?? 0, headers: response.headers });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(options.body ?? undefined);
  });
}
