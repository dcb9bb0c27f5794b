import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { importJWK, SignJWT, type JWK } from 'jose';

/**
 * A test-only RSA key standing in for Google's: the key server publishes its public half and the
 * specs mint Google-shaped ID tokens with it. It signs nothing outside these tests.
 */
const privateJwk = JSON.parse(
  readFileSync(new URL('./test-google-key.json', import.meta.url), 'utf8'),
) as JWK & { kid: string };

export const E2E_CLIENT_ID = 'contest-tracker-e2e.apps.googleusercontent.com';
export const KEY_SERVER_PORT = Number(process.env.E2E_KEY_PORT ?? 4311);
export const ADMIN_EMAIL = 'admin@example.com';
/** The one Google account that holds ADMIN_EMAIL: the first to sign in with it is bound to it. */
export const ADMIN_SUB = 'e2e-admin';

export function publicJwk(): JWK {
  const { kty, n, e, kid, alg, use } = privateJwk;
  return { kty, n, e, kid, alg, use };
}

export async function mintGoogleToken(who: { sub: string; email: string; name: string }) {
  const key = await importJWK(privateJwk, 'RS256');
  const now = Math.floor(Date.now() / 1000);
  return (
    new SignJWT({
      email: who.email,
      email_verified: true,
      name: who.name,
    })
      .setProtectedHeader({ alg: 'RS256', kid: privateJwk.kid, typ: 'JWT' })
      .setIssuer('https://accounts.google.com')
      .setAudience(E2E_CLIENT_ID)
      .setSubject(who.sub)
      .setIssuedAt(now)
      .setExpirationTime(now + 3600)
      // Each token signs in once: two sign-ins in one second must not mint the same token.
      .setJti(randomUUID())
      .sign(key)
  );
}
