import { describe, expect, it } from 'vitest';
import type { UserRow } from '#server/db/users-repository';
import { createHeldSessions, type HeldSession } from './held-sessions';

const HOLD_MS = 5_000;
const sessionOf = (id: number): HeldSession => ({
  user: { id } as UserRow,
  createdAt: new Date(0),
  expiresAt: new Date(86_400_000),
});

/** A database that knows `sessions` (token hash → user id) and counts how often it is asked. */
function database(sessions: Record<string, number>) {
  const db = {
    reads: 0,
    read: (hash: string) => () => {
      db.reads++;
      const id = sessions[hash];
      return Promise.resolve(id === undefined ? undefined : sessionOf(id));
    },
  };
  return db;
}

const idOf = async (answer: Promise<HeldSession | undefined>) => (await answer)?.user.id;

describe('held sessions', () => {
  it('holds what the database found for the hold, from when it answered', async () => {
    const held = createHeldSessions({ holdMs: HOLD_MS, max: 10 });
    const db = database({ a: 1 });
    expect(await idOf(held.find('a', 1_000, db.read('a')))).toBe(1);
    expect(await idOf(held.find('a', 1_000 + HOLD_MS - 1, db.read('a')))).toBe(1);
    expect(db.reads).toBe(1);
    expect(await idOf(held.find('a', 1_000 + HOLD_MS, db.read('a')))).toBe(1);
    expect(db.reads).toBe(2);
  });

  it('never holds an unknown token', async () => {
    const held = createHeldSessions({ holdMs: HOLD_MS, max: 10 });
    const db = database({});
    expect(await idOf(held.find('x', 0, db.read('x')))).toBeUndefined();
    expect(await idOf(held.find('x', 1, db.read('x')))).toBeUndefined();
    expect([db.reads, held.size()]).toEqual([2, 0]);
  });

  it('does not use an entry from the clock’s future (a clock set back)', async () => {
    const held = createHeldSessions({ holdMs: HOLD_MS, max: 10 });
    const db = database({ a: 1 });
    await held.find('a', 10_000, db.read('a'));
    await held.find('a', 9_999, db.read('a'));
    expect(db.reads).toBe(2);
  });

  it('shares one read among those asking while it runs', async () => {
    const held = createHeldSessions({ holdMs: HOLD_MS, max: 10 });
    const db = database({ a: 1 });
    const asked = [0, 1, 2].map((ms) => idOf(held.find('a', ms, db.read('a'))));
    expect(await Promise.all(asked)).toEqual([1, 1, 1]);
    expect(db.reads).toBe(1);
  });

  it('lets go of a token, or of every token of a user, at once', async () => {
    const held = createHeldSessions({ holdMs: HOLD_MS, max: 10 });
    const db = database({ a: 1, b: 1, c: 2 });
    for (const hash of ['a', 'b', 'c']) await held.find(hash, 0, db.read(hash));
    held.forgetToken('a');
    await held.find('a', 1, db.read('a'));
    await held.find('b', 1, db.read('b'));
    expect(db.reads).toBe(4);
    held.forgetUser(1);
    await held.find('b', 1, db.read('b'));
    await held.find('c', 1, db.read('c'));
    expect(db.reads).toBe(5);
  });

  it('lets go of what the database announced: some users, or everyone', async () => {
    const held = createHeldSessions({ holdMs: HOLD_MS, max: 10 });
    const db = database({ a: 1, b: 2, c: 3 });
    const findAll = async (ms: number) => {
      for (const hash of ['a', 'b', 'c']) await held.find(hash, ms, db.read(hash));
    };
    await findAll(0);
    held.forgetEnded({ userIds: [1, 3] });
    await findAll(1);
    expect(db.reads).toBe(5);
    // A read running when everything is dropped is not held either.
    const running = held.find('x', 2, () => Promise.resolve(sessionOf(4)));
    held.forgetEnded('all');
    await running;
    expect(held.size()).toBe(0);
    await findAll(2);
    expect(db.reads).toBe(8);
  });

  it('neither holds nor shares a read that began before a session ended or a user changed', async () => {
    const held = createHeldSessions({ holdMs: HOLD_MS, max: 10 });
    const db = database({ a: 1, b: 1 });
    // A read is running when a logout commits and lets go: its answer is not kept, and a
    // request after the logout reads again rather than joining it.
    const before = held.find('a', 0, db.read('a'));
    held.forgetToken('a');
    const after = held.find('a', 0, db.read('a'));
    await Promise.all([before, after]);
    expect(db.reads).toBe(2);
    const running = held.find('b', 1, db.read('b'));
    held.forgetUser(2);
    await running;
    await held.find('b', 2, db.read('b'));
    expect(db.reads).toBe(4);
  });

  it('keeps at most `max`, the oldest leaving first; a hold of 0 keeps none', async () => {
    const held = createHeldSessions({ holdMs: HOLD_MS, max: 2 });
    const db = database({ a: 0, b: 1, c: 2 });
    for (const hash of ['a', 'b', 'c']) await held.find(hash, 0, db.read(hash));
    expect(held.size()).toBe(2);
    await held.find('c', 1, db.read('c'));
    await held.find('a', 1, db.read('a'));
    expect(db.reads).toBe(4);
    const none = createHeldSessions({ holdMs: 0, max: 2 });
    await none.find('a', 0, db.read('a'));
    expect(none.size()).toBe(0);
  });
});
