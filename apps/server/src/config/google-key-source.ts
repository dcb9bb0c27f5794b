import type { Config } from './env';

export const GOOGLE_JWKS_URL = 'https://www.googleapis.com/oauth2/v3/certs';
export const GOOGLE_ISSUER_VALUES = ['https://accounts.google.com', 'accounts.google.com'];

/**
 * Where the configuration makes Google ID tokens checkable with keys that are not Google's: one
 * line per variable, naming it; empty when both are Google's. Whoever serves the keys can sign
 * in as anyone, so a production server takes this only with ALLOW_INSECURE_GOOGLE_KEYS=1.
 */
export function nonGoogleKeySources(
  config: Pick<Config, 'GOOGLE_JWKS_URL' | 'GOOGLE_ISSUERS'>,
): string[] {
  const problems: string[] = [];
  // Exactly Google's certs URL: any other path on Google's host (a redirector, another API that
  // echoes JSON) is not where Google publishes its signing keys.
  if (URL.parse(config.GOOGLE_JWKS_URL)?.href !== GOOGLE_JWKS_URL) {
    problems.push(
      `GOOGLE_JWKS_URL must be ${GOOGLE_JWKS_URL} (got "${config.GOOGLE_JWKS_URL.slice(0, 80)}")`,
    );
  }
  const foreign = config.GOOGLE_ISSUERS.filter((issuer) => !GOOGLE_ISSUER_VALUES.includes(issuer));
  if (foreign.length > 0 || config.GOOGLE_ISSUERS.length === 0) {
    problems.push(
      `GOOGLE_ISSUERS must be among ${GOOGLE_ISSUER_VALUES.join(', ')} (got "${config.GOOGLE_ISSUERS.join(',').slice(0, 80)}")`,
    );
  }
  return problems;
}
