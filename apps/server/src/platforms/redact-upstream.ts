/** Query parameters that carry a credential, in a URL an upstream wrote (a redirect's Location). */
const SECRET_PARAMS =
  /([?&;](?:key|api_?key|token|access_token|id_token|sig|signature|secret|password|auth)=)[^&;#\s"']*/gi;
const URL_CREDENTIALS = /(\/\/)[^/@\s"']+@/g;

/**
 * Upstream text fit for the log: credentials in URLs (API keys, tokens, user:password@) and the
 * given secrets themselves are replaced, wherever they are quoted.
 */
export function redactUpstreamText(text: string, secrets: readonly string[] = []): string {
  let redacted = text
    .replace(SECRET_PARAMS, '$1[redacted]')
    .replace(URL_CREDENTIALS, '$1[redacted]@');
  for (const secret of secrets) {
    if (secret.length >= 4) redacted = redacted.replaceAll(secret, '[redacted]');
  }
  return redacted;
}
