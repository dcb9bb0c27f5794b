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

/** Google's ID tokens live an hour; one issued longer ago was kept, not freshly handed over. */
const MAX_TOKEN_AGE_SECONDS = 3600;
const SKEW_SECONDS = 60;

/**
 * Checks a Google ID token the way Google documents it: RS256 signature by one of Google's keys,
 * `iss` one of Google's, `aud` our client id, `azp` our client id when present (required when `aud`
 * is a list), `exp`/`nbf` within 60 s of skew, `iat` at most an hour ago and not in the future
 * (same skew), and a verified email.
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
        clockTolerance: SKEW_SECONDS,
        // jose also refuses an `iat` in the future (beyond the tolerance) once a maximum is given.
        maxTokenAge: MAX_TOKEN_AGE_SECONDS,
        currentDate: options.clock.now(),
        requiredClaims: ['exp', 'iat', 'sub'],
      }));
    } catch (error) {
      if (error instanceof errors.JOSEError) {
        throw new InvalidCredentialError(`Google credential rejected (${error.code})`);
      }
      throw error;
    }
    const { sub, email, email_verified: verified, name, picture, azp, aud } = payload;
    // Only our web client signs in: a token handed to another client (its `azp`) is not for us,
    // and a token for several audiences must say which one it was issued to.
    if ((azp !== undefined || Array.isArray(aud)) && azp !== options.clientId) {
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
