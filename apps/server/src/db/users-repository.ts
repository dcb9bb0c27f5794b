import { and, eq, sql } from 'drizzle-orm';
import type { FilterPreferences } from '@contest-tracker/contract';
import type { GoogleIdentity } from '#server/domain/identity';
import type { Db } from './database';
import { users } from './schema';

export type UserRow = typeof users.$inferSelect;

/** Creates the user on first sign-in; later sign-ins refresh name, email and picture. */
export async function upsertGoogleUser(db: Db, identity: GoogleIdentity): Promise<UserRow> {
  const values = {
    googleSub: identity.sub,
    email: identity.email,
    name: identity.name,
    picture: identity.picture,
  };
  const [row] = await db
    .insert(users)
    .values(values)
    .onConflictDoUpdate({
      target: users.googleSub,
      set: {
        email: values.email,
        name: values.name,
        picture: values.picture,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  if (!row) throw new Error('upsert returned no user');
  return row;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserByGoogleSub(db: Db, sub: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.googleSub, sub)).limit(1);
  return row;
}

/**
 * Google ID tokens of this user issued before `at` stop working. Never moved back: instances whose
 * clocks differ a little cannot revive tokens another one ended.
 */
export async function endIdTokensBefore(db: Db, userId: number, at: Date): Promise<void> {
  await db
    .update(users)
    .set({
      idTokensValidAfter: sql`greatest(${users.idTokensValidAfter}, ${at.toISOString()}::timestamptz)`,
    })
    .where(eq(users.id, userId));
}

/** Every preference of the user; undefined when there is no such user. */
export async function readPreferences(db: Db, userId: number) {
  const [row] = await db
    .select({
      hideSolutionLinks: users.hideSolutionLinks,
      platforms: users.filterPlatforms,
      length: users.filterLength,
      view: users.contestView,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** The home page's filters and view, and `hideSolutionLinks` when given, in one statement. */
export async function writePreferences(
  db: Db,
  userId: number,
  preferences: FilterPreferences & { hideSolutionLinks?: boolean | undefined },
): Promise<void> {
  await db
    .update(users)
    .set({
      filterPlatforms: preferences.platforms,
      filterLength: preferences.length,
      contestView: preferences.view,
      ...(preferences.hideSolutionLinks === undefined
        ? {}
        : { hideSolutionLinks: preferences.hideSolutionLinks }),
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId));
}

export async function setHideSolutionLinks(db: Db, userId: number, hide: boolean): Promise<void> {
  await db
    .update(users)
    .set({ hideSolutionLinks: hide, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

/**
 * Binds an admin address to this account unless another account holds it. Claims of one address
 * take turns (a transaction-scoped advisory lock), so two accounts signing in at once cannot both
 * pass the "nobody holds it" check. Answers the row as it now is.
 */
export async function claimAdminEmail(db: Db, user: UserRow, email: string): Promise<UserRow> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`admin:${email}`}))`);
    const [row] = await tx
      .update(users)
      .set({ adminEmail: email })
      .where(
        and(
          eq(users.id, user.id),
          sql`not exists (select 1 from ${users} where ${users.adminEmail} = ${email})`,
        ),
      )
      .returning();
    return row ?? user;
  });
}

/** Frees an admin address for the next account to sign in with it; false if none held it. */
export async function releaseAdminEmail(db: Db, email: string): Promise<boolean> {
  const released = await db
    .update(users)
    .set({ adminEmail: null })
    .where(eq(users.adminEmail, email))
    .returning({ id: users.id });
  return released.length > 0;
}
