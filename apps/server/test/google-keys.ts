import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWTPayload, type CryptoKey } from 'jose';

export const TEST_CLIENT_ID = 'contest-tracker-test.apps.googleusercontent.com';
export const GOOGLE_ISSUER = 'https://accounts.google.com';

export interface TokenOptions {
  claims?: JWTPayload & Record<string, unknown>;
  /** Claims to leave out of the defaults. */
  omit?: string[];
  /** Sign with a key Google never published. */
  foreignKey?: boolean;
  /** The header's key id; Google's published key's by default. */
  kid?: string;
  now: Date;
}

/**
 * A stand-in for Google's key endpoint on 127.0.0.1, and the matching private key to mint
 * Google-shaped ID tokens: the verifier under test fetches and checks them for real.
 */
export async function startGoogleKeyServer() {
  const published = await generateKeyPair('RS256', { extractable: true });
  const foreign = await generateKeyPair('RS256', { extractable: true });
  const jwk = {
    ...(await exportJWK(published.publicKey)),
    kid: 'test-key-1',
    alg: 'RS256',
    use: 'sig',
  };
  // How many times the key set was fetched: a burst of forged tokens must not add any.
  let fetches = 0;
  const server = createServer((req, res) => {
    if (req.url === '/oauth2/v3/certs') {
      fetches += 1;
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ keys: [jwk] }));
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  async function mint(options: TokenOptions): Promise<string> {
    const issuedAt = Math.floor(options.now.getTime() / 1000);
    const all: Record<string, unknown> = {
      iss: GOOGLE_ISSUER,
      aud: TEST_CLIENT_ID,
      sub: '1234567890',
      email: 'ada@example.com',
      email_verified: true,
      name: 'Ada Lovelace',
      picture: 'https://lh3.googleusercontent.com/a/ada',
      iat: issuedAt,
      exp: issuedAt + 3600,
      // As Google's: each token its own, even two for one account in the same second.
      jti: randomUUID(),
      ...options.claims,
    };
    const omitted = new Set(options.omit);
    const claims = Object.fromEntries(Object.entries(all).filter(([name]) => !omitted.has(name)));
    const key: CryptoKey = options.foreignKey ? foreign.privateKey : published.privateKey;
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? 'test-key-1', typ: 'JWT' })
      .sign(key);
  }

  return {
    jwksUrl: `http://127.0.0.1:${port}/oauth2/v3/certs`,
    mint,
    fetches: () => fetches,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      });
    },
  };
}

export type GoogleKeyServer = Awaited<ReturnType<typeof startGoogleKeyServer>>;

/** An unsigned token (`alg: none`) carrying otherwise valid claims. */
export function unsignedToken(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`;
}
