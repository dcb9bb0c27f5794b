import type { Followed, PlatformId } from '@contest-tracker/contract';
import type { Db } from '#server/db/database';
import { listFollowing, removeFollowing } from '#server/db/following-repository';

export async function getFollowing(db: Db, userId: number): Promise<Followed[]> {
  return (await listFollowing(db, userId)).map((row) => ({
    platform: row.platform as PlatformId,
    handle: row.handle,
    since: row.createdAt.toISOString(),
  }));
}

/** Idempotent: a handle not followed is left as it is. */
export const unfollowHandle = (db: Db, userId: number, platform: PlatformId, handle: string) =>
  removeFollowing(db, userId, platform, handle);
