import type { CodeChallenge } from '#server/domain/handle-challenge';

// No 0/o, 1/l/i: the user copies the code by eye as often as by clipboard.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const LENGTH = 8;

/**
 * A code for a profile field: `ct-` and 8 characters (about 40 bits), so a field that happens to
 * hold it already is out of the question, and the user sees at a glance what it is for.
 */
export function codeChallenge(field: string, random: () => number): CodeChallenge {
  let code = 'ct-';
  for (let i = 0; i < LENGTH; i++) {
    const pick = Math.min(ALPHABET.length - 1, Math.floor(random() * ALPHABET.length));
    code += ALPHABET.charAt(pick);
  }
  return { code, field };
}

/** What `verify` answers for a field read back from the platform. */
export function codeOutcome(
  fieldText: string | undefined,
  challenge: CodeChallenge,
  platform: string,
): { verified: true } | { verified: false; missing: string } {
  if (fieldText?.toLowerCase().includes(challenge.code)) return { verified: true };
  return {
    verified: false,
    missing: `${challenge.code} was not found in the ${platform} ${challenge.field}: save it there, then verify again`,
  };
}

/**
 * `npm run demo` issues codes with this, so every demo challenge is the same code and the
 * replayed profiles can show it as if the user had saved it (the demo has no real profile).
 */
export const DEMO_CHALLENGE_RANDOM = () => 0;
export const demoCode = () => codeChallenge('', DEMO_CHALLENGE_RANDOM).code;
