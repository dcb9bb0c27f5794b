import { describe, expect, it } from 'vitest';
import { idTokenStillValid } from './id-token-validity';

const signedOutAt = (iso: string | null) => ({
  idTokensValidAfter: iso === null ? null : new Date(iso),
});

describe('idTokenStillValid', () => {
  it('accepts any token of a user who never signed out', () => {
    expect(idTokenStillValid(signedOutAt(null), new Date('2026-01-01T00:00:00Z'))).toBe(true);
  });

  it('refuses a token issued in an earlier second than the sign-out', () => {
    const user = signedOutAt('2026-03-01T12:00:00.400Z');
    expect(idTokenStillValid(user, new Date('2026-03-01T11:59:59Z'))).toBe(false);
    expect(idTokenStillValid(user, new Date('2026-03-01T11:00:00Z'))).toBe(false);
  });

  it('accepts a token of the sign-out second or later (Google counts whole seconds)', () => {
    const user = signedOutAt('2026-03-01T12:00:00.400Z');
    expect(idTokenStillValid(user, new Date('2026-03-01T12:00:00Z'))).toBe(true);
    expect(idTokenStillValid(user, new Date('2026-03-01T12:00:01Z'))).toBe(true);
  });
});
