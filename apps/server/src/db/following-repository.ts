import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from './database';
import { userFollowing } from './schema-ratings';

export interface Followed {
  platform: string;
  handle: string;
  createdAt: Date;
}

export async function listFollowing(db: Db, userId: number): Promise<Followed[]> {
  return db
    .select({
      platform: userFollowing.platform,
      handle: userFollowing.handle,
      createdAt: userFollowing.createdAt,
    })
    .from(userFollowing)
    .where(eq(userFollowing.userId, userId))
    .orderBy(asc(userFollowing.platform), asc(userFollowing.handleKey));
}

export async function countFollowing(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(userFollowing)
    .where(eq(userFollowing.userId, userId));
  return row?.n ?? 0;
}

/** False when the user already follows this handle (in any case). */
export async function addFollowing(
  db: Db,
  row: { userId: number; platform: string; handle: string; createdAt: Date },
): Promise<boolean> {
  const added = await db
    .insert(userFollowing)
    .values({ ...row, handleKey: row.handle.toLowerCase() })
    .onConflictDoNothing()
    .returning({ handle: userFollowing.handle });
  return added.length > 0;
}

export async function removeFollowing(
  db: Db,
  userId: number,
  platform: string,
  handle: string,
): Promise<void> {
  await db
    .delete(userFollowing)
    .where(
      and(
        eq(userFollowing.userId, userId),
        eq(userFollowing.platform, platform),
        eq(userFollowing.handleKey, handle.toLowerCase()),
      ),
    );
}
