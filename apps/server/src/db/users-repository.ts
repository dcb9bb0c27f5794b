import { eq, sql } from 'drizzle-orm';
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

export async function setHideSolutionLinks(db: Db, userId: number, hide: boolean): Promise<void> {
  await db
    .update(users)
    .set({ hideSolutionLinks: hide, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}
