import { createHash, randomBytes } from 'node:crypto';

export const SESSION_DAYS = 30;
/** An admin's session is short: a stolen or forgotten one is worth less, for less long. */
export const ADMIN_SESSION_HOURS = 12;
/** Sessions kept per user; signing in again past this ends the oldest. */
export const MAX_SESSIONS_PER_USER = 20;

/** 256 random bits: the client holds the token, we keep only its hash. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** `Bearer x`, or the first client's bare token in the Authorization header. */
export function tokenFromAuthorization(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const value = header.trim();
  const bearer = /^bearer\s+(.+)$/i.exec(value);
  const token = (bearer ? bearer[1] : value)?.trim();
  return token && token.length <= 8192 ? token : undefined;
}

/**
 * A JWT is three dot-separated parts; our session tokens are one base64url word with no dot, so
 * the shape alone says which check a credential gets (and a session lookup never sees a JWT).
 */
export function looksLikeJwt(token: string): boolean {
  return token.split('.').length === 3;
}
