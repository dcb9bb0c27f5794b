import { describe, expect, it } from 'vitest';
import { codeChallenge, codeOutcome } from './one-time-code';

describe('one-time codes', () => {
  it('are ct- and 8 characters that cannot be misread, different from draw to draw', () => {
    const codes = new Set(
      Array.from({ length: 200 }, () => codeChallenge('Summary', Math.random).code),
    );
    for (const code of codes) expect(code).toMatch(/^ct-[a-hjkmnp-z2-9]{8}$/);
    expect(codes.size).toBe(200);
  });

  it('are found anywhere in the field, in any case; a field without it says what to do', () => {
    const challenge = codeChallenge('Affiliation', () => 0.5);
    expect(codeOutcome(`MIT ${challenge.code.toUpperCase()}`, challenge, 'AtCoder')).toEqual({
      verified: true,
    });
    const missing = codeOutcome('MIT', challenge, 'AtCoder');
    expect(missing).toEqual({
      verified: false,
      missing: `${challenge.code} was not found in the AtCoder Affiliation: save it there, then verify again`,
    });
    expect(codeOutcome(undefined, challenge, 'AtCoder').verified).toBe(false);
  });
});
