import type { PlatformId } from '@contest-tracker/contract';

/** A clist resource: its numeric id and its host (clist's `resource` and `host` fields). */
export interface ClistResource {
  id: number;
  host: string;
}

/**
 * clist's own resource ids and hosts for our platforms, each read from clist's answers as public
 * clients saved them (apps/server/fixtures/upstream/PROVENANCE.md, "clist resource ids"):
 * codeforces.com 1, codechef.com 2, hackerrank.com 63, codeforces.com/gyms 64, hackerearth.com 73,
 * atcoder.jp 93, leetcode.com 102. A platform whose id no recorded answer shows (GeeksforGeeks,
 * Code360, yukicoder, DMOJ) is not offered here rather than given a made-up id.
 */
const CLIST_RESOURCES: Partial<Record<PlatformId, ClistResource>> = {
  codeforces: { id: 1, host: 'codeforces.com' },
  codechef: { id: 2, host: 'codechef.com' },
  hackerrank: { id: 63, host: 'hackerrank.com' },
  cfgym: { id: 64, host: 'codeforces.com/gyms' },
  hackerearth: { id: 73, host: 'hackerearth.com' },
  atcoder: { id: 93, host: 'atcoder.jp' },
  leetcode: { id: 102, host: 'leetcode.com' },
};

export function clistResourceOf(platform: PlatformId): ClistResource | undefined {
  return CLIST_RESOURCES[platform];
}

/** The served platforms clist has a resource for, by resource id. */
export function clistPlatforms(served: readonly PlatformId[]): PlatformId[] {
  return served
    .filter((platform) => CLIST_RESOURCES[platform] !== undefined)
    .sort((a, b) => (CLIST_RESOURCES[a]?.id ?? 0) - (CLIST_RESOURCES[b]?.id ?? 0));
}

export function platformOfClistHost(host: string): PlatformId | undefined {
  const wanted = host.trim().toLowerCase();
  return (Object.keys(CLIST_RESOURCES) as PlatformId[]).find(
    (platform) => CLIST_RESOURCES[platform]?.host === wanted,
  );
}

export function platformOfClistId(id: number): PlatformId | undefined {
  return (Object.keys(CLIST_RESOURCES) as PlatformId[]).find(
    (platform) => CLIST_RESOURCES[platform]?.id === id,
  );
}
