import type { LinkedHandle, PlatformId } from '@contest-tracker/contract';
import type { HandleRow } from '#server/db/handles-repository';

/** How /profile sees a handle: the challenge only until it is verified. */
export function toLinkedHandle(row: HandleRow): LinkedHandle {
  const challenge =
    row.verifiedAt === null && row.challenge && row.challengeExpiresAt
      ? { ...row.challenge, expiresAt: row.challengeExpiresAt.toISOString() }
      : undefined;
  return {
    platform: row.platform as PlatformId,
    handle: row.handle,
    verified: row.verifiedAt !== null,
    ...(challenge ? { challenge } : {}),
    ...(row.lastFetchedAt ? { lastFetchedAt: row.lastFetchedAt.toISOString() } : {}),
    ...(row.fetchError ? { error: row.fetchError } : {}),
  };
}
