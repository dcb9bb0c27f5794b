import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { InvalidCredentialError, type VerifyGoogleCredential } from '#server/auth/google-verifier';
import type { Db } from '#server/db/database';
import {
  findUserByGoogleSub,
  findUserById,
  upsertGoogleUser,
  type UserRow,
} from '#server/db/users-repository';
import type { GoogleIdentity } from '#server/domain/identity';
import type { Clock } from '#server/lib/clock';
import { bindAdminIfListed, wantsAdminBinding } from './admin-binding';
import { idTokenStillValid } from './id-token-validity';
import type { SessionUser } from './sessions';

/** Verified tokens remembered per instance; past this the least recently used are verified again. */
const REMEMBERED_TOKENS = 10_000;

interface Verified {
  userId: number;
  issuedAt: Date;
  /** Epoch ms from which the verifier would refuse it. */
  acceptedUntil: number;
}

/** Name, email or picture differ from what the account holds. */
function changed(user: UserRow, identity: GoogleIdentity): boolean {
  return (
    user.email !== identity.email ||
    user.name !== identity.name ||
    user.picture !== identity.picture
  );
}

/**
 * The first client's credential: a Google ID token sent on every call, verified exactly as
 * sign-in verifies it. Its first use creates or refreshes the user (and binds an admin address)
 * as sign-in does, and only when something changed; the verified token is then remembered in
 * memory until it expires, so later calls neither check its signature nor write. Every call
 * reads the user, so a logout on any instance ends the token at once (`idTokenStillValid`).
 */
export function createIdTokenUsers(options: {
  db: Db;
  verify: VerifyGoogleCredential;
  adminEmails: readonly string[];
  clock: Clock;
  rememberAtMost?: number;
}) {
  const { db, adminEmails } = options;
  const verified = new LRUCache<string, Verified>({
    max: options.rememberAtMost ?? REMEMBERED_TOKENS,
  });

  async function accountOf(identity: GoogleIdentity): Promise<UserRow> {
    const found = await findUserByGoogleSub(db, identity.sub);
    if (found && !changed(found, identity) && !wantsAdminBinding(found, adminEmails)) return found;
    return db.transaction(async (tx) =>
      bindAdminIfListed(tx, await upsertGoogleUser(tx, identity), adminEmails),
    );
  }

  async function verifyAndRemember(credential: string, key: string, now: number) {
    let token;
    try {
      token = await options.verify(credential);
    } catch (error) {
      if (error instanceof InvalidCredentialError) return undefined;
      throw error;
    }
    const user = await accountOf(token.identity);
    const acceptedUntil = token.acceptedUntil.getTime();
    if (acceptedUntil > now) {
      verified.set(key, { userId: user.id, issuedAt: token.issuedAt, acceptedUntil });
    }
    return { user, issuedAt: token.issuedAt };
  }

  /** The user a Google ID token acts for; undefined for a token we refuse. */
  async function userFor(credential: string): Promise<SessionUser | undefined> {
    const now = options.clock.now().getTime();
    // Keyed by hash: the memory holds no usable credential.
    const key = createHash('sha256').update(credential).digest('base64url');
    const hit = verified.get(key);
    let found: { user: UserRow | undefined; issuedAt: Date } | undefined;
    if (hit && now < hit.acceptedUntil) {
      found = { user: await findUserById(db, hit.userId), issuedAt: hit.issuedAt };
    } else {
      verified.delete(key);
      found = await verifyAndRemember(credential, key, now);
    }
    if (!found?.user || !idTokenStillValid(found.user, found.issuedAt)) return undefined;
    return { user: found.user, tokenHash: undefined };
  }

  return { userFor };
}
