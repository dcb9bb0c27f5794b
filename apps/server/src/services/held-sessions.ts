import type { UserRow } from '#server/db/users-repository';

/** A session the database answered for, as it answered: the rules are applied again at every use. */
export interface HeldSession {
  user: UserRow;
  createdAt: Date;
  expiresAt: Date;
}

interface Entry {
  session: HeldSession;
  /** When the database answered (the injected clock's ms): an entry is used from then until + holdMs. */
  at: number;
}

/**
 * Sessions this instance found in the database, held a few seconds (decision 060) so that a
 * signed-in read costs no lookup. Only what the database confirmed is held (never an unknown
 * token). An ended session leaves at once on this instance; another instance's sign-out, or a
 * change to the user's row made elsewhere, is seen once the hold runs out.
 */
export function createHeldSessions(options: { holdMs: number; max: number }) {
  const held = new Map<string, Entry>();
  // Raised by every forget: a lookup that began before one may have read a row that was then
  // ended or changed, so its answer is not held (it is still answered, as the database said).
  let epoch = 0;

  return {
    /** What a lookup notes before it asks the database, and gives back to `keep`. */
    epoch: () => epoch,

    /** A held session within its hold; an entry from the clock's future (it was set back) is not. */
    get(tokenHash: string, nowMs: number): HeldSession | undefined {
      const entry = held.get(tokenHash);
      if (!entry) return undefined;
      if (nowMs >= entry.at && nowMs < entry.at + options.holdMs) return entry.session;
      held.delete(tokenHash);
      return undefined;
    },

    keep(tokenHash: string, session: HeldSession, nowMs: number, since: number): void {
      if (options.holdMs <= 0 || since !== epoch) return;
      held.delete(tokenHash);
      held.set(tokenHash, { session, at: nowMs });
      // A Map iterates in insertion order: the oldest kept entry leaves first.
      if (held.size > options.max) {
        const oldest = held.keys().next();
        if (!oldest.done) held.delete(oldest.value);
      }
    },

    forgetToken(tokenHash: string): void {
      epoch++;
      held.delete(tokenHash);
    },

    /** Every held session of a user: they signed in or out, or wrote something of theirs. */
    forgetUser(userId: number): void {
      epoch++;
      // At most `max` entries, and only on a sign-in, a sign-out or a write of the user's.
      for (const [hash, entry] of held) if (entry.session.user.id === userId) held.delete(hash);
    },

    size: () => held.size,
  };
}

export type HeldSessions = ReturnType<typeof createHeldSessions>;
