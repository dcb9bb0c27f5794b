import { GOOGLE_ISSUER, TEST_CLIENT_ID, unsignedToken, type GoogleKeyServer } from './google-keys';

/**
 * Forged or unacceptable Google ID tokens, each named: every credential check (sign-in, and a
 * token sent as the credential of a call) must refuse all of them.
 */
export function tokenAttacks(
  // Lazy: the list is built when tests are collected, the key server starts in beforeAll.
  keyServer: () => GoogleKeyServer,
  now: () => Date,
): [string, () => Promise<string>][] {
  const keys = {
    mint: (...args: Parameters<GoogleKeyServer['mint']>) => keyServer().mint(...args),
  };
  const seconds = () => Math.floor(now().getTime() / 1000);
  return [
    [
      'alg: none',
      () =>
        Promise.resolve(
          unsignedToken({
            iss: GOOGLE_ISSUER,
            aud: TEST_CLIENT_ID,
            sub: '1',
            email: 'a@b.c',
            email_verified: true,
            iat: 1,
            exp: 4_000_000_000,
          }),
        ),
    ],
    ['signed by another key', () => keys.mint({ now: now(), foreignKey: true })],
    [
      'a wrong audience',
      () => keys.mint({ now: now(), claims: { aud: 'someone-else.apps.googleusercontent.com' } }),
    ],
    [
      'a wrong issuer',
      () => keys.mint({ now: now(), claims: { iss: 'https://evil.example.com' } }),
    ],
    [
      'a wrong azp',
      () => keys.mint({ now: now(), claims: { azp: 'someone-else.apps.googleusercontent.com' } }),
    ],
    [
      'an expired token (beyond 60 s of skew)',
      () => keys.mint({ now: now(), claims: { iat: seconds() - 7200, exp: seconds() - 61 } }),
    ],
    [
      'a token not yet valid (beyond 60 s of skew)',
      () => keys.mint({ now: now(), claims: { nbf: seconds() + 120 } }),
    ],
    [
      'an aud list without azp',
      () =>
        keys.mint({
          now: now(),
          claims: { aud: [TEST_CLIENT_ID, 'someone-else.apps.googleusercontent.com'] },
        }),
    ],
    [
      'an aud list with another azp',
      () =>
        keys.mint({
          now: now(),
          claims: {
            aud: [TEST_CLIENT_ID, 'someone-else.apps.googleusercontent.com'],
            azp: 'someone-else.apps.googleusercontent.com',
          },
        }),
    ],
    [
      'a token issued in the future (beyond 60 s of skew)',
      () => keys.mint({ now: now(), claims: { iat: seconds() + 120, exp: seconds() + 3720 } }),
    ],
    [
      'a token issued a day in the future',
      () => keys.mint({ now: now(), claims: { iat: seconds() + 86_400, exp: seconds() + 90_000 } }),
    ],
    [
      'a token older than an hour (beyond 60 s of skew), however far its exp',
      () => keys.mint({ now: now(), claims: { iat: seconds() - 3661, exp: seconds() + 86_400 } }),
    ],
    ['email_verified: false', () => keys.mint({ now: now(), claims: { email_verified: false } })],
    ['no email', () => keys.mint({ now: now(), omit: ['email'] })],
    ['a malformed header', () => Promise.resolve('not-base64!.e30.c2ln')],
  ];
}
