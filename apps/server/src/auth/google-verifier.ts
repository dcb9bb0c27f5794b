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
 * `iss` one of Google's, `aud` our client id, `exp`/`nbf` within 60 s of skew, and a verified email.
 */
export function createGoogleVerifier(options: GoogleVerifierOptions) {
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
    const { sub, email, email_verified: verified, name, picture } = payload;
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
