/** Who a verified Google credential says the user is. */
export interface GoogleIdentity {
  sub: string;
  email: string;
  name: string;
  picture: string | null;
}

/** A Google ID token that passed every check: who it names, and the facts of the token itself. */
export interface VerifiedGoogleToken {
  identity: GoogleIdentity;
  /** Its `iat`, in whole seconds as Google writes it. */
  issuedAt: Date;
  /** The first instant it is no longer accepted (its `exp`, or an hour after `iat`, plus the skew). */
  acceptedUntil: Date;
  /** Its `jti`, or its SHA-256 when it has none: what remembers that it signed in. */
  key: string;
}
