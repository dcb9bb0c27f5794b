import type { PlatformId } from '@contest-tracker/contract';
import { z } from 'zod';
import { listContestsEndingAfter } from '#server/db/contests-repository';
import type { Db } from '#server/db/database';
import { toOurContest } from '#server/services/to-our-contest';
import { toKontestsContest } from './kontests-contest';
import { KONTESTS_ORDER, kontestsSite } from './kontests-sites';

/** `/api/v1/sites`: `[name, key, url]` per site, as kontests' `SITES[1..-1]`. */
export const kontestsSitesSchema = z.array(z.tuple([z.string(), z.string(), z.string()]));

export function kontestsSites(served: readonly PlatformId[]): [string, string, string][] {
  return KONTESTS_ORDER.filter((platform) => served.includes(platform)).map((platform) => {
    const site = kontestsSite(platform);
    return [site.name, site.key, site.url];
  });
}

/**
 * What kontests listed: the running and upcoming contests (of one site, or of all with `site`
 * named), soonest start first.
 */
export async function kontestsContests(
  db: Db,
  options: { now: Date; platforms: readonly PlatformId[]; withSite: boolean },
) {
  const rows = await listContestsEndingAfter(db, {
    since: options.now,
    platforms: options.platforms,
  });
  return rows.map((row) =>
    toKontestsContest(toOurContest(row, options.now), options.now, {
      withSite: options.withSite,
    }),
  );
}
