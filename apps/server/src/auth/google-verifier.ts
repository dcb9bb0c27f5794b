import { createRemoteJWKSet, errors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { GoogleIdentity } from '#server/domain/identity';
import type { Clock } from '#server/lib/clock';

export class InvalidCredentialError extends Error {
  override readonly name = 'InvalidCredentialError';
}

export interface GoogleVerifierOptions {
  jwksUrl: string;
  issuers: readonly string[];
  clientId: string;
  clock: Clock;
}

/**
 * Checks a Google ID token the way Google documents it: RS256 signature by one of Google's keys,
 * `iss` one of Google's, `aud` (and `azp`, when present) our client id, `exp`/`nbf` within 60 s of
 * skew, and a verified email.
 */
export function createGoogleVerifier(options: GoogleVerifierOptions) {
  // jose keeps the set for 10 minutes and refetches early only for an unknown key id, at most once
  // per cooldown (concurrent lookups share one fetch): forged tokens, now sent on any call, cannot
  // make us hammer Google's endpoint.
  const keys: JWTVerifyGetKey = createRemoteJWKSet(new URL(options.jwksUrl), {
    timeoutDuration: 5_000,
    cooldownDuration: 30_000,
  });
  return async function verify(credential: string): Promise<GoogleIdentity> {
    let payload;
    try {
      ({ payload } = await jwtVerify(credential, keys, {
        algorithms: ['RS256'],
        issuer: [...options.issuers],
        audience: options.clientId,
        clockTolerance: 60,
        currentDate: options.clock.now(),
        requiredClaims: ['exp', 'iat', 'sub'],
      }));
    } catch (error) {
      if (error instanceof errors.JOSEError) {
        throw new InvalidCredentialError(`Google credential rejected (${error.code})`);
      }
      throw error;
    }
    const { sub, email, email_verified: verified, name, picture, azp } = payload;
    // Only our web client signs in: a token handed to another client (its `azp`) is not for us.
    if (azp !== undefined && azp !== options.clientId) {
      throw new InvalidCredentialError('credential was issued to another client (azp)');
    }
    if (typeof sub !== 'string' || !sub)
      throw new InvalidCredentialError('credential has no subject');
    if (typeof email !== 'string' || !email.includes('@')) {
      throw new InvalidCredentialError('credential has no email');
    }
    // Google sends a boolean; some older tokens carried the string "true".
    if (verified !== true && verified !== 'true') {
      throw new InvalidCredentialError('the Google account email is not verified');
    }
    return {
      sub,
      email: email.toLowerCase(),
      name: typeof name === 'string' && name.trim() ? name.trim() : email,
      picture: typeof picture === 'string' && picture.startsWith('https://') ? picture : null,
    };
  };
}

export type VerifyGoogleCredential = ReturnType<typeof createGoogleVerifier>;
