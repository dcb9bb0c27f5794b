import { describe, expect, it } from 'vitest';
import type { UserRow } from '#server/db/users-repository';
import { createHeldSessions, type HeldSession } from './held-sessions';

const HOLD_MS = 5_000;
const sessionOf = (id: number): HeldSession => ({
  user: { id } as UserRow,
  createdAt: new Date(0),
  expiresAt: new Date(86_400_000),
});

describe('held sessions', () => {
  it('holds what the database answered for the hold, from when it answered', () => {
    const held = createHeldSessions({ holdMs: HOLD_MS, max: 10 });
    held.keep('a', sessionOf(1), 1_000, held.epoch());
    expect(held.get('a', 1_000)?.user.id).toBe(1);
    expect(held.get('a', 1_000 + HOLD_MS - 1)?.user.id).toBe(1);
    expect(held.get('a', 1_000 + HOLD_MS)).toBeUndefined();
    // Gone once past: a clock set back later does not bring it back.
    expect(held.get('a', 1_000)).toBeUndefined();
  });

  it('does not use an entry from the clock’s future (a clock set back)', () => {
    const held = createHeldSessions({ holdMs: HOLD_MS, max: 10 });
    held.keep('a', sessionOf(1), 10_000, held.epoch());
    expect(held.get('a', 9_999)).toBeUndefined();
  });

  it('lets go of a token, or of every token of a user, at once', () => {
    const held = createHeldSessions({ holdMs: HOLD_MS, max: 10 });
    const since = held.epoch();
    held.keep('a', sessionOf(1), 0, since);
    held.keep('b', sessionOf(1), 0, since);
    held.keep('c', sessionOf(2), 0, since);
    held.forgetToken('a');
    expect(held.get('a', 1)).toBeUndefined();
    expect(held.get('b', 1)?.user.id).toBe(1);
    held.forgetUser(1);
    expect(held.get('b', 1)).toBeUndefined();
    expect(held.get('c', 1)?.user.id).toBe(2);
  });

  it('does not hold an answer read before a session ended or a user changed', () => {
    const held = createHeldSessions({ holdMs: HOLD_MS, max: 10 });
    // A lookup notes the epoch, the database answers; meanwhile a logout commits and lets go.
    const since = held.epoch();
    held.forgetToken('a');
    held.keep('a', sessionOf(1), 0, since);
    expect(held.get('a', 1)).toBeUndefined();
    const later = held.epoch();
    held.forgetUser(2);
    held.keep('b', sessionOf(1), 0, later);
    expect(held.get('b', 1)).toBeUndefined();
  });

  it('keeps at most `max`, the oldest leaving first; a hold of 0 keeps none', () => {
    const held = createHeldSessions({ holdMs: HOLD_MS, max: 2 });
    for (const [i, hash] of ['a', 'b', 'c'].entries()) {
      held.keep(hash, sessionOf(i), 0, held.epoch());
    }
    expect(held.size()).toBe(2);
    expect(held.get('a', 1)).toBeUndefined();
    expect(held.get('c', 1)?.user.id).toBe(2);
    const none = createHeldSessions({ holdMs: 0, max: 2 });
    none.keep('a', sessionOf(1), 0, none.epoch());
    expect(none.size()).toBe(0);
  });
});
