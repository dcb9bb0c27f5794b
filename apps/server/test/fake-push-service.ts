import { createDecipheriv, createECDH, createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeProtectedHeader, importJWK, jwtVerify } from 'jose';

/**
 * A push service as browsers' vendors run them, on 127.0.0.1: it accepts a message only with a
 * valid VAPID `Authorization` (an ES256 JWT for this origin, signed by the key it names), and
 * decrypts the `aes128gcm` body (RFC 8188/8291) with the subscription's own keys, as the
 * browser would. What it could not check it refuses, as a real one would.
 */
export interface FakePushService {
  /**
   * A new browser subscription (`subscription.toJSON()`), whose messages this service reads.
   * `host`: the name in its endpoint (127.0.0.1 by default), for a test that resolves it itself.
   */
  subscribe(options?: { host?: string }): {
    endpoint: string;
    keys: { p256dh: string; auth: string };
  };
  /** Messages delivered, decrypted, in order, with the VAPID key that signed them. */
  received: {
    endpoint: string;
    payload: { title: string; body: string; url: string };
    vapidKey: string;
  }[];
  /** From now on this subscription is gone: the service answers 410. */
  unsubscribe(endpoint: string): void;
  /** The next message to this subscription is answered so (then delivered again). */
  failNext(endpoint: string, answer: { status: number; body: string }): void;
  close(): Promise<void>;
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** RFC 8291: the receiving user agent's side. */
function decrypt(body: Buffer, receiver: ReturnType<typeof createECDH>, auth: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const secret = receiver.computeSecret(senderKey);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    receiver.getPublicKey(),
    senderKey,
  ]);
  const ikm = hmac(hmac(auth, secret), Buffer.concat([keyInfo, Buffer.from([1])]));
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(-16));
  const plain = Buffer.concat([decipher.update(ciphertext.subarray(0, -16)), decipher.final()]);
  // The last record ends with 0x02 then padding zeros.
  let end = plain.length - 1;
  while (end >= 0 && plain[end] === 0) end--;
  if (plain[end] !== 2) throw new Error('bad padding delimiter');
  return plain.subarray(0, end).toString('utf8');
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function checkVapid(header: string | undefined, origin: string): Promise<string> {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match?.[1] || !match[2]) throw new Error('no VAPID authorization');
  const raw = Buffer.from(match[2], 'base64url');
  if (raw.length !== 65 || raw[0] !== 4) throw new Error('k is not an uncompressed P-256 key');
  const key = await importJWK(
    {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33).toString('base64url'),
    },
    'ES256',
  );
  if (decodeProtectedHeader(match[1]).alg !== 'ES256') throw new Error('not ES256');
  const { payload } = await jwtVerify(match[1], key, { audience: origin });
  if (typeof payload.sub !== 'string') throw new Error('no subject');
  return match[2];
}

export async function startFakePushService(): Promise<FakePushService> {
  // By path: the same service answers whatever name a test gave its address.
  const devices = new Map<string, { receiver: ReturnType<typeof createECDH>; auth: Buffer }>();
  const gone = new Set<string>();
  const failures = new Map<string, { status: number; body: string }>();
  const received: FakePushService['received'] = [];
  const pathOf = (endpoint: string) => new URL(endpoint).pathname;
  const server = createServer((request, response) => {
    void (async () => {
      // A push service's own origin is the audience VAPID tokens must name.
      const origin = `http://${request.headers.host ?? ''}`;
      const path = request.url ?? '';
      const endpoint = `${origin}${path}`;
      const body = await readBody(request);
      const device = devices.get(path);
      if (!device || gone.has(path)) return response.writeHead(410).end();
      const failure = failures.get(path);
      if (failure) {
        failures.delete(path);
        return response
          .writeHead(failure.status, { 'content-type': 'text/plain' })
          .end(failure.body);
      }
      try {
        const vapidKey = await checkVapid(request.headers.authorization, origin);
        if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error('encoding');
        if (!request.headers.ttl) throw new Error('no TTL');
        const payload = JSON.parse(
          decrypt(body, device.receiver, device.auth),
        ) as FakePushService['received'][number]['payload'];
        received.push({ endpoint, payload, vapidKey });
        response.writeHead(201).end();
      } catch (error) {
        response.writeHead(403, { 'content-type': 'text/plain' }).end(String(error));
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    received,
    subscribe(options = {}) {
      const receiver = createECDH('prime256v1');
      receiver.generateKeys();
      const auth = randomBytes(16);
      const path = `/push/${randomBytes(12).toString('base64url')}`;
      const endpoint = `http://${options.host ?? '127.0.0.1'}:${port}${path}`;
      devices.set(path, { receiver, auth });
      return {
        endpoint,
        keys: {
          p256dh: receiver.getPublicKey().toString('base64url'),
          auth: auth.toString('base64url'),
        },
      };
    },
    unsubscribe: (endpoint) => gone.add(pathOf(endpoint)),
    failNext: (endpoint, answer) => failures.set(pathOf(endpoint), answer),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
}
