import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DemoSignInBody } from '@contest-tracker/contract';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';

/** The audience of the demo's tokens: no real Google client, so no real token can match it. */
export const DEMO_CLIENT_ID = 'contest-tracker-demo.apps.googleusercontent.com';
const KEY_ID = 'demo-key';
const ISSUER = 'https://accounts.google.com';

type DemoRole = DemoSignInBody['role'];

/** The two demo accounts; the admin's address is added to ADMIN_EMAILS by the demo only. */
export const DEMO_ACCOUNTS: Record<DemoRole, { sub: string; email: string; name: string }> = {
  user: { sub: 'demo-user', email: 'demo-user@example.com', name: 'Demo User' },
  admin: { sub: 'demo-admin', email: 'demo-admin@example.com', name: 'Demo Admin' },
};

/**
 * Google's key endpoint played inside the demo process on 127.0.0.1, with a key made at start-up
 * (never written anywhere): the demo mints Google-shaped ID tokens for its two accounts, and the
 * normal verifier fetches this key set and checks them as it checks Google's.
 */
export async function startDemoGoogle() {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const body = JSON.stringify({
    keys: [{ ...(await exportJWK(publicKey)), kid: KEY_ID, alg: 'RS256', use: 'sig' }],
  });
  const server = createServer((request, response) => {
    if (request.url === '/oauth2/v3/certs') {
      response.writeHead(200, { 'content-type': 'application/json' }).end(body);
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    jwksUrl: `http://127.0.0.1:${port}/oauth2/v3/certs`,
    issuer: ISSUER,
    /** An ID token for the demo account of `role`, issued at `now`, as Google would sign it. */
    mint(role: DemoRole, now: Date): Promise<string> {
      const account = DEMO_ACCOUNTS[role];
      const issuedAt = Math.floor(now.getTime() / 1000);
      return new SignJWT({ email: account.email, email_verified: true, name: account.name })
        .setProtectedHeader({ alg: 'RS256', kid: KEY_ID, typ: 'JWT' })
        .setIssuer(ISSUER)
        .setAudience(DEMO_CLIENT_ID)
        .setSubject(account.sub)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + 3600)
        .setJti(randomUUID())
        .sign(privateKey);
    },
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

export type DemoGoogle = Awaited<ReturnType<typeof startDemoGoogle>>;
