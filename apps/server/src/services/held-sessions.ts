import type { EndedSessions } from '#server/db/sessions-ended';
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
 * Sessions this instance found in the database, held for SESSION_HOLD_SECONDS (decision 060) so
 * that a signed-in read costs no lookup. Only what the database confirmed is held (never an
 * unknown token). An ended session leaves at once on this instance; another instance's sign-out,
 * or a change to the user's row made elsewhere, leaves when the database announces it (decision
 * 064, `forgetEnded`), and at the latest when the hold runs out.
 */
export function createHeldSessions(options: { holdMs: number; max: number }) {
  const held = new Map<string, Entry>();
  // One read of a token at a time: requests that ask meanwhile share it (a client's parallel
  // requests, or many connections of one user, would otherwise each ask the database).
  const reading = new Map<string, Promise<HeldSession | undefined>>();
  // Raised by every forget: a read that began before one may have seen a row that was then ended
  // or changed, so its answer is not held (it is still answered, as the database said).
  let epoch = 0;

  const heldAt = (tokenHash: string, nowMs: number) => {
    const entry = held.get(tokenHash);
    if (!entry) return undefined;
    // An entry from the clock's future (it was set back) is not used either.
    if (nowMs >= entry.at && nowMs < entry.at + options.holdMs) return entry.session;
    held.delete(tokenHash);
    return undefined;
  };

  const keep = (tokenHash: string, session: HeldSession, nowMs: number) => {
    held.delete(tokenHash);
    held.set(tokenHash, { session, at: nowMs });
    // A Map iterates in insertion order: the oldest kept entry leaves first.
    if (held.size > options.max) {
      const oldest = held.keys().next();
      if (!oldest.done) held.delete(oldest.value);
    }
  };

  // At most `max` entries, and only on a sign-in, a sign-out or a write of these users'.
  const forgetUsers = (userIds: ReadonlySet<number>) => {
    epoch++;
    for (const [hash, entry] of held) if (userIds.has(entry.session.user.id)) held.delete(hash);
    // Whose token a running read is for is not known until it answers: none is shared on.
    reading.clear();
  };

  return {
    /**
     * The session held for `tokenHash`, else what `read` (the database) answers, held from
     * `nowMs` when it found one. The caller applies the session's rules to either.
     */
    find(
      tokenHash: string,
      nowMs: number,
      read: () => Promise<HeldSession | undefined>,
    ): Promise<HeldSession | undefined> {
      const kept = heldAt(tokenHash, nowMs);
      if (kept) return Promise.resolve(kept);
      const running = reading.get(tokenHash);
      if (running) return running;
      const since = epoch;
      const answer = read()
        .then((found) => {
          if (found && since === epoch && options.holdMs > 0) keep(tokenHash, found, nowMs);
          return found;
        })
        .finally(() => {
          if (reading.get(tokenHash) === answer) reading.delete(tokenHash);
        });
      reading.set(tokenHash, answer);
      return answer;
    },

    /** This session ended here: the next request reads it again (and finds it gone). */
    forgetToken(tokenHash: string): void {
      epoch++;
      held.delete(tokenHash);
      reading.delete(tokenHash);
    },

    /** Every session of a user: they signed in or out, or wrote something of theirs. */
    forgetUser(userId: number): void {
      forgetUsers(new Set([userId]));
    },

    /** What the database announced (decision 064): these users' sessions, or all of them. */
    forgetEnded(ended: EndedSessions): void {
      if (ended === 'all') {
        epoch++;
        held.clear();
        reading.clear();
      } else {
        forgetUsers(new Set(ended.userIds));
      }
    },

    size: () => held.size,
  };
}

export type HeldSessions = ReturnType<typeof createHeldSessions>;
