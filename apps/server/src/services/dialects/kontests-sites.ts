import { PLATFORM_IDS, PLATFORM_NAMES, type PlatformId } from '@contest-tracker/contract';

/** One kontests site: its display name (the `site` field), its path key and its home page. */
export interface KontestsSite {
  name: string;
  key: string;
  url: string;
}

/**
 * kontests' own sites for the platforms it served, as its `SITES` table spelled them
 * (AliOsm/kontests, config/initializers/sites.rb at 5508b04): `/api/v1/code_chef`, `site:
 * "CodeChef"`. Our other platforms keep their id as the key and their display name.
 */
const KONTESTS_OWN: Partial<Record<PlatformId, KontestsSite>> = {
  codeforces: { name: 'CodeForces', key: 'codeforces', url: 'https://codeforces.com' },
  cfgym: { name: 'CodeForces::Gym', key: 'codeforces_gym', url: 'https://codeforces.com/gyms' },
  atcoder: { name: 'AtCoder', key: 'at_coder', url: 'https://atcoder.jp' },
  codechef: { name: 'CodeChef', key: 'code_chef', url: 'https://codechef.com' },
  hackerrank: { name: 'HackerRank', key: 'hacker_rank', url: 'https://hackerrank.com' },
  hackerearth: { name: 'HackerEarth', key: 'hacker_earth', url: 'https://hackerearth.com' },
  leetcode: { name: 'LeetCode', key: 'leet_code', url: 'https://leetcode.com' },
};

/** The home pages of the platforms kontests never listed. */
const OTHER_HOMES: Partial<Record<PlatformId, string>> = {
  geeksforgeeks: 'https://www.geeksforgeeks.org',
  code360: 'https://www.naukri.com/code360',
  yukicoder: 'https://yukicoder.me',
  dmoj: 'https://dmoj.ca',
};

export function kontestsSite(platform: PlatformId): KontestsSite {
  return (
    KONTESTS_OWN[platform] ?? {
      name: PLATFORM_NAMES[platform],
      key: platform,
      url: OTHER_HOMES[platform] ?? '',
    }
  );
}

/** The platform a kontests path key names (`code_chef`), if it is one of the served ones. */
export function platformOfKontestsKey(
  key: string,
  served: readonly PlatformId[],
): PlatformId | undefined {
  return served.find((platform) => kontestsSite(platform).key === key);
}

/** Every platform in kontests' order of keys' table, ours after its own. */
export const KONTESTS_ORDER: readonly PlatformId[] = [
  ...(Object.keys(KONTESTS_OWN) as PlatformId[]),
  ...PLATFORM_IDS.filter((id) => !(id in KONTESTS_OWN)),
];
